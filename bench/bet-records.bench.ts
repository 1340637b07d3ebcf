import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { countPlacedBets } from '../apps/server/src/db/migrations/0022-bet-record-days.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { brandDay } from '../apps/server/src/modules/wallet/bet-journal.ts';
import { hashToken, randomToken } from '../apps/server/src/platform/tokens.ts';
import { fmt, freshDataDir, percentile, scratchDatabase } from './lib.ts';

const MEMBER_BETS = Number(process.env.RECORDS_BENCH_BETS ?? 100_000);
/** Other members' bets, so the member's rows are a small part of every index. */
const OTHER_MEMBERS = 5_000;
const OTHER_BETS_PER_MEMBER = 100;
const DAYS = 90;
const REQUESTS = Number(process.env.RECORDS_BENCH_REQUESTS ?? 200);
const TZ = 'Asia/Karachi';

interface Query {
  label: string;
  call: 'bets' | 'profit';
  days: number;
  extra?: Record<string, string>;
}

/** What a member does on the two pages: open them (last 7 days), widen the range, filter, page on. */
const queries: Query[] = [
  { label: 'record, first page, 7 days', call: 'bets', days: 7 },
  { label: 'record, first page, 30 days', call: 'bets', days: 30 },
  { label: 'record, first page, 92 days', call: 'bets', days: 92 },
  { label: 'record, page 5, 30 days', call: 'bets', days: 30, extra: { pageNo: '5' } },
  { label: 'record, LOTT, 30 days', call: 'bets', days: 30, extra: { category: 'LOTT' } },
  { label: 'record, FISH, 92 days', call: 'bets', days: 92, extra: { category: 'FISH' } },
  { label: 'record, PVP (rare), 92 days', call: 'bets', days: 92, extra: { category: 'PVP' } },
  { label: 'record, open, 92 days', call: 'bets', days: 92, extra: { status: 'open' } },
  { label: 'record, settled LIVE, 92 days', call: 'bets', days: 92, extra: { category: 'LIVE', status: 'settled' } },
  { label: 'P&L, 7 days', call: 'profit', days: 7 },
  { label: 'P&L, 30 days', call: 'profit', days: 30 },
  { label: 'P&L, 92 days', call: 'profit', days: 92 },
  { label: 'P&L, RNG, 92 days', call: 'profit', days: 92, extra: { category: 'RNG' } },
];


/**
 * `npm run bench -- records`: a member with 100,000 bets over 90 days (every category, some rare, and every status, plus
 * 500,000 bets of 5,000 other members) opens the betting record (`GET /wps/member/bets`) and personal
 * profit and loss (`GET /wps/member/profit`) with the filters people use; p50 and p99 of each call over
 * 200 requests, one after another, through HTTP. Goal (issue 13): p99 < 50 ms on PostgreSQL.
 */
export async function benchBetRecords(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  Object.assign(figures, await benchOn('pglite'));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) Object.assign(figures, await benchOn('postgres', url));
  return figures;
}

async function benchOn(kind: 'pglite' | 'postgres', adminUrl?: string): Promise<Record<string, number>> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl, 'records') : undefined;
  const database = await openDatabase(scratch ? { url: scratch.url, poolSize: 10 } : { dataDir: freshDataDir() });
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database);
    const now = new Date();
    const t0 = performance.now();
    const memberId = await seed(database, now);
    console.log(`betting record and P&L (${kind}): ${fmt(MEMBER_BETS)} bets of one member over ${DAYS} days, ${fmt(OTHER_MEMBERS * OTHER_BETS_PER_MEMBER)} of ${fmt(OTHER_MEMBERS)} others (seeded in ${fmt((performance.now() - t0) / 1000, 1)} s)`);

    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: freshDataDir() });
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = randomToken();
    await database.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), member_id: memberId, brand_id: 1, remember: false, login_type: 'username', expires_at: new Date(now.getTime() + 86_400_000), ip: '127.0.0.1', user_agent: 'bench', created_at: now, last_seen_at: now })
      .execute();

    const today = brandDay(now, TZ);
    const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const figures: Record<string, number> = {};
    let worst = 0;
    for (const q of queries) {
      const path = q.call === 'bets' ? '/wps/member/bets' : '/wps/member/profit';
      const url = `${base}${path}?${new URLSearchParams({ from: dayBefore(q.days - 1), to: today, ...q.extra })}`;
      const ask = async () => {
        const res = await fetch(url, { headers: { authorization: token } });
        const body = (await res.json()) as { success: boolean; errorCode?: string; value: { rows: unknown[]; totals: { bets: number } } };
        if (!body.success) throw new Error(`${q.label}: ${body.errorCode}`);
        return body.value;
      };
      // A few warm-up calls: the first answers pay for plans and cold pages, not what a member waits for.
      let value = await ask();
      for (let i = 0; i < 4; i++) value = await ask();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const s = performance.now();
        await ask();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      worst = Math.max(worst, p99);
      console.log(`  ${q.label.padEnd(32)} p50 ${fmt(p50, 2).padStart(7)} ms  p99 ${fmt(p99, 2).padStart(7)} ms  (${fmt(value.totals.bets)} bets, ${value.rows.length} rows)`);
      const key = q.label.replace(/[^a-zA-Z0-9]+/g, '_').replace(/_$/, '').toLowerCase();
      figures[`records_${key}_p99_ms_${kind}`] = Number(p99.toFixed(2));
    }
    console.log(`  worst p99 ${fmt(worst, 2)} ms (goal on PostgreSQL < 50 ms)`);
    figures[`records_worst_p99_ms_${kind}`] = Number(worst.toFixed(2));
    return figures;
  } finally {
    await app?.close();
    await database.close();
    await scratch?.drop();
  }
}

