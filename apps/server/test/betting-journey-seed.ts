/**
 * Prepares a data directory for the betting record journey (apps/web/e2e/bets.e2e.test.ts), before the
 * real server starts on it: a member who played a house game, a lottery bet (drawn and settled) and a
 * vendor game (one round won, one still open), each through the real calls, so the journey reads what
 * the products wrote. Run as `node --import tsx apps/server/test/betting-journey-seed.ts` with DATA_DIR
 * (and the server's other settings) in the environment; prints one JSON line: the member's name and
 * password, the ids the journey looks for, and the totals the server answers.
 */
import crypto from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase, seedOptions } from '../src/db/seed/prepare.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { TestClient } from './api-client.ts';
import { VendorClient } from './vendor-client.ts';

/** The vendor's live dealer game, named in the catalogue in both languages. */
const journeyVendor = { code: 'LOTUSLIVE', secret: crypto.randomBytes(16).toString('hex'), game: 'baccarat-1' } as const;
const password = 'Lotus-journey-123';

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await prepareDatabase(database, seedOptions(config));
    const { db } = database;
    // A seamless-wallet vendor of live games: the brand then offers the live casino category.
    await db.insertInto('vendors').values({ code: journeyVendor.code, name: 'Lotus Live', secret: journeyVendor.secret, enabled: true, integration: 'seamless', categories: ['LIVE'] }).execute();
    await db
      .insertInto('games')
      .values({ vendor_code: journeyVendor.code, code: journeyVendor.game, game_type: 'LIVE', names: JSON.stringify({ EN: 'Live Baccarat', UR: 'لائیو بکارا' }) })
      .execute();

    // Five seconds into a minute: the fast lottery's current issue stays on sale while the bet is placed.
    const clock = { now: new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000) };
    const app = await buildApp({ config, database, now: () => clock.now, logger: false });
    try {
      await app.lottery.draws.plan();
      const member = new TestClient(app);
      const username = `bj${Date.now().toString(36)}`.slice(0, 16);
      const { id } = await member.register(username, password);
      const repo = new LedgerRepository(db);
      const writer = new LedgerWriter(db);
      const [main, cashIn] = await Promise.all([repo.ensureAccount(1, id, 'main', 'PKR'), repo.ensureAccount(1, null, 'cash_in', 'PKR')]);
      await writer.post({ key: `journey:fund:${id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 5_000_000n, legs: [{ account: cashIn, amount: -5_000_000n }, { account: main, amount: 5_000_000n }] });

      // A house game: one round of dice.
      const houseRound = crypto.randomUUID();
      await member.ok('housePlay', { params: { code: 'dice' }, body: { roundId: houseRound, bet: '5', dice: { target: 50, direction: 'under' } } });

      // A lottery bet on the fast K3, then its draw and settlement.
      const groups = await member.ok('lotteryGames');
      const k3 = groups.flatMap((g: { games: { code: string }[] }) => g.games).find((g: { code: string }) => g.code === 'k3-fast');
      const near = (await member.ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero;
      const order = await member.ok('lotteryBet', { body: { gameId: k3.gameId, currentNumero: near.numero, bettingSlipString: 'big~1~2~1/1~1980~2', prizeModeId: k3.prizeModeId, betCartAmountSum: '4' } });
      clock.now = new Date(new Date(near.drawTime).getTime() + 500);
      await app.lottery.draws.tick();

      // A vendor game: a round bet and won, and a round still in play.
      const token = crypto.randomBytes(16).toString('hex');
      await db.insertInto('vendor_sessions').values({ token_hash: hashToken(token), vendor_code: journeyVendor.code, member_id: id, brand_id: 1, expires_at: new Date(clock.now.getTime() + 3_600_000) }).execute();
      const vendor = new VendorClient(app, journeyVendor.code, journeyVendor.secret);
      const rounds = { won: `R-${crypto.randomInt(1e9)}`, open: `R-${crypto.randomInt(1e9)}` };
      const tx = (roundId: string, amount: string) => ({ playerId: String(id), transactionId: crypto.randomUUID(), roundId, amount, currency: 'PKR', gameCode: journeyVendor.game });
      for (const [action, body] of [['bet', tx(rounds.won, '3')], ['win', tx(rounds.won, '7.5')], ['bet', tx(rounds.open, '2')]] as const) {
        const r = await vendor.call(action, body);
        if (r.statusCode !== 200) throw new Error(`vendor ${action}: ${r.body}`);
      }

      const day = new Date(clock.now.getTime() - 8 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(clock.now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
      const bets = await member.ok('memberBets', { query: { from: day, to } });
      const profit = await member.ok('memberProfit', { query: { from: day, to } });
      await writer.drain();
      console.log(JSON.stringify({ username, password, orderNumber: order.orderNumber, houseRound, vendorRounds: rounds, vendorGame: journeyVendor.game, betsTotals: bets.totals, profitTotals: profit.totals }));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
