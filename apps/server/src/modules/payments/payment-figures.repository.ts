import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface MoneyDay {
  amount: bigint;
  count: number;
}

/** Payments' figures for the console's Dashboard and Reports: money in and out per brand day, and the queues. */
export class PaymentFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Deposits approved per brand day, between two instants (`deposits_brand_approved`). */
  async depositDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, MoneyDay>> {
    const rows = await this.db
      .selectFrom('deposits')
      .select([sql<string>`(decided_at at time zone ${timeZone})::date::text`.as('day'), sql<string>`sum(amount)`.as('amount'), sql<string>`count(*)`.as('n')])
      .where('brand_id', '=', brandId)
      .where('status', '=', 'approved')
      .where('decided_at', '>=', from)
      .where('decided_at', '<', to)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.day, { amount: BigInt(r.amount), count: Number(r.n) }]));
  }

  /** Withdrawals paid per brand day (whatever the member confirmed since), between two instants. */
  async withdrawalDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, MoneyDay>> {
    const rows = await this.db
      .selectFrom('withdrawals')
      .select([sql<string>`(paid_at at time zone ${timeZone})::date::text`.as('day'), sql<string>`sum(amount)`.as('amount'), sql<string>`count(*)`.as('n')])
      .where('brand_id', '=', brandId)
      .where('paid_at', 'is not', null)
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.day, { amount: BigInt(r.amount), count: Number(r.n) }]));
  }

  /** Deposits and withdrawals awaiting an operator's decision. */
  async pending(brandId: number): Promise<{ deposits: number; withdrawals: number }> {
    const [d, w] = await Promise.all([
      this.db.selectFrom('deposits').select(sql<string>`count(*)`.as('n')).where('brand_id', '=', brandId).where('status', '=', 'pending').executeTakeFirstOrThrow(),
      this.db.selectFrom('withdrawals').select(sql<string>`count(*)`.as('n')).where('brand_id', '=', brandId).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    ]);
    return { deposits: Number(d.n), withdrawals: Number(w.n) };
  }
}
