import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';
import type { AtRest } from '../../platform/secrets-at-rest.ts';
import { loadSharedSecret } from '../../platform/secrets.ts';

export type OperatorRow = { [K in keyof OperatorsTable]: OperatorsTable[K] extends { __select__: infer S } ? S : OperatorsTable[K] };

/** Operators' credentials and sessions (roles: access.repository.ts; the audit trail: audit.repository.ts). */
export class OperatorsRepository {
  constructor(
    private readonly db: Db,
    private readonly atRest: AtRest,
  ) {}

  async anyOperator(): Promise<boolean> {
    return (await this.db.selectFrom('operators').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /** Inserts an operator unless the name is taken (another process may create it at once); its id, or undefined. */
  async insertIfAbsent(username: string, passwordHash: string, brandId: number | null): Promise<number | undefined> {
    const row = await this.db
      .insertInto('operators')
      .values({ username, password_hash: passwordHash, brand_id: brandId })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Takes one try of the account in one conditional update: unless it is locked, or its tries since
   * `windowStart` are used up (`failures`). Returns the row with the try counted, or undefined.
   */
  takeAttempt(username: string, now: Date, windowStart: Date, failures: number): Promise<OperatorRow | undefined> {
    const fresh = sql<boolean>`(failed_since is null or failed_since <= ${windowStart})`;
    return this.db
      .updateTable('operators')
      .set({
        failed_logins: sql`case when ${fresh} then 1 else failed_logins + 1 end`,
        failed_since: sql`case when ${fresh} then ${now}::timestamptz else failed_since end`,
      })
      .where('username', '=', username)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .where((eb) => eb.or([fresh, eb('failed_logins', '<', failures)]))
      .returningAll()
      .executeTakeFirst() as Promise<OperatorRow | undefined>;
  }

  lockState(username: string) {
    return this.db.selectFrom('operators').select(['locked_until', 'failed_since']).where('username', '=', username).executeTakeFirst();
  }

  /** Gives back the try a request took (it turned out not to be a failed try). */
  async giveBackAttempt(id: number): Promise<void> {
    await this.db.updateTable('operators').set({ failed_logins: sql`greatest(failed_logins - 1, 0)` }).where('id', '=', id).execute();
  }

  async clearFailures(id: number): Promise<void> {
    await this.db.updateTable('operators').set({ failed_logins: 0, failed_since: null }).where('id', '=', id).execute();
  }

  /** Locks the account until `until`, unless it is locked already or a racing success gave its tries back; true when this call locked it. */
  async lock(id: number, until: Date, now: Date, failures: number): Promise<boolean> {
    const row = await this.db
      .updateTable('operators')
      .set({ locked_until: until })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .where('failed_logins', '>=', failures)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a TOTP time step as used; false when that step (or a later one) was used already. */
  async useStep(id: number, step: number): Promise<boolean> {
    const row = await this.db
      .updateTable('operators')
      .set({ totp_last_step: BigInt(step) })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  totpState(id: number) {
    return this.db.selectFrom('operators').select(['totp_secret', 'totp_pending_secret', 'totp_last_step']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  async setPendingTotp(id: number, sealed: string): Promise<void> {
    await this.db.updateTable('operators').set({ totp_pending_secret: sealed }).where('id', '=', id).execute();
  }

  /** Makes the pending secret the operator's, if it is still the one confirmed and none is set; false otherwise. */
  async confirmTotp(id: number, pending: string, step: number): Promise<boolean> {
    const row = await this.db
      .updateTable('operators')
      .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: BigInt(step) })
      .where('id', '=', id)
      .where('totp_secret', 'is', null)
      .where('totp_pending_secret', '=', pending)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async clearTotp(id: number): Promise<void> {
    await this.db.updateTable('operators').set({ totp_secret: null, totp_pending_secret: null }).where('id', '=', id).execute();
  }

  /** The deployment key TOTP secrets are sealed with. */
  totpKey(): Promise<string> {
    return loadSharedSecret(this.db, this.atRest, 'operator-totp');
  }

  /** Keeps the built-in roles equal to the contract's (owner: every permission), whatever an older version seeded. */
  async syncBuiltInRoles(roles: Record<string, readonly string[]>): Promise<void> {
    for (const [name, permissions] of Object.entries(roles)) {
      await sql`insert into operator_roles (name, permissions, built_in) values (${name}, ${[...permissions]}::text[], true)
        on conflict (name) do update set permissions = excluded.permissions, updated_at = now()
        where operator_roles.built_in and operator_roles.permissions is distinct from excluded.permissions`.execute(this.db);
    }
  }

  async insertSession(s: { tokenHash: string; operatorId: number; now: Date; expiresAt: Date; ip: string; userAgent: string | null }): Promise<void> {
    await this.db
      .insertInto('operator_sessions')
      .values({ token_hash: s.tokenHash, operator_id: s.operatorId, expires_at: s.expiresAt, created_at: s.now, last_seen_at: s.now, ip: s.ip, user_agent: s.userAgent })
      .execute();
    await this.db.updateTable('operators').set({ last_login_at: s.now }).where('id', '=', s.operatorId).execute();
  }

  /**
   * The operator behind a live session, with their role's permissions as they are now, in one statement:
   * the session must be neither revoked, past its absolute end, nor idle since `idleCutoff`, and the
   * operator enabled. It also records the call (last_seen_at), at most once per `touchBefore` interval so
   * a busy console does not write on every request.
   */
  async sessionForRequest(tokenHash: string, now: Date, idleCutoff: Date, touchBefore: Date) {
    const { rows } = await sql<{ session_id: bigint; id: number; username: string; brand_id: number | null; role_id: number; role: string; permissions: string[] }>`
      with live as (
        select s.id as session_id, o.id, o.username, o.brand_id, o.role_id, r.name as role, r.permissions
        from operator_sessions s
        join operators o on o.id = s.operator_id
        join operator_roles r on r.id = o.role_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now}::timestamptz
          and s.last_seen_at > ${idleCutoff}::timestamptz and o.enabled
      ), touched as (
        update operator_sessions set last_seen_at = ${now}::timestamptz
        where id = (select session_id from live) and last_seen_at < ${touchBefore}::timestamptz
      )
      select * from live`.execute(this.db);
    const row = rows[0];
    return row ? { ...row, session_id: BigInt(row.session_id) } : undefined;
  }

  /** The operator's live sessions, newest first. */
  liveSessions(operatorId: number, now: Date, idleCutoff: Date) {
    return this.db
      .selectFrom('operator_sessions')
      .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleCutoff)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  }

  /** Revokes one live session of the operator; false when there is none by that id. */
  async revokeSession(operatorId: number, sessionId: bigint, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('operator_sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
