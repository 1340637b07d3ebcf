import fs from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { fmt, freshDataDir, scratchDatabase } from './lib.ts';

const MEMBERS = 100_000;
const BETS = 1_000_000;
/** Members with a claim earlier in the day, which the close subtracts. */
const CLAIMERS = 10_000;
const DAY = '2026-11-10';
/** Members who were paid cashback the day before on a bet voided since: the close takes what they owe. */
const OWING = 1_000;
const DAY_BEFORE = '2026-11-09';

/**
 * Issue 13's goal: the daily cashback close over 1,000,000 journal rows of 100,000 members in under 60 s
 * on PostgreSQL, and a second close of the same day posting nothing. The day's bets (settled, all eight
 * categories) and their rollups are made with set-based SQL; a tenth of the members claimed part of
 * their rebate during the day. The close runs as the app runs it (the engine and the registered scheme).
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL: a scratch database is made and dropped).
 */
export async function benchCashback(): Promise<Record<string, number>> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`Cashback daily close: ${fmt(BETS)} journal rows, ${fmt(MEMBERS)} members (PostgreSQL)`);
  if (!adminUrl) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return {};
  }
  const scratch = await scratchDatabase(adminUrl, 'cashback');
  const dataDir = freshDataDir();
  const database = await openDatabase({ url: scratch.url, poolSize: 8 });
  try {
    await prepareDatabase(database);
    const db = database.db;
    const t0 = performance.now();
    // The demo brand (Asia/Karachi, UTC+5): brand day DAY runs 19:00Z the day before to 19:00Z.
    await sql`insert into members (brand_id, username, username_key, customer_type, password_hash, referral_code, register_ip)
      select 1, 'cb' || g, 'cb' || g, 0, 'x', 'CB' || g, '127.0.0.1' from generate_series(1, ${MEMBERS}::int) g`.execute(db);
    const { rows } = await sql<{ first: number }>`select min(id) as first from members where username like 'cb%'`.execute(db);
    const first = rows[0]!.first;
    // Ten bets a member, spread over the categories, stakes 1.0000 to 100.9999, all settled and lost.
    await sql`insert into bet_journal (source_key, brand_id, member_id, category, vendor, game, currency, stake, valid_turnover, win, status, placed_at, placed_day, settled_at, settled_day)
      select 'bench:' || g, 1, ${first}::int + g % ${MEMBERS}::int,
        (array['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'])[1 + (g / ${MEMBERS}::int + g) % 8],
        'EVO', 'g1', 'PKR', s, s, 0, 'settled', t, ${DAY}::date, t, ${DAY}::date
      from generate_series(0, ${BETS - 1}::int) g,
        lateral (select 10000 + (g::bigint * 7919) % 1000000 as s, ${`${DAY}T10:00:00Z`}::timestamptz - make_interval(secs => g % 50000) as t) x`.execute(db);
    await sql`insert into bet_daily_rollups (brand_id, member_id, day, category, currency, stake, valid_turnover, win, bets)
      select brand_id, member_id, settled_day, category, currency, sum(stake), sum(valid_turnover), sum(win), count(*)
      from bet_journal group by brand_id, member_id, settled_day, category, currency`.execute(db);
    // A tenth of the members claimed 0.0100 of their first category's rebate during the day.
    await sql`with c as (
        insert into rebate_claims (brand_id, member_id, day, request_id, amount, currency, formula, status, posting_key, created_at, paid_at)
        select 1, m, ${DAY}::date, gen_random_uuid(), 100, 'PKR', 'bench', 'paid', 'bench:claim:' || m, ${`${DAY}T09:00:00Z`}::timestamptz, ${`${DAY}T09:00:00Z`}::timestamptz
        from generate_series(${first}::int, ${first}::int + ${CLAIMERS - 1}::int) m
        returning id, member_id)
      insert into rebate_claim_items (claim_id, brand_id, member_id, day, category, valid_turnover, rate_bp, amount)
      select c.id, 1, c.member_id, ${DAY}::date, r.category, r.valid_turnover, 50, 100
      from c join lateral (select category, valid_turnover from bet_daily_rollups where member_id = c.member_id order by category limit 1) r on true`.execute(db);
    // 1,000 members claimed 0.1000 the day before on 12.5000 of slots turnover that a vendor has since rolled back.
    await sql`with c as (
        insert into rebate_claims (brand_id, member_id, day, request_id, amount, currency, formula, status, posting_key, created_at, paid_at)
        select 1, m, ${DAY_BEFORE}::date, gen_random_uuid(), 1000, 'PKR', 'bench', 'paid', 'bench:owing:' || m, ${`${DAY_BEFORE}T09:00:00Z`}::timestamptz, ${`${DAY_BEFORE}T09:00:00Z`}::timestamptz
        from generate_series(${first}::int + ${MEMBERS - OWING}::int, ${first}::int + ${MEMBERS - 1}::int) m
        returning id, member_id)
      insert into rebate_claim_items (claim_id, brand_id, member_id, day, category, valid_turnover, rate_bp, amount)
      select c.id, 1, c.member_id, ${DAY_BEFORE}::date, 'RNG', 125000, 80, 1000 from c`.execute(db);
    await sql`insert into bet_turnover_reversals (brand_id, member_id, day, category, stake, bet_key, at)
      select 1, m, ${DAY_BEFORE}::date, 'RNG', 125000, 'bench:voided:' || m, ${`${DAY}T08:00:00Z`}::timestamptz
      from generate_series(${first}::int + ${MEMBERS - OWING}::int, ${first}::int + ${MEMBERS - 1}::int) m`.execute(db);
    await sql`analyze`.execute(db);
    const rollups = Number((await sql<{ n: string }>`select count(*)::text as n from bet_daily_rollups`.execute(db)).rows[0]!.n);
    console.log(`  data: ${fmt(BETS)} bets, ${fmt(rollups)} rollup rows, ${fmt(CLAIMERS)} claims, ${fmt(OWING)} members owing for voided bets, made in ${fmt((performance.now() - t0) / 1000, 1)} s`);

    const clock = { now: new Date(`${DAY}T19:10:00Z`) };
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' }), database, now: () => clock.now, logger: false });
    try {
      const scheme = app.periods.schemes.find((s) => s.id === 'cashback')!;
      // Time the computation (rollups, claims, lines) apart from staging and posting.
      let computeMs = 0;
      const timed = {
        ...scheme,
        computeLines: async (ctx: Parameters<typeof scheme.computeLines>[0]) => {
          const s = performance.now();
          const lines = await scheme.computeLines(ctx);
          computeMs = performance.now() - s;
          return lines;
        },
      };
      const postings = async () => Number((await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where kind = 'rebate'`.execute(db)).rows[0]!.n);
      const s1 = performance.now();
      const close = await app.periods.engine.close(timed, 1, `daily:${DAY}`);
      const firstSeconds = (performance.now() - s1) / 1000;
      const paid = await postings();
      console.log(
        `  first close: ${fmt(firstSeconds, 1)} s (compute ${fmt(computeMs / 1000, 1)} s), ${fmt(close.lineCount)} lines, ${fmt(paid)} postings, ${close.totals.PKR ? (Number(close.totals.PKR) / 10_000).toLocaleString('en-US', { maximumFractionDigits: 2 }) : 0} PKR paid, status ${close.status}`,
      );
      const s2 = performance.now();
      await app.periods.engine.close(timed, 1, `daily:${DAY}`);
      const secondSeconds = (performance.now() - s2) / 1000;
      const again = (await postings()) - paid;
      const taken = (await app.periods.engine.lines(close.id, { limit: 5_000, afterLine: close.lineCount - OWING - 10 })).filter((l) => l.inputs.recovered !== undefined);
      console.log(`  owed for voided bets: taken from ${fmt(taken.length)} of ${fmt(OWING)} members' lines (${fmt(taken.reduce((n, l) => n + Number(l.inputs.recovered), 0) / 10_000, 2)} PKR)`);
      console.log(`  second close: ${fmt(secondSeconds, 2)} s, ${again} new postings`);
      console.log(`  goal: first close < 60 s: ${firstSeconds < 60 ? 'met' : 'NOT met'}; second close posts nothing: ${again === 0 ? 'met' : 'NOT met'}`);
      return { cashbackOwingTaken: taken.length, cashbackCloseSeconds: Number(firstSeconds.toFixed(2)), cashbackComputeSeconds: Number((computeMs / 1000).toFixed(2)), cashbackLines: close.lineCount, cashbackSecondCloseNewPostings: again };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