/**
 * Set-based: members, then journal rows from generate_series in time order, as a running system writes
 * them (the member's bets are spread among the others' in the table, one in six rows), then the rollups
 * summed from the journal as settlement would have kept them (settled bets on the brand day they
 * settled). Returns the member whose pages are measured.
 */
async function seed(database: DatabaseHandle, now: Date): Promise<number> {
  const { db } = database;
  const stamp = Date.now().toString(36);
  await sql`insert into members (brand_id, username, username_key, customer_type, password_hash, referral_code, register_ip)
    select 1, ${`rb${stamp}`} || g, ${`rb${stamp}`} || g, 1, 'x', ${`RB${stamp}`} || g, '127.0.0.1' from generate_series(0, ${OTHER_MEMBERS}) g`.execute(db);
  const ids = (await db.selectFrom('members').select('id').where('username', 'like', `rb${stamp}%`).orderBy('id').execute()).map((r) => r.id);
  const member = ids[0]!;
  const firstOther = ids[1]!;
  const total = MEMBER_BETS + OTHER_MEMBERS * OTHER_BETS_PER_MEMBER;
  const span = DAYS * 86_400;
  const chunk = 50_000;
  for (let o = 0; o < total; o += chunk) {
    // Row g is the member's when g * MEMBER_BETS / total passes a whole number; placed times grow with g
    // (with a little jitter); member, category, stake, status and win come from a hash of g.
    await sql`
      insert into bet_journal (source_key, brand_id, member_id, category, vendor, game, currency, stake, valid_turnover, win, status, placed_at, placed_day, settled_at, settled_day, round_key, ref)
      select key, 1, m, cat, vendor, 'g' || (g % 40), 'PKR', stake,
        case when st = 'settled' then stake else 0 end,
        case when st = 'settled' then (stake * x) / 2 else 0 end,
        st, placed, (placed at time zone ${TZ})::date, case when st = 'open' then null else placed + interval '30 seconds' end,
        case when st = 'settled' then ((placed + interval '30 seconds') at time zone ${TZ})::date end,
        case when vendor not in ('HOUSE', 'LOTTERY') then vendor || ':' || key end,
        case when vendor = 'LOTTERY' then jsonb_build_object('order', 'L' || g) when vendor = 'HOUSE' then jsonb_build_object('round', g::text, 'clientRound', key) else '{}'::jsonb end
      from (
        select g, 'rb:' || g as key,
          case when ((g + 1) * ${MEMBER_BETS}) / ${total} > (g * ${MEMBER_BETS}) / ${total} then ${member}::int else ${firstOther}::int + (h % ${OTHER_MEMBERS})::int end as m,
          case when h % 200 < 70 then 'RNG' when h % 200 < 120 then 'LOTT' when h % 200 < 150 then 'LIVE' when h % 200 < 170 then 'ELOTT'
            when h % 200 < 186 then 'SPORTS' when h % 200 < 196 then 'FISH' when h % 200 < 199 then 'ESPORTS' else 'PVP' end as cat,
          ${now}::timestamptz - make_interval(secs => ${span} * (${total} - g)::float8 / ${total} + h % 600 + 60) as placed,
          (10000 * (1 + (h / 12) % 50))::bigint as stake,
          case when (h / 600) % 100 < 2 then 'open' when (h / 600) % 100 < 4 then 'void' when (h / 600) % 100 < 5 then 'cancelled' else 'settled' end as st,
          (h / 60000) % 5 as x
        from generate_series(${o}::bigint, ${Math.min(o + chunk, total) - 1}::bigint) g, lateral (select hashint8(g)::bigint & 2147483647 as h) hh
      ) b
      cross join lateral (select case cat when 'RNG' then 'HOUSE' when 'LOTT' then 'LOTTERY' when 'ELOTT' then 'LOTTERY' else 'V' || cat end as vendor) v`.execute(db);
  }
  await sql`insert into bet_daily_rollups (brand_id, member_id, day, category, currency, stake, valid_turnover, win, bets)
    select brand_id, member_id, settled_day, category, min(currency), sum(stake), sum(valid_turnover), sum(win), count(*)
    from bet_journal where status = 'settled' group by brand_id, member_id, settled_day, category`.execute(db);
  await countPlacedBets.execute(db);
  // As a running system would have them: statistics and the visibility map current.
  await sql`vacuum analyze bet_journal`.execute(db);
  await sql`vacuum analyze bet_daily_rollups`.execute(db);
  return member;
}
