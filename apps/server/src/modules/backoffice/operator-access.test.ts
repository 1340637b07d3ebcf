import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { builtInRoles, operatorPermissions } from '@lotus/contract/operators';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';

let seq = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);
const PASSWORD = 'sturdy-Secret-31';

interface OperatorRow {
  id: number;
  username: string;
  role: { id: number; name: string };
  brandId: number | null;
  brandCode: string | null;
  enabled: boolean;
  totpEnabled: boolean;
  lastLoginAt: string | null;
}

describe.each(databaseKinds)('operators and roles on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let admin: TestClient;
  let brandA: number;
  let brandB: number;
  const roles: Record<string, number> = {};

  const db = () => h.database.db;
  async function addOperator(role: number, brandId: number | null = null) {
    const username = uniq('op');
    const id = (await db().insertInto('operators').values({ username, password_hash: await hashPassword(PASSWORD), brand_id: brandId, role_id: role }).returning('id').executeTakeFirstOrThrow()).id;
    return { id, username };
  }
  async function signIn(username: string, password = PASSWORD) {
    const c = new TestClient(app);
    c.token = (await c.ok('operatorLogin', { body: { username, password } })).token;
    return c;
  }
  const code = async (r: Promise<{ json(): unknown }>) => ((await r).json() as { errorCode?: string }).errorCode;
  async function customRole(permissions: string[], brandId: number | null = null) {
    return (await db().insertInto('operator_roles').values({ name: uniq('r'), permissions, brand_id: brandId }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    admin = await signIn('admin', 'operator-pass-1');
    brandA = (await db().selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    const b = await h.addBrand('ACCB');
    brandB = (await db().selectFrom('brands').select('id').where('code', '=', b).executeTakeFirstOrThrow()).id;
    for (const r of await db().selectFrom('operator_roles').select(['id', 'name']).execute()) roles[r.name] = r.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds the six built-in roles from the contract and makes the first operator an owner with every permission', async () => {
    const listed = (await admin.ok('opRoles')).rows as { name: string; permissions: string[]; builtIn: boolean }[];
    for (const [name, permissions] of Object.entries(builtInRoles)) {
      expect(listed.find((r) => r.name === name), name).toMatchObject({ builtIn: true, permissions: [...permissions] });
    }
    expect(await admin.ok('opMe')).toMatchObject({ username: 'admin', brandId: null, role: 'owner', permissions: [...operatorPermissions] });
  });

  it("names the brands an operator may see: every brand by id when deployment-wide, only its own for a brand's operator", async () => {
    const codeC = await h.addBrand(uniq('MEC').toUpperCase().slice(0, 12), { name: 'Brand Cee', timeZone: 'Europe/Berlin', currency: 'EUR' });
    const brandC = (await db().selectFrom('brands').select('id').where('code', '=', codeC).executeTakeFirstOrThrow()).id;
    const all = (await admin.ok('opMe')).brands as { id: number; code: string; name: string; timeZone: string; currency: string }[];
    const ids = (await db().selectFrom('brands').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(all.map((b) => b.id)).toEqual(ids);
    expect(all.find((b) => b.id === brandA)).toEqual({ id: brandA, code: 'LOTUS', name: expect.any(String), timeZone: 'Asia/Karachi', currency: 'PKR' });
    expect(all.find((b) => b.id === brandC)).toEqual({ id: brandC, code: codeC, name: 'Brand Cee', timeZone: 'Europe/Berlin', currency: 'EUR' });

    const scoped = await signIn((await addOperator(roles.support!, brandC)).username);
    expect((await scoped.ok('opMe')).brands).toEqual([{ id: brandC, code: codeC, name: 'Brand Cee', timeZone: 'Europe/Berlin', currency: 'EUR' }]);
    // A brand's settings change shows at the next call (no cache between the brand row and opMe).
    await h.updateBrand(codeC, { timeZone: 'Asia/Dubai' });
    expect((await scoped.ok('opMe')).brands[0].timeZone).toBe('Asia/Dubai');
  });

  it('creates an operator who signs in with the role given, lists them, and applies a role change at their next call', async () => {
    const username = uniq('ann');
    const created = await admin.ok('opCreateOperator', { body: { username, password: PASSWORD, roleId: roles.support!, brandId: brandA } });
    expect(created).toMatchObject({ username, role: { id: roles.support, name: 'support' }, brandId: brandA, brandCode: 'LOTUS', enabled: true, totpEnabled: false, lastLoginAt: null });
    const ann = await signIn(username);
    expect(await ann.ok('opMe')).toMatchObject({ role: 'support', brandId: brandA, permissions: [...builtInRoles.support] });
    expect(await code(ann.call('opAudit'))).toBe('operator.forbidden');

    const page = await admin.ok('opOperators', { query: { q: username } });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: created.id, role: { name: 'support' }, brandId: brandA, enabled: true, totpEnabled: false, lastLoginAt: expect.any(String) });
    expect((await admin.ok('opOperators', { query: { brandId: String(brandA), roleId: String(roles.support), enabled: 'true', pageSize: '100' } })).rows.map((r: OperatorRow) => r.id)).toContain(created.id);

    // Risk holds audit.view: the same session may read the trail at once.
    await admin.ok('opUpdateOperator', { params: { id: created.id }, body: { roleId: roles.risk! } });
    expect((await ann.call('opAudit')).statusCode).toBe(200);
    expect((await ann.ok('opMe')).role).toBe('risk');
    const row = await db().selectFrom('audit_log').selectAll().where('action', '=', 'operator.update').where('target', '=', `operator:${created.id}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ before: { role: 'support', enabled: true }, after: { role: 'risk', enabled: true }, operator_id: expect.any(Number), brand_id: brandA });
  });

  it('refuses weak first passwords, taken names and unknown roles or brands, creating nothing', async () => {
    const before = await db().selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const create = (body: Record<string, unknown>) => code(admin.call('opCreateOperator', { body: { username: uniq('weak'), password: PASSWORD, roleId: roles.support, brandId: null, ...body } }));
    expect(await create({ password: 'password1' })).toBe('password.common');
    expect(await create({ password: 'short' })).toBe('password.length');
    expect(await create({ username: 'admin' })).toBe('operator.username.taken');
    expect(await create({ roleId: 999_999 })).toBe('operator.role.unknown');
    expect(await create({ brandId: 999_999 })).toBe('merchant.not.exist');
    expect(await create({ username: 'Not Valid' })).toBe('request_param_err');
    // A brand's role cannot be given to an all-brand operator or another brand's.
    expect(await create({ roleId: await customRole(['members.view'], brandA), brandId: brandB })).toBe('operator.role.unknown');
    const after = await db().selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('lets nobody grant more than they hold, nor manage an operator or role holding more than them', async () => {
    const managerRole = await customRole(['operators.view', 'operators.manage', 'members.view', 'members.edit']);
    const manager = await signIn((await addOperator(managerRole)).username);
    const owner = await addOperator(roles.owner!);
    const audit = await auditCount();
    const refusals = {
      ownerRole: await code(manager.call('opCreateOperator', { body: { username: uniq('x'), password: PASSWORD, roleId: roles.owner, brandId: null } })),
      supportRole: await code(manager.call('opCreateOperator', { body: { username: uniq('x'), password: PASSWORD, roleId: roles.support, brandId: null } })),
      widerRole: await code(manager.call('opCreateRole', { body: { name: uniq('wide'), permissions: ['members.view', 'members.adjust'] } })),
      editOwnRole: await code(manager.call('opUpdateRole', { params: { id: managerRole }, body: { permissions: ['operators.view', 'operators.manage', 'members.view', 'members.edit', 'audit.view'] } })),
      resetOwnerPassword: await code(manager.call('opUpdateOperator', { params: { id: owner.id }, body: { password: 'taken-Over-2026' } })),
      disableOwner: await code(manager.call('opUpdateOperator', { params: { id: owner.id }, body: { enabled: false } })),
      builtIn: await code(manager.call('opUpdateRole', { params: { id: roles['read-only']! }, body: { permissions: ['members.view'] } })),
    };
    expect(refusals).toEqual({
      ownerRole: 'operator.grant.exceeded',
      supportRole: 'operator.grant.exceeded',
      widerRole: 'operator.grant.exceeded',
      editOwnRole: 'operator.grant.exceeded',
      resetOwnerPassword: 'operator.grant.exceeded',
      disableOwner: 'operator.grant.exceeded',
      builtIn: 'operator.role.builtin',
    });
    expect(await auditCount()).toBe(audit);

    // Within what they hold, they may.
    const narrow = await manager.ok('opCreateRole', { body: { name: uniq('narrow'), permissions: ['members.view'] } });
    expect(narrow).toMatchObject({ permissions: ['members.view'], builtIn: false, brandId: null, operators: 0 });
    const junior = await manager.ok('opCreateOperator', { body: { username: uniq('jr'), password: PASSWORD, roleId: narrow.id, brandId: brandA } });
    expect(junior.role.name).toBe(narrow.name);
    await manager.ok('opUpdateOperator', { params: { id: junior.id }, body: { roleId: managerRole } });
  });

  it("confines a brand's operator to their brand: its operators, its roles, never an all-brand operator", async () => {
    const brandManagerRole = await customRole(['operators.view', 'operators.manage', 'members.view']);
    const manager = await signIn((await addOperator(brandManagerRole, brandA)).username);
    const other = await addOperator(roles['read-only']!, brandB);
    const mine = await addOperator(await customRole(['members.view']), brandA);
    const otherBrandRole = await customRole(['members.view'], brandB);

    const listed = (await manager.ok('opOperators', { query: { pageSize: '100' } })).rows as OperatorRow[];
    expect(listed.every((r) => r.brandId === brandA)).toBe(true);
    expect(listed.map((r) => r.id)).toContain(mine.id);
    expect((await manager.ok('opOperators', { query: { brandId: String(brandB) } })).total).toBe(0);
    expect(((await manager.ok('opRoles')).rows as { id: number; brandId: number | null }[]).some((r) => r.id === otherBrandRole)).toBe(false);

    const create = (body: Record<string, unknown>) => code(manager.call('opCreateOperator', { body: { username: uniq('b'), password: PASSWORD, roleId: roles['read-only'], brandId: brandA, ...body } }));
    expect(await create({ brandId: null })).toBe('operator.forbidden');
    expect(await create({ brandId: brandB })).toBe('operator.forbidden');
    expect(await create({ roleId: otherBrandRole })).toBe('operator.role.unknown');
    expect(await code(manager.call('opUpdateOperator', { params: { id: other.id }, body: { enabled: false } }))).toBe('not.found');
    expect(await code(manager.call('opUpdateOperator', { params: { id: mine.id }, body: { brandId: null } }))).toBe('operator.forbidden');
    expect(await code(manager.call('opUpdateRole', { params: { id: otherBrandRole }, body: { name: 'mine now' } }))).toBe('not.found');

    // Roles it makes are its brand's, and serve its brand's operators only.
    expect(await code(manager.call('opCreateRole', { body: { name: uniq('x'), permissions: ['members.view'], brandId: brandB } }))).toBe('operator.forbidden');
    const role = await manager.ok('opCreateRole', { body: { name: uniq('brandrole'), permissions: ['members.view'] } });
    expect(role.brandId).toBe(brandA);
    expect(await code(admin.call('opUpdateOperator', { params: { id: other.id }, body: { roleId: role.id } }))).toBe('operator.role.unknown');
    expect((await manager.ok('opUpdateOperator', { params: { id: mine.id }, body: { roleId: role.id } })).role.id).toBe(role.id);
  });

  it('lets nobody change their own account here', async () => {
    const me = await admin.ok('opMe');
    for (const body of [{ roleId: roles['read-only'] }, { enabled: false }, { brandId: brandA }, { password: 'brand-New-Pass-9' }, { resetTotp: true }]) {
      expect(await code(admin.call('opUpdateOperator', { params: { id: me.id }, body })), JSON.stringify(body)).toBe('operator.self');
    }
    expect(await admin.ok('opMe')).toMatchObject({ role: 'owner', brandId: null });
  });

  it('keeps one enabled deployment-wide owner, even when two demotions race', async () => {
    // The deployment's owners for this test are two new ones; admin acts with every permission but not as owner.
    const first = await addOperator(roles.owner!);
    const second = await addOperator(roles.owner!);
    const adminId = (await admin.ok('opMe')).id as number;
    await db().updateTable('operators').set({ enabled: false }).where('role_id', '=', roles.owner!).where('brand_id', 'is', null).where('id', 'not in', [first.id, second.id, adminId]).execute();
    await db().updateTable('operators').set({ role_id: await customRole([...operatorPermissions]) }).where('id', '=', adminId).execute();
    try {
      const raced = await Promise.all([
        admin.call('opUpdateOperator', { params: { id: first.id }, body: { roleId: roles.finance } }),
        admin.call('opUpdateOperator', { params: { id: second.id }, body: { enabled: false } }),
      ]);
      expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(raced.find((r) => r.statusCode === 409)!.json().errorCode).toBe('operator.last.owner');
      const left = await db().selectFrom('operators').select('id').where('role_id', '=', roles.owner!).where('brand_id', 'is', null).where('enabled', '=', true).execute();
      expect(left).toHaveLength(1);
      const last = left[0]!.id;
      // A brand's owner does not count: the deployment would have nobody to manage it.
      await addOperator(roles.owner!, brandA);
      for (const body of [{ roleId: roles.finance }, { enabled: false }, { brandId: brandA }]) {
        expect(await code(admin.call('opUpdateOperator', { params: { id: last }, body })), JSON.stringify(body)).toBe('operator.last.owner');
      }
      // Another owner first, then the change is fine.
      await admin.ok('opUpdateOperator', { params: { id: first.id === last ? second.id : first.id }, body: { roleId: roles.owner, enabled: true } });
      await admin.ok('opUpdateOperator', { params: { id: last }, body: { enabled: false } });
    } finally {
      await db().updateTable('operators').set({ role_id: roles.owner! }).where('id', '=', adminId).execute();
    }
  });

  it('signs an operator out everywhere when their password or second factor is reset, or they are disabled', async () => {
    const target = await addOperator(roles.support!);
    const session = await signIn(target.username);
    await admin.ok('opUpdateOperator', { params: { id: target.id }, body: { password: 'replaced-Pass-55' } });
    expect(await code(session.call('opMe'))).toBe('login.not.session');
    expect(await code(new TestClient(app).call('operatorLogin', { body: { username: target.username, password: PASSWORD } }))).toBe('operator.credentials.invalid');
    const again = await signIn(target.username, 'replaced-Pass-55');

    // Their TOTP, when reset, is off and they enrol afresh.
    const { secret } = await again.ok('opTotpStart');
    await again.ok('opTotpConfirm', { body: { otp: await generate({ secret, epoch: Math.floor(h.clock.now.getTime() / 1000) }) } });
    expect(((await admin.ok('opOperators', { query: { q: target.username } })).rows[0] as OperatorRow).totpEnabled).toBe(true);
    await admin.ok('opUpdateOperator', { params: { id: target.id }, body: { resetTotp: true } });
    expect(await code(again.call('opMe'))).toBe('login.not.session');
    const third = await signIn(target.username, 'replaced-Pass-55');
    expect((await third.ok('opMe')).totpEnabled).toBe(false);

    await admin.ok('opUpdateOperator', { params: { id: target.id }, body: { enabled: false } });
    expect(await code(third.call('opMe'))).toBe('login.not.session');
    expect(await code(new TestClient(app).call('operatorLogin', { body: { username: target.username, password: 'replaced-Pass-55' } }))).toBe('operator.credentials.invalid');
    const trail = await db().selectFrom('audit_log').select(['details', 'before', 'after']).where('target', '=', `operator:${target.id}`).orderBy('id').execute();
    expect(trail.map((r) => r.details)).toEqual([
      expect.objectContaining({ passwordReset: true, totpReset: false }),
      expect.objectContaining({ passwordReset: false, totpReset: true }),
      expect.objectContaining({ passwordReset: false, totpReset: false }),
    ]);
    expect(trail[1]).toMatchObject({ before: { totpEnabled: true }, after: { totpEnabled: false } });
    expect(JSON.stringify(trail)).not.toContain('replaced-Pass-55');
  });

  it('edits and deletes custom roles only: not built-in ones, not one still held, not to a taken name', async () => {
    const role = await admin.ok('opCreateRole', { body: { name: uniq('desk'), permissions: ['members.view'] } });
    expect(await code(admin.call('opCreateRole', { body: { name: role.name, permissions: [] } }))).toBe('operator.role.name.taken');
    expect(await code(admin.call('opCreateRole', { body: { name: uniq('dup'), permissions: ['members.view', 'members.view'] } }))).toBe('request_param_err');
    expect(await code(admin.call('opCreateRole', { body: { name: uniq('bad'), permissions: ['members.fly'] } }))).toBe('request_param_err');
    expect(await code(admin.call('opUpdateRole', { params: { id: role.id }, body: { name: 'owner' } }))).toBe('operator.role.name.taken');
    const updated = await admin.ok('opUpdateRole', { params: { id: role.id }, body: { permissions: ['members.view', 'payments.view'] } });
    expect(updated).toMatchObject({ name: role.name, permissions: ['members.view', 'payments.view'] });
    const holder = await addOperator(role.id);
    expect(await code(admin.call('opDeleteRole', { params: { id: role.id } }))).toBe('operator.role.in.use');
    expect(await code(admin.call('opDeleteRole', { params: { id: roles.support! } }))).toBe('operator.role.builtin');
    expect(await code(admin.call('opUpdateRole', { params: { id: roles.owner! }, body: { permissions: [] } }))).toBe('operator.role.builtin');
    await admin.ok('opUpdateOperator', { params: { id: holder.id }, body: { roleId: roles.support } });
    expect(await admin.ok('opDeleteRole', { params: { id: role.id } })).toEqual({ deleted: true });
    expect(await code(admin.call('opDeleteRole', { params: { id: role.id } }))).toBe('not.found');
    const trail = await db().selectFrom('audit_log').select(['action', 'before', 'after']).where('target', '=', `role:${role.id}`).orderBy('id').execute();
    expect(trail).toEqual([
      { action: 'role.create', before: null, after: { name: role.name, permissions: ['members.view'] } },
      { action: 'role.update', before: { name: role.name, permissions: ['members.view'] }, after: { name: role.name, permissions: ['members.view', 'payments.view'] } },
      { action: 'role.delete', before: { name: role.name, permissions: ['members.view', 'payments.view'] }, after: null },
    ]);
  });

  it('refuses every one of many parallel self-escalation attempts', async () => {
    const managerRole = await customRole(['operators.view', 'operators.manage', 'members.view'], brandA);
    const me = await addOperator(managerRole, brandA);
    const manager = await signIn(me.username);
    const helper = await addOperator(roles['read-only']!, brandA);
    const before = {
      operators: (await db().selectFrom('operators').select('id').execute()).length,
      roles: await db().selectFrom('operator_roles').select(['id', 'name', 'permissions']).orderBy('id').execute(),
      audit: await auditCount(),
    };
    const attempts = Array.from({ length: 8 }, () => [
      manager.call('opUpdateOperator', { params: { id: me.id }, body: { roleId: roles.owner } }),
      manager.call('opUpdateOperator', { params: { id: me.id }, body: { brandId: null } }),
      manager.call('opUpdateRole', { params: { id: managerRole }, body: { permissions: [...operatorPermissions] } }),
      manager.call('opCreateRole', { body: { name: uniq('esc'), permissions: ['operators.manage', 'members.adjust'] } }),
      manager.call('opCreateOperator', { body: { username: uniq('alt'), password: PASSWORD, roleId: roles.owner, brandId: brandA } }),
      manager.call('opUpdateOperator', { params: { id: helper.id }, body: { roleId: roles.finance } }),
    ]).flat();
    const answers = await Promise.all(attempts);
    const codes = answers.map((r) => `${r.statusCode} ${r.json().errorCode}`);
    expect(new Set(codes)).toEqual(new Set(['403 operator.self', '403 operator.grant.exceeded']));
    expect((await db().selectFrom('operators').select('id').execute()).length).toBe(before.operators);
    expect(await db().selectFrom('operator_roles').select(['id', 'name', 'permissions']).orderBy('id').execute()).toEqual(before.roles);
    expect(await auditCount()).toBe(before.audit);
    expect(await manager.ok('opMe')).toMatchObject({ brandId: brandA, permissions: ['operators.view', 'operators.manage', 'members.view'] });
  });
});
