import crypto from 'node:crypto';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { FastRng } from '@lotus/games/house/fast-rng';
import { levelPrize } from '@lotus/games/lottery/pricing';
import { SINGLE_BET_PRICE } from '@lotus/games/lottery/stake-prices';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { resolveGame } from '../apps/server/src/modules/lottery/game-catalogue.ts';
import type { IssueRow } from '../apps/server/src/modules/lottery/lottery.repository.ts';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../apps/server/src/modules/wallet/ledger-writer.ts';
import { requestHash } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { hashToken, randomToken } from '../apps/server/src/platform/tokens.ts';
import { fmt, freshDataDir, scratchDatabase } from './lib.ts';

const BETS = Number(process.env.LOTTERY_BENCH_BETS ?? 100_000);
const MEMBERS = 2_000;
const LINES_PER_ORDER = 10;
const NAIVE_BETS = 3_000;
const GAME = 'ssc-1min';

/**
 * Lottery settlement and betting. One issue of the 1-minute SSC game gets 100,000 bets spread over all
 * 80 SSC plays (random single bets from each play, 2,000 members, orders of 10 lines), then the draw and
 * the settlement are timed (goal: under 5 s on PostgreSQL). The baseline settles a second issue the naive
 * way in the same run: each bet read, paid and updated on its own. Then bets accepted per second at the
 * gateway (`POST /lgw/orders/betting`, 32 connections, 64 members, one slip per call). On PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 */
export async function benchLottery(seconds: number): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  Object.assign(figures, await benchOn('pglite', seconds));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) Object.assign(figures, await benchOn('postgres', seconds, url));
  return figures;
}

async function benchOn(kind: 'pglite' | 'postgres', seconds: number, adminUrl?: string): Promise<Record<string, number>> {
  const db = adminUrl ? await scratchDatabase(adminUrl, 'lottery') : undefined;
  const database = await openDatabase(db ? { url: db.url, poolSize: 10 } : { dataDir: freshDataDir() });
  const clock = { now: new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000) };
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database);
    await database.db.updateTable('register_field_rules').set({ enabled: false }).where('field', '=', 'captcha').execute();
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: freshDataDir(), SESSION_IDLE_MINUTES: '600' });
    app = await buildApp({ config, database, now: () => clock.now, logger: false });
    await app.lottery.draws.plan();
    const row = (await database.db.selectFrom('lottery_games').selectAll().where('code', '=', GAME).executeTakeFirstOrThrow()) as never;
    const game = resolveGame(row);
    const issues = (await app.lottery.repo.upcoming(game.row.id, clock.now, 2)) as IssueRow[];
    const members = await makeMembers(database);

    console.log(`lottery settlement (${kind}): ${fmt(BETS)} bets over ${game.family.plays.length} ${game.family.code} plays`);
    const t0 = performance.now();
    await insertBets(database, game.row.id, issues[0]!, members, BETS, game);
    const insertMs = performance.now() - t0;
    clock.now = new Date(issues[0]!.draw_at.getTime() + 1_000);
    await app.lottery.draws.drawDue();
    const t1 = performance.now();
    const settled = await app.lottery.draws.settleDrawn();
    const settleMs = performance.now() - t1;
    const paid = await database.db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<string>().as('n')).where('key', 'like', 'lott:pay:%').executeTakeFirstOrThrow();
    console.log(`  written in ${fmt(insertMs)} ms; settled ${fmt(settled.bets)} bets in ${fmt(settleMs)} ms (${fmt((settled.bets / settleMs) * 1000)} bets/s), ${fmt(Number(paid.n))} payouts`);

    // Baseline: the same work done one bet at a time.
    await insertBets(database, game.row.id, issues[1]!, members, NAIVE_BETS, game);
    clock.now = new Date(issues[1]!.draw_at.getTime() + 1_000);
    await app.lottery.draws.drawDue();
    const naiveMs = await naiveSettle(database, game, (await app.lottery.repo.issue(issues[1]!.id))!);
    const naiveRate = (NAIVE_BETS / naiveMs) * 1000;
    const fastRate = (settled.bets / settleMs) * 1000;
    console.log(`  naive baseline: ${fmt(naiveRate)} bets/s (${NAIVE_BETS} bets in ${fmt(naiveMs)} ms); ratio ${fmt(fastRate / naiveRate, 1)}x`);

    const gateway = await gatewayLoad(app, database, clock, game.row.id, members, seconds);
    console.log(`  gateway: ${fmt(gateway.rps)} bets accepted/s, p99 ${fmt(gateway.p99)} ms, ${gateway.refused} refused, ${gateway.errors} errors`);
    return {
      [`lottery_settle_ms_${kind}`]: Math.round(settleMs),
      [`lottery_settle_bets_per_s_${kind}`]: Math.round(fastRate),
      [`lottery_settle_naive_bets_per_s_${kind}`]: Math.round(naiveRate),
      [`lottery_settle_ratio_${kind}`]: Number((fastRate / naiveRate).toFixed(1)),
      [`lottery_gateway_bets_per_s_${kind}`]: Math.round(gateway.rps),
      [`lottery_gateway_p99_ms_${kind}`]: gateway.p99,
    };
  } finally {
    await app?.close();
    await database.close();
    await db?.drop();
  }
}

