/**
 * Wall-clock times in a brand's time zone for `datetime-local` inputs ("2026-05-01T14:30"), with nothing
 * but Intl: the console edits maintenance windows in the brand's zone whatever the browser's is.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(instant: number, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour) % 24, min: Number(p.minute), s: Number(p.second) };
}

function offsetAt(instant: number, zone: string): number {
  const w = parts(instant, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-05-01T14:30" in `zone` of an ISO instant ('' when it is not one). */
export function toZonedInput(iso: string, zone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const w = parts(t, zone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)}T${pad(w.h)}:${pad(w.min)}`;
}

/** The ISO instant (UTC) of a wall time in `zone`; '' when the input is empty or malformed. A time a clock change skips moves forward by the change. */
export function fromZonedInput(local: string, zone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
