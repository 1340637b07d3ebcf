import type { BetCategory } from '../../db/schema.ts';

/**
 * Operations on the bet journal (one journal of bets for every product; see db/migrations/bet-journal.sql.ts).
 * They travel with a movement (`Movement.journal`: applied only when that movement posts, in its
 * transaction) or alone (`LedgerWriter.journal`: a bet that settles with no money, a lost bet).
 */
export type JournalOp =
  | {
      op: 'open';
      /** The bet's idempotency key: the stake's ledger key, or it and a sub-bet (`lott:<order>:<bet>`). */
      key: string;
      brandId: number;
      memberId: number;
      category: BetCategory;
      vendor: string;
      game: string;
      currency: string;
      stake: bigint;
      at: Date;
      /** A vendor's round the bet belongs to (its win names the round, not the bet). */
      round?: string;
      /** Decided when placed (a house round that lost): the bet is written settled, on this brand day. */
      settled?: { win: bigint; day: string };
      ref?: Record<string, unknown>;
    }
  | { op: 'settle'; key: string; win: bigint; at: Date; /** The brand-local day (YYYY-MM-DD) it counts on. */ day: string }
  | { op: 'settle_round'; round: string; win: bigint; at: Date; day: string }
  | { op: 'void' | 'cancel'; key: string; at: Date };

/** The compact form `journal_apply` reads (bigints as text: jsonb numbers lose precision past 2^53). */
export function journalJson(op: JournalOp): Record<string, unknown> {
  switch (op.op) {
    case 'open':
      return { o: 'open', k: op.key, b: op.brandId, m: op.memberId, c: op.category, v: op.vendor, g: op.game, cur: op.currency, s: op.stake.toString(), at: op.at.toISOString(), rd: op.round ?? null, r: op.ref ?? {}, ...(op.settled ? { w: op.settled.win.toString(), d: op.settled.day } : {}) };
    case 'settle':
      return { o: 'settle', k: op.key, w: op.win.toString(), at: op.at.toISOString(), d: op.day };
    case 'settle_round':
      return { o: 'settle_round', rd: op.round, w: op.win.toString(), at: op.at.toISOString(), d: op.day };
    default:
      return { o: op.op, k: op.key, at: op.at.toISOString() };
  }
}

/** The brand's calendar day of an instant (YYYY-MM-DD): the day a settled bet counts on. */
export function brandDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The instant a brand day (YYYY-MM-DD) starts in a time zone (daylight-saving safe: the offset is read at that moment). */
export function brandDayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let at = wall;
  // Twice: the offset at the first guess may differ from the offset at the answer across a change.
  for (let i = 0; i < 2; i++) at = wall - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** How far a zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at.getTime() / 1000) * 1000;
}
