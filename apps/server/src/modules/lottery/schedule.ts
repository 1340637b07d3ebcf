import { localDateOf, zonedInstant, type LocalDate } from '../../platform/zoned-time.ts';

// Callers in the lottery module keep importing these from here.
export { localDateOf, zonedInstant };

/**
 * Issue schedules (games.md): in-house fast games draw every N seconds from local midnight, numbered
 * `YYYYMMDD-NNN`; official games draw at a local time on given days (daily, weekly, monthly such as
 * the 1st and 16th), numbered `YYYYNNN` by their order in the year. Sales for an issue open when the
 * previous one draws and lock `lockSeconds` before its own draw. All local dates are in the game's
 * time zone (the brand's unless a station keeps its own). Pure: the scheduler job stores what this plans.
 */
export type Schedule =
  | { kind: 'interval'; seconds: number }
  | { kind: 'daily'; time: string }
  | { kind: 'weekly'; days: number[]; time: string }
  | { kind: 'monthly'; days: number[]; time: string };

export interface PlannedIssue {
  numero: string;
  saleAt: Date;
  lockAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;

const addDays = (date: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d) + days * DAY_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
const ymd = (date: LocalDate) => `${date.y}${String(date.m).padStart(2, '0')}${String(date.d).padStart(2, '0')}`;
const weekday = (date: LocalDate) => new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();

function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RangeError(`draw time must be HH:MM, got ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function validateSchedule(schedule: Schedule): void {
  if (schedule.kind === 'interval') {
    if (!Number.isInteger(schedule.seconds) || schedule.seconds < 30 || DAY_MS % (schedule.seconds * 1000) !== 0) throw new RangeError('interval must divide a day, at least 30 s');
    return;
  }
  minutesOf(schedule.time);
  if (schedule.kind === 'weekly' && (schedule.days.length === 0 || schedule.days.some((d) => !Number.isInteger(d) || d < 0 || d > 6))) throw new RangeError('weekly days are 0 (Sunday) to 6');
  if (schedule.kind === 'monthly' && (schedule.days.length === 0 || schedule.days.some((d) => !Number.isInteger(d) || d < 1 || d > 28))) throw new RangeError('monthly days are 1 to 28');
}

/** Whether an official schedule draws on a local date. */
function drawsOn(schedule: Exclude<Schedule, { kind: 'interval' }>, date: LocalDate): boolean {
  if (schedule.kind === 'daily') return true;
  if (schedule.kind === 'weekly') return schedule.days.includes(weekday(date));
  return schedule.days.includes(date.d);
}

/** The 1-based order of a draw date among the schedule's draws of its year. */
function ordinalInYear(schedule: Exclude<Schedule, { kind: 'interval' }>, date: LocalDate): number {
  let n = 0;
  for (let day: LocalDate = { y: date.y, m: 1, d: 1 }; ; day = addDays(day, 1)) {
    if (drawsOn(schedule, day)) n++;
    if (day.m === date.m && day.d === date.d) return n;
  }
}

/** Every issue whose draw falls in [from, to), in draw order. */
export function issuesBetween(schedule: Schedule, timeZone: string, lockSeconds: number, from: Date, to: Date): PlannedIssue[] {
  const out: PlannedIssue[] = [];
  const lockMs = lockSeconds * 1000;
  // Start a day early so an issue whose local day began before `from` is found too.
  let date = addDays(localDateOf(from, timeZone), -1);
  const last = addDays(localDateOf(to, timeZone), 1);
  const within = (t: Date) => t.getTime() >= from.getTime() && t.getTime() < to.getTime();
  if (schedule.kind === 'interval') {
    const step = schedule.seconds * 1000;
    const perDay = DAY_MS / step;
    const width = perDay > 999 ? 4 : 3;
    for (; ymd(date) <= ymd(last); date = addDays(date, 1)) {
      const midnight = zonedInstant(date, 0, timeZone).getTime();
      const nextMidnight = zonedInstant(addDays(date, 1), 0, timeZone).getTime();
      for (let n = 1; midnight + n * step <= nextMidnight; n++) {
        const drawAt = new Date(midnight + n * step);
        if (!within(drawAt)) continue;
        out.push({ numero: `${ymd(date)}-${String(n).padStart(width, '0')}`, saleAt: new Date(drawAt.getTime() - step), lockAt: new Date(drawAt.getTime() - Math.min(lockMs, step)), drawAt });
      }
    }
    return out;
  }
  const minutes = minutesOf(schedule.time);
  let previous: Date | null = null;
  // Walk back to the draw before the window so the first issue's sale-open time is known.
  for (let back = addDays(date, -1), i = 0; i < 400 && !previous; back = addDays(back, -1), i++) if (drawsOn(schedule, back)) previous = zonedInstant(back, minutes, timeZone);
  let ordinal = 0;
  let year = -1;
  for (; ymd(date) <= ymd(last); date = addDays(date, 1)) {
    if (!drawsOn(schedule, date)) continue;
    if (date.y !== year) {
      year = date.y;
      ordinal = ordinalInYear(schedule, date) - 1;
    }
    ordinal++;
    const drawAt = zonedInstant(date, minutes, timeZone);
    const saleAt: Date = previous ?? new Date(drawAt.getTime() - DAY_MS);
    previous = drawAt;
    if (!within(drawAt)) continue;
    out.push({ numero: `${date.y}${String(ordinal).padStart(3, '0')}`, saleAt, lockAt: new Date(Math.max(saleAt.getTime(), drawAt.getTime() - lockMs)), drawAt });
  }
  return out;
}
