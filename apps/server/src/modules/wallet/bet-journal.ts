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
      /** The brand day (YYYY-MM-DD) it was placed on: the betting record counts it there. */
      day: string;
      /** A vendor's round the bet belongs to (its win names the round, not the bet). */
      round?: string;
      /** Decided when placed (a house round that lost): the bet is written settled, on the day it was placed. */
      settled?: { win: bigint };
      ref?: Record<string, unknown>;
    }
  | { op: 'settle'; key: string; win: bigint; at: Date; /** The brand-local day (YYYY-MM-DD) it counts on. */ day: string }
  | { op: 'settle_round'; round: string; win: bigint; at: Date; day: string }
  | { op: 'void' | 'cancel'; key: string; at: Date };

/**
 * A batch's journal operations in the shape `ledger_post_journal` takes: new bets as typed arrays (every
 * stake opens one: the hot path), the rarer operations as one jsonb array for `journal_apply`; each with
 * the 1-based index of its movement in the batch (0: an operation that moves no money).
 */
export class JournalBatch {
  readonly openItem: number[] = [];
  readonly key: string[] = [];
  readonly brand: number[] = [];
  readonly member: number[] = [];
  readonly category: string[] = [];
  readonly vendor: string[] = [];
  readonly game: string[] = [];
  readonly currency: string[] = [];
  readonly stake: string[] = [];
  readonly win: (string | null)[] = [];
  readonly day: string[] = [];
  readonly at: string[] = [];
  readonly round: (string | null)[] = [];
  readonly ref: string[] = [];
  readonly otherItem: number[] = [];
  readonly #other: Record<string, unknown>[] = [];

  get empty(): boolean {
    return this.key.length === 0 && this.#other.length === 0;
  }

  add(item: number, ops: JournalOp[]): void {
    for (const op of ops) {
      if (op.op === 'open') {
        this.openItem.push(item);
        this.key.push(op.key);
        this.brand.push(op.brandId);
        this.member.push(op.memberId);
        this.category.push(op.category);
        this.vendor.push(op.vendor);
        this.game.push(op.game);
        this.currency.push(op.currency);
        this.stake.push(op.stake.toString());
        this.win.push(op.settled ? op.settled.win.toString() : null);
        this.day.push(op.day);
        this.at.push(op.at.toISOString());
        this.round.push(op.round ?? null);
        this.ref.push(JSON.stringify(op.ref ?? {}));
      } else {
        this.otherItem.push(item);
        // Bigints as text: jsonb numbers lose precision past 2^53.
        if (op.op === 'settle') this.#other.push({ o: 'settle', k: op.key, w: op.win.toString(), at: op.at.toISOString(), d: op.day });
        else if (op.op === 'settle_round') this.#other.push({ o: 'settle_round', rd: op.round, w: op.win.toString(), at: op.at.toISOString(), d: op.day });
        else this.#other.push({ o: op.op, k: op.key, at: op.at.toISOString() });
      }
    }
  }

  /** The rarer operations, for `journal_apply`. */
  get other(): string {
    return JSON.stringify(this.#other);
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
