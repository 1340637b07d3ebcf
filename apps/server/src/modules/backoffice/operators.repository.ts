import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';
import { loadSharedSecret } from '../../platform/secrets.ts';

export type OperatorRow = { [K in keyof OperatorsTable]: OperatorsTable[K] extends { __select__: infer S } ? S : OperatorsTable[K] };

export interface NewAuditRow {
  operatorId: number | null;
  action: string;
  target: string;
  /** Already serialised JSON. */
  details: string;
  ip: string;
  brandId: number | null;
}

/** The back office's tables: operators, their sessions, and the audit trail. */
export class OperatorsRepository {
  constructor(private readonly db: Db) {}

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
    return loadSharedSecret(this.db, 'operator-totp');
  }

  async insertSession(tokenHash: string, operatorId: number, expiresAt: Date): Promise<void> {
    await this.db.insertInto('operator_sessions').values({ token_hash: tokenHash, operator_id: operatorId, expires_at: expiresAt }).execute();
  }

  sessionByToken(tokenHash: string) {
    return this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['o.id', 'o.username', 'o.brand_id', 'o.enabled', 's.expires_at', 's.revoked_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async insertAudit(row: NewAuditRow): Promise<void> {
    await this.db.insertInto('audit_log').values({ operator_id: row.operatorId, action: row.action, target: row.target, details: row.details, ip: row.ip, brand_id: row.brandId }).execute();
  }

  /** A page of the trail, newest first, with the total; a brand's rows only when `brandId` is not null. */
  async auditPage(brandId: number | null, limit: number, offset: number) {
    const rows = await this.db
      .selectFrom('audit_log as a')
      .leftJoin('operators as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'o.username', 'a.action', 'a.target', 'a.details', 'a.ip', 'a.created_at'])
      .$if(brandId !== null, (q) => q.where('a.brand_id', '=', brandId))
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$if(brandId !== null, (q) => q.where('brand_id', '=', brandId))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }
}
