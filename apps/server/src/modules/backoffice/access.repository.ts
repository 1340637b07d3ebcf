import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Operator and role management serialises on this advisory lock (rare writes; the rules read several rows). */
const ACCESS_LOCK = 23_001;

export interface OperatorFilter {
  /** Only this brand's operators; null: every operator. */
  scope: number | null;
  q?: string | undefined;
  roleId?: number | undefined;
  brandId?: number | undefined;
  enabled?: boolean | undefined;
}

export interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  built_in: boolean;
  brand_id: number | null;
}

/** Operators and roles as the console manages them. */
export class AccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in a transaction that holds the access lock: every management write reads the acting
   * operator, the target and the owners again under it, so parallel requests cannot combine into what
   * none of them was allowed (two owners demoting each other, a grant racing a demotion).
   */
  locked<T>(work: (repo: AccessRepository, trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ACCESS_LOCK}::int, 0)`.execute(trx);
      return work(new AccessRepository(trx), trx);
    });
  }

  /** An operator with their role, as stored now. */
  operator(id: number) {
    return this.db
      .selectFrom('operators as o')
      .innerJoin('operator_roles as r', 'r.id', 'o.role_id')
      .leftJoin('brands as b', 'b.id', 'o.brand_id')
      .select([
        'o.id',
        'o.username',
        'o.brand_id',
        'b.code as brand_code',
        'o.enabled',
        'o.role_id',
        'r.name as role',
        'r.permissions',
        'r.built_in as role_built_in',
        'o.last_login_at',
        'o.created_at',
        (eb) => eb('o.totp_secret', 'is not', null).as('totp_enabled'),
      ])
      .where('o.id', '=', id)
      .executeTakeFirst();
  }

  async operators(filter: OperatorFilter, limit: number, offset: number) {
    const base = this.db
      .selectFrom('operators as o')
      .$if(filter.scope !== null, (q) => q.where('o.brand_id', '=', filter.scope))
      .$if(filter.q !== undefined && filter.q !== '', (q) => q.where('o.username', 'like', `%${filter.q!.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`))
      .$if(filter.roleId !== undefined, (q) => q.where('o.role_id', '=', filter.roleId!))
      .$if(filter.brandId !== undefined, (q) => q.where('o.brand_id', '=', filter.brandId!))
      .$if(filter.enabled !== undefined, (q) => q.where('o.enabled', '=', filter.enabled!));
    const rows = await base
      .innerJoin('operator_roles as r', 'r.id', 'o.role_id')
      .leftJoin('brands as b', 'b.id', 'o.brand_id')
      .select([
        'o.id',
        'o.username',
        'o.brand_id',
        'b.code as brand_code',
        'o.enabled',
        'o.role_id',
        'r.name as role',
        'o.last_login_at',
        'o.created_at',
        (eb) => eb('o.totp_secret', 'is not', null).as('totp_enabled'),
      ])
      .orderBy('o.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  async brandExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** Inserts an operator; undefined when the username is taken. */
  async insertOperator(o: { username: string; passwordHash: string; roleId: number; brandId: number | null; now: Date }): Promise<number | undefined> {
    const row = await this.db
      .insertInto('operators')
      .values({ username: o.username, password_hash: o.passwordHash, role_id: o.roleId, brand_id: o.brandId, created_at: o.now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async updateOperator(id: number, changes: { roleId: number; brandId: number | null; enabled: boolean; passwordHash?: string | undefined; resetTotp: boolean }): Promise<void> {
    await this.db
      .updateTable('operators')
      .set({
        role_id: changes.roleId,
        brand_id: changes.brandId,
        enabled: changes.enabled,
        // A new password also clears the lock-out: the operator was locked out of the old one.
        ...(changes.passwordHash ? { password_hash: changes.passwordHash, failed_logins: 0, failed_since: null, locked_until: null } : {}),
        ...(changes.resetTotp ? { totp_secret: null, totp_pending_secret: null } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Ends every live session of an operator. */
  async revokeSessions(operatorId: number, now: Date): Promise<void> {
    await this.db.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
  }

  /** Enabled deployment-wide owners other than `exceptId`. */
  async otherOwners(exceptId: number): Promise<number> {
    const { n } = await this.db
      .selectFrom('operators as o')
      .innerJoin('operator_roles as r', 'r.id', 'o.role_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.name', '=', 'owner')
      .where('r.built_in', '=', true)
      .where('o.brand_id', 'is', null)
      .where('o.enabled', '=', true)
      .where('o.id', '<>', exceptId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  role(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('operator_roles').select(['id', 'name', 'permissions', 'built_in', 'brand_id']).where('id', '=', id).executeTakeFirst();
  }

  /** Roles visible to an operator of `scope` (null: all), with how many operators hold each. */
  roles(scope: number | null) {
    return this.db
      .selectFrom('operator_roles as r')
      .select(['r.id', 'r.name', 'r.permissions', 'r.built_in', 'r.brand_id', (eb) => eb.selectFrom('operators as o').whereRef('o.role_id', '=', 'r.id').select((e) => e.fn.countAll<string>().as('n')).as('operators')])
      .$if(scope !== null, (q) => q.where((eb) => eb.or([eb('r.brand_id', 'is', null), eb('r.brand_id', '=', scope)])))
      .orderBy('r.built_in', 'desc')
      .orderBy('r.id')
      .execute();
  }

  async roleHolders(id: number): Promise<number> {
    const { n } = await this.db.selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('n')).where('role_id', '=', id).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Inserts a custom role; undefined when the name is taken. */
  async insertRole(r: { name: string; permissions: string[]; brandId: number | null; now: Date }): Promise<number | undefined> {
    const row = await this.db
      .insertInto('operator_roles')
      .values({ name: r.name, permissions: sql<string[]>`${r.permissions}::text[]`, built_in: false, brand_id: r.brandId, created_at: r.now, updated_at: r.now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Renames or re-permissions a custom role; false when the new name is taken. */
  async updateRole(id: number, r: { name: string; permissions: string[]; now: Date }): Promise<boolean> {
    const taken = await this.db.selectFrom('operator_roles').select('id').where('name', '=', r.name).where('id', '<>', id).executeTakeFirst();
    if (taken) return false;
    await this.db
      .updateTable('operator_roles')
      .set({ name: r.name, permissions: sql<string[]>`${r.permissions}::text[]`, updated_at: r.now })
      .where('id', '=', id)
      .where('built_in', '=', false)
      .execute();
    return true;
  }

  async deleteRole(id: number): Promise<void> {
    await this.db.deleteFrom('operator_roles').where('id', '=', id).where('built_in', '=', false).execute();
  }
}
