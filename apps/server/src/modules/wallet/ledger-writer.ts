import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { JournalBatch, type JournalOp } from './bet-journal.ts';

/** One money movement: its legs sum to zero; amounts are bigint in 1/10,000 of the unit. */
export interface Movement {
  /** Idempotency key, namespaced by source: `ui:<uuid>`, `vendor:<v>:<tx>`, `lott:<order>`, `job:<period>`. */
  key: string;
  /** A hash of the request, so a reused key with another payload is told apart. */
  hash: string;
  kind: string;
  currency: string;
  /** The headline amount (for reports); the legs carry the truth. */
  amount: bigint;
  legs: { account: bigint; amount: bigint }[];
  /** `posted` (default), `pending` (a hold), `tombstone` (no legs: blocks a late key). */
  status?: 'posted' | 'pending' | 'tombstone';
  ref?: Record<string, unknown>;
  /**
   * A game round this movement belongs to (seamless wallet): a `bet`, a `win` (needs a live bet), or a
   * `rollback` of the bet keyed `target` (legs: the refund, or none when the bet is unknown).
   */
  round?: { key: string; op: 'bet' | 'win' | 'rollback'; target?: string };
  /** Bet journal operations applied with this movement, only if it posts now (not a repeat, not a refusal). */
  journal?: JournalOp[];
}

export interface PostResult {
  key: string;
  status: 'posted' | 'pending' | 'tombstone' | 'rejected' | 'error';
  code?: string;
  /** Balances after the movement (or as seen, when rejected) of the member accounts it touched. */
  balances: { account: bigint; balance: bigint }[];
  /** The key had been posted before with the same request: this is the stored outcome. */
  duplicate: boolean;
}

interface Pending {
  movement: Movement;
  resolve(result: PostResult): void;
  reject(error: unknown): void;
}

interface PendingJournal {
  ops: JournalOp[];
  resolve(): void;
  reject(error: unknown): void;
}

type StoredResult = { s: Exclude<PostResult['status'], 'error'>; c: string | null; b: (string | null)[] };
type RawBatch = { s: (PostResult['status'] | 'duplicate')[]; c: (string | null)[]; b: (string | null)[]; d: (StoredResult | null)[] };

/**
 * The single writer of wallet.md: movements queue up and go to the database in batches, one
 * statement (`ledger_post`) per batch, each its own transaction. While a batch is in flight the next
 * one gathers (group commit); a batch is cut at `maxBatch` items. Every money write goes through here.
 */
