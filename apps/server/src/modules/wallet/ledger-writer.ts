import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

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

type RawResult = { key: string; status: PostResult['status']; code?: string; balances?: { a: string; b: string }[]; duplicate?: boolean };

/**
 * The single writer of wallet.md: movements queue up and go to the database in batches, one
 * statement (`ledger_post`) per batch, each its own transaction. While a batch is in flight the next
 * one gathers (group commit); a batch is cut at `maxBatch` items. Every money write goes through here.
 */
export class LedgerWriter {
  #queue: Pending[] = [];
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
    while (this.#queue.length > 0 && this.#inFlight < concurrency) {
      const batch = this.#queue.splice(0, maxBatch);
      this.#inFlight++;
      void this.#flush(batch).finally(() => {
        this.#inFlight--;
        if (this.#queue.length > 0) this.#schedule();
      });
    }
  }

  async #flush(batch: Pending[]): Promise<void> {
    const items = batch.map(({ movement: m }) => ({
      key: m.key,
      hash: m.hash,
      kind: m.kind,
      currency: m.currency,
      amount: m.amount.toString(),
      status: m.status ?? 'posted',
      ref: m.ref ?? {},
      legs: m.legs.map((l) => ({ a: l.account.toString(), m: l.amount.toString() })),
    }));
    try {
      const { rows } = await sql<{ r: RawResult[] }>`select ledger_post(${JSON.stringify(items)}::jsonb) as r`.execute(this.db);
      const results = rows[0]!.r;
      batch.forEach((p, i) => {
        const r = results[i]!;
        p.resolve({
          key: r.key,
          status: r.status,
          ...(r.code ? { code: r.code } : {}),
          balances: (r.balances ?? []).map((b) => ({ account: BigInt(b.a), balance: BigInt(b.b) })),
          duplicate: r.duplicate === true,
        });
      });
    } catch (error) {
      // The batch's transaction rolled back: nothing of it happened. Callers may retry under the same keys.
      for (const p of batch) p.reject(error);
    }
  }

  /** Resolves once everything queued so far has been written. */
  async drain(): Promise<void> {
    while (this.#queue.length > 0 || this.#inFlight > 0) await new Promise((r) => setTimeout(r, 1));
  }
}
