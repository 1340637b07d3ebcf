/**
 * The current issue's clock on this device. The server answers how long until the draw; the offset
 * between its clock and ours is taken from that answer, so a wrong device clock cannot open or close
 * betting early in the page (the server decides anyway).
 */
export type IssuePhase = 'open' | 'locked' | 'drawing' | 'none';

export interface IssueTimes {
  numero: string;
  remainTime: number;
  lockAt: string;
  drawTime: string;
}

export interface IssueClock {
  phase: IssuePhase;
  numero: string | null;
  /** Milliseconds until betting locks (0 once locked). */
  lockIn: number;
  /** Milliseconds until the draw (0 once due). */
  drawIn: number;
  /** Device times of lock and draw. */
  lockAt: number;
  drawAt: number;
}

export const noIssue: IssueClock = { phase: 'none', numero: null, lockIn: 0, drawIn: 0, lockAt: 0, drawAt: 0 };

/** `fetchedAt` is when the answer arrived (device clock). */
export function issueClock(issue: IssueTimes | null | undefined, fetchedAt: number, now: number): IssueClock {
  if (!issue) return noIssue;
  const serverDraw = Date.parse(issue.drawTime);
  if (Number.isNaN(serverDraw)) return noIssue;
  // Server time at the answer minus device time then: add it to device times to get server times.
  const skew = serverDraw - issue.remainTime - fetchedAt;
  const drawAt = serverDraw - skew;
  const lockAt = Date.parse(issue.lockAt) - skew;
  const lockIn = Math.max(0, lockAt - now);
  const drawIn = Math.max(0, drawAt - now);
  const phase: IssuePhase = lockIn > 0 ? 'open' : drawIn > 0 ? 'locked' : 'drawing';
  return { phase, numero: issue.numero, lockIn, drawIn, lockAt, drawAt };
}

/** `mm:ss`, `h:mm:ss` past an hour, `Nd hh:mm:ss` past a day (digits are laid out left to right). */
export function countdownText(ms: number, dayLabel = 'd'): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  // The left-to-right mark keeps a right-to-left day word from pulling the clock digits after it.
  if (days > 0) return `${days}${dayLabel.length > 1 ? ' ' : ''}${dayLabel}\u200E ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}
