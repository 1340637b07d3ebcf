import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoginResult } from '../../db/schema.ts';

/** How long login history is kept: long enough for a dispute or a fraud review, short enough to stay small. */
export const loginHistoryDays = 180;

export interface LoginAttempt {
  memberId: number;
  brandId: number;
  loginType: string;
  result: LoginResult;
  ip: string;
  userAgent: string;
}

export interface LoginHistoryFilter {
  memberId: number;
  results?: readonly LoginResult[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows older than this id (keyset). */
  before?: bigint | undefined;
}

/** Each member login, successful or refused (member_logins, migration 0024). */
export class LoginHistoryRepository {
  constructor(private readonly db: Db) {}

  async record(a: LoginAttempt, now: Date): Promise<void> {
    await this.db
      .insertInto('member_logins')
      .values({ member_id: a.memberId, brand_id: a.brandId, login_type: a.loginType, result: a.result, ip: a.ip, user_agent: a.userAgent.slice(0, 300), created_at: now })
      .execute();
  }

  /** Newest first, `limit` rows from the member's index. */
  page(f: LoginHistoryFilter, limit: number) {
    let q = this.db.selectFrom('member_logins').select(['id', 'login_type', 'result', 'ip', 'user_agent', 'created_at']).where('member_id', '=', f.memberId);
    if (f.results?.length) q = q.where('result', 'in', f.results);
    if (f.from) q = q.where('created_at', '>=', f.from);
    if (f.to) q = q.where('created_at', '<', f.to);
    if (f.before !== undefined) q = q.where('id', '<', f.before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  /** Deletes rows older than `before`, at most `batch` of them; the number deleted (the job runs until none are left). */
  async prune(before: Date, batch = 10_000): Promise<number> {
    const result = await sql`delete from member_logins where id in (select id from member_logins where created_at < ${before} limit ${batch})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
