import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isAgentType } from '@lotus/contract/account';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase, seedOptions } from '../src/db/seed/prepare.ts';
import { up as upgradePasswordRule } from '../src/db/migrations/0016-password-rule-upgrade.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { passwordProblem } from '../src/modules/member/password-policy.ts';
import { brandConfigSchema } from '@lotus/contract/brand';
import { demoBrandConfig } from '../src/db/seed/demo-brand.ts';
import { TestClient } from './api-client.ts';
import { databaseKinds, openTestDatabase } from './databases.ts';

describe('first-start seed', () => {
  it('seeds the demo brand once, with the registration captcha unless told otherwise', async () => {
    for (const registerCaptcha of [true, false]) {
      const database = await openDatabase({});
      try {
        expect((await prepareDatabase(database, { registerCaptcha })).seeded).toBe(true);
        expect((await prepareDatabase(database, { registerCaptcha })).seeded).toBe(false);
        const rule = await database.db.selectFrom('register_field_rules').select('enabled').where('field', '=', 'captcha').executeTakeFirstOrThrow();
        expect(rule.enabled).toBe(registerCaptcha);
        const brands = await database.db.selectFrom('brands').select(['code', 'is_default']).execute();
        expect(brands).toEqual([{ code: 'LOTUS', is_default: true }]);
      } finally {
        await database.close();
      }
    }
  });

  it('moves a brand still on the old default password rule to the NIST one, and leaves a rule an operator chose alone', async () => {
    const database = await openDatabase({});
    try {
      await prepareDatabase(database);
      const { db } = database;
      const password = () => db.selectFrom('register_field_rules').select(['pattern_id', 'accepted_pattern', 'min_length', 'max_length']).where('field', '=', 'password').executeTakeFirstOrThrow();
      const oldDefault = { pattern_id: 'ALPHANUMERIC', accepted_pattern: '^[A-Za-z0-9]+$', min_length: 6, max_length: 20 };
      await db.updateTable('register_field_rules').set(oldDefault).where('field', '=', 'password').execute();
      await upgradePasswordRule(db as never);
      expect(await password()).toEqual({ pattern_id: 'PRINTABLE', accepted_pattern: '^[^\\p{Cc}]+$', min_length: 8, max_length: 128 });
      const own = { pattern_id: 'ALPHANUMERIC', accepted_pattern: '^[A-Za-z0-9]+$', min_length: 10, max_length: 30 };
      await db.updateTable('register_field_rules').set(own).where('field', '=', 'password').execute();
      await upgradePasswordRule(db as never);
      expect(await password()).toEqual(own);
    } finally {
      await database.close();
    }
  });
});

describe.each(databaseKinds)('demo accounts of the first start on %s', (kind) => {
  const secretsKey = 's'.repeat(40);
  /** Starts an app the way main.ts does after preparing the database, its log kept as text. */
  const start = async (database: Awaited<ReturnType<typeof openTestDatabase>>, env: 'development' | 'production') => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-seed-'));
    // Both starts are processes of one deployment: one secrets key (production on PostgreSQL requires it).
    const config = loadConfig({ NODE_ENV: env, LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', SECRETS_KEY: secretsKey });
    const prepared = await prepareDatabase(database, seedOptions(config));
    let log = '';
    const stream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    const app = await buildApp({ config, database, logger: { level: 'info', stream }, demoAccounts: prepared.demoAccounts });
    return { prepared, app, log: () => log, done: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
  };
  const members = (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
    database.db.selectFrom('members').select(['id', 'username', 'customer_type', 'upline_id']).orderBy('id').execute();

  it('development: a funded demo member in a demo agent\'s downline, listed once with the operator and their passwords', async () => {
    const database = await openTestDatabase(kind);
    try {
      const first = await start(database, 'development');
      const accounts = first.prepared.demoAccounts;
      expect(accounts.map((a) => [a.role, a.username])).toEqual([['member', 'demoplayer'], ['agent', 'demoagent']]);
      const [agent, member] = await members(database);
      expect(agent).toMatchObject({ username: 'demoagent', upline_id: null });
      expect(isAgentType(agent!.customer_type)).toBe(true);
      expect(member).toMatchObject({ username: 'demoplayer', customer_type: 0, upline_id: agent!.id });

      // One line lists all three accounts with their passwords.
      const line = first.log().split('\n').find((l) => l.includes('development accounts'));
      expect(line).toBeDefined();
      const listed = (JSON.parse(line!) as { accounts: { role: string; username: string; password: string }[] }).accounts;
      expect(listed.map((a) => a.role)).toEqual(['member', 'agent', 'operator']);
      for (const a of listed) expect(line).toContain(a.password);
      for (const a of accounts) expect(passwordProblem(a.password, { config: brandConfigSchema.parse(demoBrandConfig) } as never, a.username)).toBeNull();

      // The printed password logs the member in; the balance is in the ledger and the ledger holds.
      const c = new TestClient(first.app);
      const login = await c.login('demoplayer', accounts[0]!.password);
      expect(login.statusCode).toBe(200);
      c.token = login.json().value.token;
      expect((await c.call('balance')).json().value).toMatchObject({ sumBalance: accounts[0]!.balance });
      const main = await database.db.selectFrom('ledger_accounts').select('balance').where('member_id', '=', member!.id).where('kind', '=', 'main').executeTakeFirstOrThrow();
      expect(main.balance).toBe(100_000_000n);
      expect(await ledgerViolations(database.db)).toEqual([]);
      const operator = listed.find((a) => a.role === 'operator')!;
      expect((await first.app.inject({ method: 'POST', url: '/ops/session/login', payload: { username: operator.username, password: operator.password } })).statusCode).toBe(200);
      await first.done();

      // A later start creates nothing and prints no password.
      const second = await start(database, 'development');
      expect(second.prepared).toMatchObject({ seeded: false, demoAccounts: [] });
      expect(await members(database)).toHaveLength(2);
      expect(second.log()).not.toContain('development accounts');
      for (const a of listed) expect(second.log()).not.toContain(a.password);
      await second.done();
    } finally {
      await database.close();
    }
  });

  it('production: no demo accounts at all, and none listed', async () => {
    const database = await openTestDatabase(kind);
    try {
      const first = await start(database, 'production');
      expect(first.prepared).toMatchObject({ seeded: true, demoAccounts: [] });
      expect(await members(database)).toEqual([]);
      expect(first.log()).not.toContain('development accounts');
      await first.done();
    } finally {
      await database.close();
    }
  });
});
