import type { z } from 'zod';
import type { operatorCreateBodySchema, operatorsQuerySchema, operatorUpdateBodySchema, roleCreateBodySchema, roleUpdateBodySchema } from '@lotus/contract/operators';
import type { ErrorCode } from '@lotus/contract/errors';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AccessRepository, RoleRow } from './access.repository.ts';
import { knownPermissions, type OperatorService } from './operator.service.ts';

type OperatorView = NonNullable<Awaited<ReturnType<AccessRepository['operator']>>>;

/** Whether every permission of `wanted` is among `held`. */
const within = (wanted: readonly string[], held: readonly string[]) => knownPermissions(wanted).every((p) => held.includes(p));
const isOwnerRole = (role: { name: string; built_in: boolean }) => role.built_in && role.name === 'owner';

/**
 * The platform's password rule for operators (as for members, NIST 800-63B): 8 to 128 characters, no
 * control characters, not containing the username, not a common password (`isCommon`: the member module's
 * list, handed in by app.ts) or one character repeated.
 */
export function operatorPasswordProblem(password: string, username: string, isCommon: (password: string) => boolean): ErrorCode | null {
  const length = [...password].length;
  if (length < 8 || length > 128) return 'password.length';
  if (/\p{Cc}/u.test(password)) return 'password.characters';
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) return 'password.username';
  if (isCommon(password) || isCommon(password.trim()) || new Set(password).size === 1) return 'password.common';
  return null;
}


/**
 * Operators and roles, managed from the console. The rules, all checked again under one lock with the
 * acting operator as stored at that moment:
 * - nobody grants more than they hold: a role one creates, edits or assigns holds only permissions one
 *   holds, and one manages only operators and roles that hold no more than oneself;
 * - a brand's operator manages their brand's operators and roles only, and never makes an all-brand operator;
 * - nobody changes their own account here (role, brand, enabled, password, second factor);
 * - the last enabled deployment-wide owner cannot be demoted, disabled or moved to a brand.
 */
export class AccessService {
  constructor(
    private readonly repo: AccessRepository,
    private readonly operators: OperatorService,
    private readonly isCommonPassword: (password: string) => boolean,
    private readonly now: () => Date,
  ) {}

