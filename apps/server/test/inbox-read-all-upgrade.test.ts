import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationNames, migrateToLatest } from '../src/db/migrate.ts';
import { databaseKinds, openTestDatabase } from './databases.ts';

describe.each(databaseKinds)('upgrading to read-all reader counts (0034) on %s', (kind) => {
  it("counts the members whose earlier read all covered a broadcast that reaches them, once each, beside their markers", async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const migrations = Object.fromEntries(await Promise.all(migrationNames.map(async (n) => [n, await import(`../src/db/migrations/${n}.ts`)])));
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0033-live-chat')).error).toBeUndefined();
      await sql`insert into brands (id, code, is_default, config) values (7, 'UP', true, '{}')`.execute(db);
      // Members 1-4: 3 is VIP 3; 4 is 3's downline.
      await sql`insert into members (id, brand_id, username, username_key, customer_type, password_hash, referral_code, register_ip, club_rank_level, upline_id) overriding system value
        values (1, 7, 'a', 'a', 0, 'x', 'RA', '192.0.2.1', 1, null), (2, 7, 'b', 'b', 0, 'x', 'RB', '192.0.2.1', 1, null),
               (3, 7, 'c', 'c', 1, 'x', 'RC', '192.0.2.1', 3, null), (4, 7, 'd', 'd', 0, 'x', 'RD', '192.0.2.1', 1, 3)`.execute(db);
      await sql`insert into inbox_messages (id, brand_id, member_id, category, target_kind, target_id) overriding system value
        values (10, 7, null, 'system', 'brand', null), (11, 7, null, 'system', 'vip', 3), (12, 7, null, 'system', 'agent', 3), (13, 7, null, 'system', 'brand', null)`.execute(db);
      // 1 opened 10 and read all; 2 deleted 10 unread and read all; 3 and 4 read all up to 12; nobody read 13.
      await sql`insert into inbox_marks (member_id, message_id, read_at, deleted_at) values (1, 10, now(), null), (2, 10, null, now())`.execute(db);
      await sql`insert into inbox_counters (member_id, read_below, watermark) values (1, 12, 12), (2, 12, 12), (3, 12, 12), (4, 12, 12)`.execute(db);

      expect(await migrateToLatest(db)).toContain('0034-inbox-read-all-counts');
      const counts = await sql<{ message_id: string; members: number }>`select message_id::text, sum(members)::int as members from inbox_read_all_counts group by message_id order by message_id`.execute(db);
      expect(counts.rows).toEqual([
        { message_id: '10', members: 2 },
        { message_id: '11', members: 1 },
        { message_id: '12', members: 2 },
      ]);
    } finally {
      await database.close();
    }
  });
});
