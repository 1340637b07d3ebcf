import type { Db } from '../../db/database.ts';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  insert(row: { token_hash: string; member_id: number; brand_id: number; remember: boolean; login_type: string; expires_at: Date; ip: string; user_agent: string; created_at: Date; last_seen_at: Date }) {
    return this.db.insertInto('sessions').values(row).execute();
  }

  /** A live session with the member it belongs to. */
  find(tokenHash: string) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.token_hash', 's.member_id', 's.brand_id', 's.remember', 's.login_type', 's.expires_at', 's.last_seen_at', 's.revoked_at', 'm.customer_type', 'm.username', 'm.status'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  touch(tokenHash: string, now: Date, expiresAt: Date) {
    return this.db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  }

  revoke(tokenHash: string, now: Date) {
    return this.db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  }

  /** A member's sessions that are neither revoked nor expired, newest first. */
  live(memberId: number, now: Date) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'login_type', 'remember', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Revokes one live session of a member by its public id; its hash (to clear caches), or undefined. */
  async revokeById(memberId: number, id: bigint, now: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('token_hash')
      .executeTakeFirst();
    return row?.token_hash;
  }

  /** Revokes every live session of a member and returns their hashes (to clear caches). */
  async revokeAll(memberId: number, now: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .returning('token_hash')
      .execute();
    return rows.map((r) => r.token_hash);
  }
}