/** Members straight into the tables (registration's password hashing is not what is measured), each with a funded main account. */
async function makeMembers(database: DatabaseHandle): Promise<number[]> {
  const stamp = Date.now().toString(36);
  const rows = await database.db
    .insertInto('members')
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ brand_id: 1, username: `lb${stamp}${i}`, username_key: `lb${stamp}${i}`, password_hash: 'x', referral_code: `R${stamp}${i}`, register_ip: '127.0.0.1', customer_type: 1 })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const ledger = new LedgerRepository(database.db);
  const writer = new LedgerWriter(database.db);
  const cashIn = await ledger.ensureAccount(1, null, 'cash_in', 'PKR');
  await Promise.all(
    ids.map(async (id) => {
      const main = await ledger.ensureAccount(1, id, 'main', 'PKR');
      await writer.post({ key: `bench:fund:${id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 10n ** 12n, legs: [{ account: cashIn, amount: -(10n ** 12n) }, { account: main, amount: 10n ** 12n }] });
    }),
  );
  await writer.drain();
  return ids;
}

/** Placed orders of 10 lines each, every line a random single bet of the next play in turn. */
async function insertBets(database: DatabaseHandle, gameId: number, issue: IssueRow, members: number[], count: number, game: ReturnType<typeof resolveGame>): Promise<void> {
  const rng = new FastRng(count);
  const plays = game.family.plays;
  const orders = Math.ceil(count / LINES_PER_ORDER);
  for (let o = 0; o < orders; o += 2_000) {
    const batch = Math.min(2_000, orders - o);
    const rows = await database.db
      .insertInto('lottery_orders')
      .values(
        Array.from({ length: batch }, (_, i) => ({
          order_number: `L${issue.id}${(o + i).toString().padStart(8, '0')}${crypto.randomInt(1000)}`,
          brand_id: 1,
          member_id: members[(o + i) % members.length]!,
          game_id: gameId,
          first_issue_id: issue.id,
          request_hash: 'bench',
          chase_count: 1,
          winning_stop: false,
          amount: SINGLE_BET_PRICE * BigInt(LINES_PER_ORDER),
          device: 'WEB',
          status: 'placed' as const,
        })),
      )
      .returning(['id', 'member_id'])
      .execute();
    const bets = rows.flatMap((r, i) =>
      Array.from({ length: Math.min(LINES_PER_ORDER, count - (o + i) * LINES_PER_ORDER) }, (_, line) => {
        const play = plays[((o + i) * LINES_PER_ORDER + line) % plays.length]!;
        const { balls, approach } = play.sample(rng, game.rules);
        return { order_id: r.id, issue_id: issue.id, member_id: r.member_id, line, play_id: play.id, approach, balls, mode: 1, unit: '1', series: 1980, multiple: 1, bet_count: 1, stake: SINGLE_BET_PRICE, amount: SINGLE_BET_PRICE };
      }),
    );
    for (let b = 0; b < bets.length; b += 2_000) await database.db.insertInto('lottery_bets').values(bets.slice(b, b + 2_000)).execute();
  }
}

/** The baseline: read each bet, settle it, pay it with its own movement, update its row, one at a time. */
async function naiveSettle(database: DatabaseHandle, game: ReturnType<typeof resolveGame>, issue: IssueRow): Promise<number> {
  const ledger = new LedgerRepository(database.db);
  const writer = new LedgerWriter(database.db);
  const house = await ledger.ensureAccount(1, null, 'lottery', 'PKR');
  const draw = game.family.parseDraw(issue.result!);
  const plays = new Map(game.family.plays.map((p) => [p.id, p]));
  const ids = await database.db.selectFrom('lottery_bets').select('id').where('issue_id', '=', issue.id).where('status', '=', 'pending').execute();
  const t0 = performance.now();
  for (const { id } of ids) {
    const bet = await database.db.selectFrom('lottery_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const play = plays.get(bet.play_id)!;
    const outcome = play.settle(play.parse(bet.balls, bet.approach as 1 | 2, game.rules), draw, game.rules);
    const levels = play.levels(game.rules);
    let win = BigInt(outcome.pushes) * bet.stake;
    outcome.hits.forEach((h, l) => (win += BigInt(h) * levelPrize(levels[l]!, bet.stake, bet.series)));
    if (win > 0n) {
      const main = await ledger.ensureAccount(1, bet.member_id, 'main', 'PKR');
      await writer.post({ key: `naive:${id}`, hash: requestHash([id, win]), kind: 'lottery.payout', currency: 'PKR', amount: win, legs: [{ account: main, amount: win }, { account: house, amount: -win }] });
    }
    await database.db.updateTable('lottery_bets').set({ status: win > 0n ? 'won' : 'lost', win, settled_at: new Date() }).where('id', '=', id).execute();
  }
  return performance.now() - t0;
}

/** Bets through the real HTTP gateway: 64 members with sessions, 32 connections, one 2-unit position bet per call. */
async function gatewayLoad(app: FastifyInstance, database: DatabaseHandle, clock: { now: Date }, gameId: number, members: number[], seconds: number) {
  // Back to a moment when the next issue is on sale (the clock stands still during the load).
  const next = (await app.lottery.repo.upcoming(gameId, clock.now, 1))[0]!;
  clock.now = new Date(next.lock_at.getTime() - 30_000);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Sessions straight into the table for 64 of the funded members (registration is rate-limited per IP).
  const tokens: string[] = [];
  for (const memberId of members.slice(0, 64)) {
    const token = randomToken();
    tokens.push(token);
    await database.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), member_id: memberId, brand_id: 1, remember: false, login_type: 'username', expires_at: new Date(clock.now.getTime() + 86_400_000), ip: '127.0.0.1', user_agent: 'bench', created_at: clock.now, last_seen_at: clock.now })
      .execute();
  }
  let i = 0;
  const body = (n: number) => JSON.stringify({ gameId, currentNumero: next.numero, bettingSlipString: n % 2 ? `${n % 10}____~1~501~1/1~1980~1` : `${n % 4 < 2 ? 'big' : 'small'}~1~1002~1/1~1980~1`, prizeModeId: 1, betCartAmountSum: '2' });
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/lgw/orders/betting',
        setupRequest: (req) => {
          const n = i++;
          return { ...req, headers: { 'content-type': 'application/json', authorization: tokens[n % tokens.length]! }, body: body(n) };
        },
      },
    ],
  });
  return { rps: r.requests.average - r.non2xx / seconds, p99: r.latency.p99, refused: r.non2xx, errors: r.errors };
}
