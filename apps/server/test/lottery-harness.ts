import type { FastifyInstance } from 'fastify';
import { TestWallet } from '../src/modules/wallet/test-wallet.ts';
import type { WalletBrand } from '../src/modules/wallet/wallet-commands.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { TestClient } from './api-client.ts';
import type { DatabaseKind } from './databases.ts';

export interface LotteryGameRef {
  gameId: number;
  prizeModeId: number;
}

/** A harness for lottery tests: issues planned, games found by code, players funded or on free play. */
export interface LotteryHarness {
  h: Harness;
  app: FastifyInstance;
  game(code: string): LotteryGameRef;
  /** A registered member with `funds` (1/10,000 units) on the main wallet, from an address of its own. */
  player(funds?: bigint): Promise<TestClient & { memberId: number }>;
  /** A free-play (trial) session, from an address of its own. */
  trial(): Promise<TestClient>;
  /** A client with an address of its own (registration and free play are limited per address). */
  client(): TestClient;
  close(): Promise<void>;
}

const brand: WalletBrand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
let seq = 0;
const uniqueName = () => `lh${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

export async function createLotteryHarness(kind: DatabaseKind): Promise<LotteryHarness> {
  const h = await createHarness(kind);
  // Five seconds into a minute, so the current fast issue stays open for the whole test (the human
  // check of registration reads the real clock, so stay near it).
  h.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
  const app = await h.app({ TRUST_PROXY: 'true' });
  await app.lottery.draws.plan();
  const groups = (await new TestClient(app).ok('lotteryGames')) as { games: (LotteryGameRef & { code: string })[] }[];
  const games = new Map(groups.flatMap((g) => g.games).map((g) => [g.code, { gameId: g.gameId, prizeModeId: g.prizeModeId }]));
  const wallet = new TestWallet(h.database.db);
  const client = () => new TestClient(app, { 'x-forwarded-for': `${seq % 2 ? '198.51.100' : '203.0.113'}.${seq++ % 250}` });
  return {
    h,
    app,
    client,
    game(code) {
      const game = games.get(code);
      if (!game) throw new Error(`no lottery game ${code}`);
      return game;
    },
    async player(funds = 1_000_000n) {
      const c = client();
      const v = await c.register(uniqueName());
      await wallet.fundMember(brand, v.id, funds);
      return Object.assign(c, { memberId: v.id as number });
    },
    async trial() {
      const c = client();
      c.token = (await c.ok('freePlay', { body: {} })).token;
      return c;
    },
    close: () => h.close(),
  };
}
