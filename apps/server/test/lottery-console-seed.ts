/**
 * Prepares a data directory for the console's lottery journey (apps/console/e2e/lottery.e2e.test.ts),
 * before the real server starts on it: two operators (`admin` and `checker`, passwords from
 * OPERATOR_PASSWORD and CHECKER_PASSWORD), and an issue of the official Thai Government draw whose draw
 * time has passed with no result yet, on which a member bet 2 on the bottom prize 42 while it was on
 * sale (through the real call). Run as `node --import tsx apps/server/test/lottery-console-seed.ts` with
 * DATA_DIR (and the server's other settings) in the environment; prints one JSON line: the issue, the
 * game and the member.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase, seedOptions } from '../src/db/seed/prepare.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { TestClient } from './api-client.ts';

const MINUTE = 60_000;
const memberPassword = 'Lotus-journey-123';

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await prepareDatabase(database, seedOptions(config));
    const { db } = database;
    await db
      .insertInto('operators')
      .values([
        { username: 'admin', password_hash: await hashPassword(process.env.OPERATOR_PASSWORD!), brand_id: null },
        { username: 'checker', password_hash: await hashPassword(process.env.CHECKER_PASSWORD!), brand_id: null },
      ])
      .execute();

    // The issue: on sale until 40 minutes ago, drawn (officially) 10 minutes ago; no result yet.
    const now = Date.now();
    const thai = await db.selectFrom('lottery_games').select(['id']).where('code', '=', 'thai-gov').where('brand_id', '=', 1).executeTakeFirstOrThrow();
    const numero = `${new Date(now).getUTCFullYear()}901`;
    const issue = await db
      .insertInto('lottery_issues')
      .values({ game_id: thai.id, numero, sale_at: new Date(now - 86_400_000), lock_at: new Date(now - 40 * MINUTE), draw_at: new Date(now - 10 * MINUTE) })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The member registers now (the human check reads the real clock), and bets while the issue was on sale (the app's clock an hour back).
    const clock = { now: new Date(now) };
    const app = await buildApp({ config, database, now: () => clock.now, logger: false });
    try {
      const member = new TestClient(app);
      const username = `lc${Date.now().toString(36)}`.slice(0, 16);
      const { id } = await member.register(username, memberPassword);
      const repo = new LedgerRepository(db);
      const writer = new LedgerWriter(db);
      const [main, cashIn] = await Promise.all([repo.ensureAccount(1, id, 'main', 'PKR'), repo.ensureAccount(1, null, 'cash_in', 'PKR')]);
      await writer.post({ key: `journey:fund:${id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 1_000_000n, legs: [{ account: cashIn, amount: -1_000_000n }, { account: main, amount: 1_000_000n }] });
      clock.now = new Date(now - 60 * MINUTE);
      const order = await member.ok('lotteryBet', { body: { gameId: thai.id, currentNumero: numero, bettingSlipString: '42~2~6~1/1~1980~1', prizeModeId: 4, betCartAmountSum: '2' } });
      await writer.drain();
      console.log(JSON.stringify({ issueId: issue.id.toString(), numero, gameId: thai.id, member: username, memberPassword, orderNumber: order.orderNumber }));
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