  #checkPassword(password: string, username: string): void {
    const problem = operatorPasswordProblem(password, username, this.isCommonPassword);
    if (problem) throw new AppError(problem);
  }

  async list(actor: OperatorPrincipal, q: z.output<typeof operatorsQuerySchema>) {
    const { rows, total } = await this.repo.operators(
      { scope: actor.brandId, q: q.q, roleId: q.roleId, brandId: q.brandId, enabled: q.enabled === undefined ? undefined : q.enabled === 'true' },
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    return { rows: rows.map(operatorView), total };
  }

  async roles(actor: OperatorPrincipal) {
    const rows = await this.repo.roles(actor.brandId);
    return { rows: rows.map((r) => roleView({ ...r, operators: Number(r.operators) })) };
  }

  async create(actor: OperatorPrincipal, body: z.output<typeof operatorCreateBodySchema>, ip: string) {
    this.#checkPassword(body.password, body.username);
    // Hashing is slow (argon2): done before the lock is taken.
    const passwordHash = await hashPassword(body.password);
    return this.repo.locked(async (repo, trx) => {
      const me = await this.#actor(repo, actor);
      if (me.brand_id !== null && body.brandId !== me.brand_id) throw new AppError('operator.forbidden');
      if (body.brandId !== null && !(await repo.brandExists(body.brandId))) throw new AppError('merchant.not.exist');
      const role = await this.#assignable(repo, body.roleId, body.brandId, me);
      const id = await repo.insertOperator({ username: body.username, passwordHash, roleId: role.id, brandId: body.brandId, now: this.now() });
      if (id === undefined) throw new AppError('operator.username.taken');
      const created = (await repo.operator(id))!;
      await this.operators.record(actor, ip, { action: 'operator.create', target: `operator:${id}`, after: stateOf(created), details: { username: body.username }, brandId: body.brandId }, trx);
      return operatorView(created);
    });
  }

  async update(actor: OperatorPrincipal, id: number, body: z.output<typeof operatorUpdateBodySchema>, ip: string) {
    if (id === actor.id) throw new AppError('operator.self');
    // The username is needed for the password rule: read it first; everything else is read under the lock.
    const passwordHash = body.password === undefined ? undefined : await this.#newPasswordHash(id, body.password);
    return this.repo.locked(async (repo, trx) => {
      const me = await this.#actor(repo, actor);
      const target = await repo.operator(id);
      if (!target || (me.brand_id !== null && target.brand_id !== me.brand_id)) throw new AppError('not.found');
      if (!within(target.permissions, me.permissions)) throw new AppError('operator.grant.exceeded');
      const brandId = body.brandId === undefined ? target.brand_id : body.brandId;
      if (me.brand_id !== null && brandId !== me.brand_id) throw new AppError('operator.forbidden');
      if (brandId !== null && brandId !== target.brand_id && !(await repo.brandExists(brandId))) throw new AppError('merchant.not.exist');
      const role = await this.#assignable(repo, body.roleId ?? target.role_id, brandId, me);
      const enabled = body.enabled ?? target.enabled;
      const wasOwner = target.enabled && target.brand_id === null && target.role_built_in && target.role === 'owner';
      const staysOwner = enabled && brandId === null && isOwnerRole(role);
      if (wasOwner && !staysOwner && (await repo.otherOwners(id)) === 0) throw new AppError('operator.last.owner');
      await repo.updateOperator(id, { roleId: role.id, brandId, enabled, passwordHash, resetTotp: body.resetTotp === true });
      // New credentials or no access: whoever holds a session of theirs loses it.
      if (passwordHash !== undefined || body.resetTotp || !enabled) await repo.revokeSessions(id, this.now());
      const updated = (await repo.operator(id))!;
      await this.operators.record(
        actor,
        ip,
        {
          action: 'operator.update',
          target: `operator:${id}`,
          before: stateOf(target),
          after: stateOf(updated),
          details: { username: target.username, passwordReset: passwordHash !== undefined, totpReset: body.resetTotp === true },
          brandId: updated.brand_id,
        },
        trx,
      );
      return operatorView(updated);
    });
  }

  async createRole(actor: OperatorPrincipal, body: z.output<typeof roleCreateBodySchema>, ip: string) {
    return this.repo.locked(async (repo, trx) => {
      const me = await this.#actor(repo, actor);
      if (me.brand_id !== null && body.brandId !== undefined && body.brandId !== me.brand_id) throw new AppError('operator.forbidden');
      const brandId = me.brand_id ?? body.brandId ?? null;
      if (brandId !== null && !(await repo.brandExists(brandId))) throw new AppError('merchant.not.exist');
      if (!within(body.permissions, me.permissions)) throw new AppError('operator.grant.exceeded');
      const id = await repo.insertRole({ name: body.name, permissions: body.permissions, brandId, now: this.now() });
      if (id === undefined) throw new AppError('operator.role.name.taken');
      const role = (await repo.role(id))!;
      await this.operators.record(actor, ip, { action: 'role.create', target: `role:${id}`, after: roleState(role), brandId }, trx);
      return roleView({ ...role, operators: 0 });
    });
  }

  async updateRole(actor: OperatorPrincipal, id: number, body: z.output<typeof roleUpdateBodySchema>, ip: string) {
    return this.repo.locked(async (repo, trx) => {
      const me = await this.#actor(repo, actor);
      const role = await this.#manageableRole(repo, id, me);
      const permissions = body.permissions ?? role.permissions;
      // Changing a role changes what its holders may do: one must hold what it had and what it will have.
      if (!within(role.permissions, me.permissions) || !within(permissions, me.permissions)) throw new AppError('operator.grant.exceeded');
      if (!(await repo.updateRole(id, { name: body.name ?? role.name, permissions: knownPermissions(permissions), now: this.now() }))) throw new AppError('operator.role.name.taken');
      const updated = (await repo.role(id))!;
      await this.operators.record(actor, ip, { action: 'role.update', target: `role:${id}`, before: roleState(role), after: roleState(updated), brandId: role.brand_id }, trx);
      return roleView({ ...updated, operators: await repo.roleHolders(id) });
    });
  }

  async deleteRole(actor: OperatorPrincipal, id: number, ip: string) {
    return this.repo.locked(async (repo, trx) => {
      const me = await this.#actor(repo, actor);
      const role = await this.#manageableRole(repo, id, me);
      if (!within(role.permissions, me.permissions)) throw new AppError('operator.grant.exceeded');
      if ((await repo.roleHolders(id)) > 0) throw new AppError('operator.role.in.use');
      await repo.deleteRole(id);
      await this.operators.record(actor, ip, { action: 'role.delete', target: `role:${id}`, before: roleState(role), brandId: role.brand_id }, trx);
      return { deleted: true as const };
    });
  }

  /** The acting operator as stored now (under the lock): still enabled and still allowed to manage. */
  async #actor(repo: AccessRepository, actor: OperatorPrincipal) {
    const me = await repo.operator(actor.id);
    if (!me || !me.enabled) throw new AppError('login.not.session');
    const permissions = knownPermissions(me.permissions);
    if (!permissions.includes('operators.manage')) throw new AppError('operator.forbidden');
    return { ...me, permissions };
  }

  /** A role that may be given to an operator of `brandId` by `me`: it exists, fits the brand, and holds nothing `me` lacks. */
  async #assignable(repo: AccessRepository, roleId: number, brandId: number | null, me: { permissions: readonly string[] }): Promise<RoleRow> {
    const role = await repo.role(roleId);
    if (!role || (role.brand_id !== null && role.brand_id !== brandId)) throw new AppError('operator.role.unknown');
    if (!within(role.permissions, me.permissions)) throw new AppError('operator.grant.exceeded');
    return role;
  }

  /** A custom role `me` may change: another brand's is not found, a built-in or (for a brand's operator) a deployment-wide one is refused. */
  async #manageableRole(repo: AccessRepository, id: number, me: { brand_id: number | null }): Promise<RoleRow> {
    const role = await repo.role(id);
    if (!role || (me.brand_id !== null && role.brand_id !== null && role.brand_id !== me.brand_id)) throw new AppError('not.found');
    if (role.built_in) throw new AppError('operator.role.builtin');
    if (me.brand_id !== null && role.brand_id !== me.brand_id) throw new AppError('operator.forbidden');
    return role;
  }

  async #newPasswordHash(id: number, password: string): Promise<string> {
    const target = await this.repo.operator(id);
    if (!target) throw new AppError('not.found');
    this.#checkPassword(password, target.username);
    return hashPassword(password);
  }
}

function operatorView(r: Pick<OperatorView, 'id' | 'username' | 'role_id' | 'role' | 'brand_id' | 'brand_code' | 'enabled' | 'totp_enabled' | 'last_login_at' | 'created_at'>) {
  return {
    id: r.id,
    username: r.username,
    role: { id: r.role_id, name: r.role },
    brandId: r.brand_id,
    brandCode: r.brand_code,
    enabled: r.enabled,
    totpEnabled: Boolean(r.totp_enabled),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

/** What the trail records of an operator (never a password or secret). */
const stateOf = (r: OperatorView) => ({ role: r.role, roleId: r.role_id, brandId: r.brand_id, enabled: r.enabled, totpEnabled: Boolean(r.totp_enabled) });
const roleState = (r: RoleRow) => ({ name: r.name, permissions: knownPermissions(r.permissions) });

function roleView(r: RoleRow & { operators: number }) {
  return { id: r.id, name: r.name, permissions: knownPermissions(r.permissions), builtIn: r.built_in, brandId: r.brand_id, operators: r.operators };
}
