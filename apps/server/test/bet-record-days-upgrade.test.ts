import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationNames, migrateToLatest } from '../src/db/migrate.ts';
import { brandDayViolations, rollupViolations } from '../src/modules/wallet/invariants.ts';
import { databaseKinds, openTestDatabase } from './databases.ts';

describe.each(databaseKinds)('upgrading to the betting record day totals (0022) on %s', (kind) => {
  it('counts existing bets on the brand day they were placed, by status, next to what settled that day', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const migrations = Object.fromEntries(await Promise.all(migrationNames.map(async (n) => [n, await import(`../src/db/migrations/${n}.ts`)])));
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0021-bet-journal-member-index');
      expect(before.error).toBeUndefined();
      await sql`insert into brands (id, code, is_default, config) values (7, 'UP', true, '{"timeZone":"Asia/Karachi"}')`.execute(db);
      // 'a' was placed at 23:30 on the 23rd in Karachi (18:30 UTC) and settled after its midnight, on the 24th; 'b' and 'c' were placed after it.
      await sql`insert into bet_journal (source_key, brand_id, member_id, category, vendor, game, currency, stake, valid_turnover, win, status, placed_at, settled_at, settled_day)
        values ('a', 7, 1, 'LIVE', 'EVO', 'g', 'PKR', 100, 100, 250, 'settled', '2026-11-23T18:30:00Z', '2026-11-23T19:30:00Z', '2026-11-24'),
               ('b', 7, 1, 'LIVE', 'EVO', 'g', 'PKR', 200, 0, 0, 'open', '2026-11-23T19:30:00Z', null, null),
               ('c', 7, 1, 'LIVE', 'EVO', 'g', 'PKR', 300, 0, 0, 'void', '2026-11-23T20:00:00Z', '2026-11-23T21:00:00Z', null),
               ('d', 7, 1, 'LOTT', 'LOTTERY', 'g', 'PKR', 400, 0, 0, 'cancelled', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z', null)`.execute(db);
      await sql`insert into bet_daily_rollups (brand_id, member_id, day, category, currency, stake, valid_turnover, win, bets)
        values (7, 1, '2026-11-24', 'LIVE', 'PKR', 100, 100, 250, 1)`.execute(db);

      expect(await migrateToLatest(db)).toContain('0022-bet-record-days');
      const days = await sql<{ source_key: string; placed_day: string }>`select source_key, placed_day::text from bet_journal order by source_key`.execute(db);
      expect(days.rows).toEqual([
        { source_key: 'a', placed_day: '2026-11-23' },
        { source_key: 'b', placed_day: '2026-11-24' },
        { source_key: 'c', placed_day: '2026-11-24' },
        { source_key: 'd', placed_day: '2026-11-22' },
      ]);
      expect(await rollupViolations(db, [1])).toEqual([]);
      // 0029 summarises the same journal for the console.
      expect(await brandDayViolations(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