export class LedgerWriter {
  #queue: Pending[] = [];
  #journalQueue: PendingJournal[] = [];
  /** Counters for benchmarks and operators: batches written, movements in them, time spent writing. */
  readonly stats = { batches: 0, movements: 0, writeMs: 0 };
  #inFlight = 0;
  #scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly options: { maxBatch?: number; concurrency?: number } = {},
  ) {}

  post(movement: Movement): Promise<PostResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ movement, resolve, reject });
      this.#schedule();
    });
  }

  /**
   * Journal operations that move no money (a bet settling with no win, a void with nothing to refund):
   * they ride the next batch. Each is idempotent (only an open bet settles or voids), so a retry is safe.
   */
  journal(ops: JournalOp[]): Promise<void> {
    if (ops.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#journalQueue.push({ ops, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // Let the current tick's callers join the batch before it leaves.
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    const concurrency = this.options.concurrency ?? 1;
    const maxBatch = this.options.maxBatch ?? 500;
    while ((this.#queue.length > 0 || this.#journalQueue.length > 0) && this.#inFlight < concurrency) {
      // Spread what is queued over the free connections, so they work in parallel rather than one
      // taking everything while the other idles.
      const share = Math.min(maxBatch, Math.ceil(this.#queue.length / (concurrency - this.#inFlight)));
      // A key goes at most once into a batch: a repeat waits for the next one, where it finds the stored outcome.
      const batch: Pending[] = [];
      const keys = new Set<string>();
      const rest: Pending[] = [];
      for (const p of this.#queue) {
        if (batch.length < share && !keys.has(p.movement.key)) {
          keys.add(p.movement.key);
          batch.push(p);
        } else rest.push(p);
      }
      this.#queue = rest;
      const free = this.#journalQueue;
      this.#journalQueue = [];
      this.#inFlight++;
      void this.#flush(batch, free).finally(() => {
        this.#inFlight--;
        if (this.#queue.length > 0 || this.#journalQueue.length > 0) this.#schedule();
      });
    }
  }

  async #flush(batch: Pending[], free: PendingJournal[]): Promise<void> {
    const keys: string[] = [];
    const hashes: string[] = [];
    const kinds: string[] = [];
    const currencies: string[] = [];
    const amounts: string[] = [];
    const statuses: string[] = [];
    const refs: string[] = [];
    const legItem: number[] = [];
    const legAccount: string[] = [];
    const legAmount: string[] = [];
    const rounds: (string | null)[] = [];
    const ops: (string | null)[] = [];
    const targets: (string | null)[] = [];
    const journal = new JournalBatch();
    for (const f of free) journal.add(0, f.ops);
    batch.forEach(({ movement: m }, i) => {
      if (m.journal?.length) journal.add(i + 1, m.journal);
      rounds.push(m.round?.key ?? null);
      ops.push(m.round?.op ?? null);
      targets.push(m.round?.target ?? null);
      keys.push(m.key);
      hashes.push(m.hash);
      kinds.push(m.kind);
      currencies.push(m.currency);
      amounts.push(m.amount.toString());
      statuses.push(m.status ?? 'posted');
      refs.push(JSON.stringify(m.ref ?? {}));
      for (const leg of m.legs) {
        legItem.push(i + 1);
        legAccount.push(leg.account.toString());
        legAmount.push(leg.amount.toString());
      }
    });
    const started = performance.now();
    try {
      // Batches with journal operations go through ledger_post_journal (the same post, then the journal
      // in the same statement); the others keep the plain function and its cost.
      const j = journal;
      const { rows } = !journal.empty
        ? await sql<{ r: RawBatch }>`select ledger_post_journal(
        ${keys}::text[], ${hashes}::text[], ${kinds}::text[], ${currencies}::text[], ${amounts}::bigint[], ${statuses}::text[], ${refs}::jsonb[],
        ${legItem}::int[], ${legAccount}::bigint[], ${legAmount}::bigint[],
        ${rounds}::text[], ${ops}::text[], ${targets}::text[],
        ${j.openItem}::int[], ${j.key}::text[], ${j.brand}::int[], ${j.member}::int[], ${j.category}::text[], ${j.vendor}::text[], ${j.game}::text[], ${j.currency}::text[],
        ${j.stake}::bigint[], ${j.win}::bigint[], ${j.day}::date[], ${j.at}::timestamptz[], ${j.round}::text[], ${j.ref}::jsonb[],
        ${j.otherItem}::int[], ${j.other}::jsonb) as r`.execute(this.db)
        : await sql<{ r: RawBatch }>`select ledger_post(
        ${keys}::text[], ${hashes}::text[], ${kinds}::text[], ${currencies}::text[], ${amounts}::bigint[], ${statuses}::text[], ${refs}::jsonb[],
        ${legItem}::int[], ${legAccount}::bigint[], ${legAmount}::bigint[],
        ${rounds}::text[], ${ops}::text[], ${targets}::text[]) as r`.execute(this.db);
      for (const f of free) f.resolve();
      const r = rows[0]!.r;
      this.stats.batches++;
      this.stats.movements += batch.length;
      this.stats.writeMs += performance.now() - started;
      let leg = 0;
      batch.forEach((p, i) => {
        const legs = p.movement.legs;
        const balancesOf = (b: (string | null)[]) =>
          legs.flatMap((l, k) => (b[k] === null || b[k] === undefined ? [] : [{ account: l.account, balance: BigInt(b[k]!) }]));
        const status = r.s[i]!;
        if (status === 'duplicate') {
          const stored = r.d[i]!;
          p.resolve({ key: p.movement.key, status: stored.s, ...(stored.c ? { code: stored.c } : {}), balances: balancesOf(stored.b), duplicate: true });
        } else {
          const code = r.c[i];
          p.resolve({ key: p.movement.key, status, ...(code ? { code } : {}), balances: status === 'error' ? [] : balancesOf(r.b.slice(leg, leg + legs.length)), duplicate: false });
        }
        leg += legs.length;
      });
    } catch (error) {
      // The batch's transaction rolled back: nothing of it happened. Callers may retry under the same keys.
      for (const p of batch) p.reject(error);
      for (const f of free) f.reject(error);
    }
  }

  /** Resolves once everything queued so far has been written. */
  async drain(): Promise<void> {
    while (this.#queue.length > 0 || this.#journalQueue.length > 0 || this.#inFlight > 0) await new Promise((r) => setTimeout(r, 1));
  }
}

/**
 * The writer a process uses. On PostgreSQL it keeps two batches in flight on two connections, so the
 * server's two cores work at once (measured: ~17k bets/s against ~12k with one); PGlite is a single
 * session, so one.
 */
export function ledgerWriterFor(database: DatabaseHandle): LedgerWriter {
  return new LedgerWriter(database.db, { concurrency: database.kind === 'postgres' ? 2 : 1 });
}
