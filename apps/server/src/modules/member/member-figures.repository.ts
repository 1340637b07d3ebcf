import { sql } from 'kysely';
import { customerTypes } from '@lotus/contract/account';
import type { Db } from '../../db/database.ts';

/** Members' figures for the console's Dashboard and Reports. */
export class MemberFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Members (not trial accounts) registered per brand day, between two instants (`members_brand_created`). */
  async newMemberDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('members')
      .select([sql<string>`(created_at at time zone ${timeZone})::date::text`.as('day'), sql<string>`count(*)`.as('n')])
      .where('brand_id', '=', brandId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('customer_type', '<>', customerTypes.trial)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  }

  /** Usernames by member id. */
  async usernames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
