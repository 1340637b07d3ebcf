import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '@lotus/contract/brand';
import { demoBrandConfig } from '../src/db/seed/demo-brand.ts';
import { migrationNames, migrateToLatest } from '../src/db/migrate.ts';
import { databaseKinds, openTestDatabase } from './databases.ts';

describe.each(databaseKinds)('upgrading to the console brand settings (0027) on %s', (kind) => {
  it('gives every brand version 1 and turns its single maintenance window into the list, keeping it in force', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const migrations = Object.fromEntries(await Promise.all(migrationNames.map(async (n) => [n, await import(`../src/db/migrations/${n}.ts`)])));
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const last = migrationNames[migrationNames.indexOf('0027-brand-settings') - 1]!;
      expect((await migrator.migrateTo(last)).error).toBeUndefined();
      const { maintenanceWindows: _, ...old } = demoBrandConfig;
      const window = { from: '2026-11-22T10:00:00Z', to: '2026-11-22T12:00:00Z', allowIps: ['1.2.3.4'] };
      await sql`insert into brands (id, code, is_default, config) values
        (7, 'UP', true, ${JSON.stringify({ ...old, maintenance: window })}::jsonb),
        (8, 'NONE', false, ${JSON.stringify({ ...old, maintenance: null })}::jsonb),
        (9, 'NEW', false, ${JSON.stringify(old)}::jsonb)`.execute(db);

      expect(await migrateToLatest(db)).toContain('0027-brand-settings');
      const rows = await db.selectFrom('brands').select(['id', 'config', 'version']).orderBy('id').execute();
      expect(rows.map((r) => r.version)).toEqual([1, 1, 1]);
      const configs = rows.map((r) => r.config as Record<string, unknown>);
      expect(configs.map((c) => 'maintenance' in c)).toEqual([false, false, false]);
      expect(brandConfigSchema.parse(configs[0]).maintenanceWindows).toEqual([{ ...window, message: {} }]);
      expect(brandConfigSchema.parse(configs[1]).maintenanceWindows).toEqual([]);
      expect(brandConfigSchema.parse(configs[2]).maintenanceWindows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
