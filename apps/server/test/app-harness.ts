import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrandConfigInput } from '@lotus/contract/brand';
import { brandConfigSchema } from '@lotus/contract/brand';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { demoBrandConfig } from '../src/db/seed/demo-brand.ts';
import { seedBrandContent } from '../src/db/seed/seed.ts';
import { AtRest, atRestKey } from '../src/platform/secrets-at-rest.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

/** A prepared database (migrated, demo brand seeded) and a way to build apps on it. */
export interface Harness {
  database: DatabaseHandle;
  /** DATA_DIR of the apps (local mail lands in its mail/ folder). */
  dataDir: string;
  /** What the apps seal secrets at rest with (the key in dataDir): for tests that build repositories beside them. */
  atRest: AtRest;
  /** The clock every app of this harness reads; tests set it. */
  clock: { now: Date };
  app(env?: Record<string, string>): Promise<FastifyInstance>;
  /** Adds a brand (demo content, config overrides, modules switched off) and returns its code. */
  addBrand(code: string, overrides?: Partial<BrandConfigInput>, modulesOff?: string[]): Promise<string>;
  /** Changes a brand's config in the database; apps see it after their cache lapses (tests use no cache). */
  updateBrand(code: string, overrides: Partial<BrandConfigInput>): Promise<void>;
  close(): Promise<void>;
}

export async function createHarness(kind: DatabaseKind): Promise<Harness> {
  const database = await openTestDatabase(kind);
  await prepareDatabase(database);
  const { db } = database;
  // The demo brand asks for a captcha on registration; tests that exercise it switch it back on.
  const captchaOff = () => db.updateTable('register_field_rules').set({ enabled: false }).where('field', '=', 'captcha').execute();
  await captchaOff();
  const clock = { now: new Date() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-test-'));
  // Every app of the harness seals secrets with one key, as a deployment's processes do: the key file of its
  // DATA_DIR (so apps a test builds itself on that DATA_DIR share it), also given as SECRETS_KEY (which
  // production on PostgreSQL requires).
  const secretsKey = atRestKey({ DATA_DIR: dataDir }).key;
  const apps: FastifyInstance[] = [];
  return {
    database,
    dataDir,
    atRest: new AtRest(secretsKey),
    clock,
    async app(env = {}) {
      const config: Config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '0', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: dataDir, SECRETS_KEY: secretsKey, ...env });
      const app = await buildApp({ config, database, now: () => clock.now, logger: false });
      apps.push(app);
      return app;
    },
    async addBrand(code, overrides = {}, modulesOff = []) {
      const config = brandConfigSchema.parse({ ...demoBrandConfig, ...overrides });
      const row = await db.insertInto('brands').values({ code, is_default: false, config: JSON.stringify(config) }).returning('id').executeTakeFirstOrThrow();
      const { demoModules } = await import('../src/db/seed/demo-brand.ts');
      const modules = Object.fromEntries(Object.entries(demoModules).map(([id, on]) => [id, on && !modulesOff.includes(id)]));
      await seedBrandContent(db, row.id, modules);
      await captchaOff();
      return code;
    },
    async updateBrand(code, overrides) {
      const row = await db.selectFrom('brands').select('config').where('code', '=', code).executeTakeFirstOrThrow();
      const config = brandConfigSchema.parse({ ...(row.config as object), ...overrides });
      await db.updateTable('brands').set({ config: JSON.stringify(config), updated_at: new Date() }).where('code', '=', code).execute();
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
