import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Harness } from '../../../test/app-harness.ts';
import { createLotteryHarness, type LotteryGameRef, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';
import { WalletCommands } from './wallet-commands.ts';
import { validTurnover } from './turnover.ts';

let seq = 0;
const name = () => `to${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
/** K3 sum play (families/k3.ts): one bet on a sum costs 2 at unit 1, times the multiple. */
const PASSWORD = 'Lotus-turnover-7731';
const k3Sum = (sum: string, multiple: number) => `${sum}~1~1~1/1~1980~${multiple}`;

describe.each(databaseKinds)('valid turnover on %s', (kind) => {
  let lh: LotteryHarness;
  let h: Harness;
  let app: FastifyInstance;
  let k3: LotteryGameRef;

  beforeAll(async () => {
    lh = await createLotteryHarness(kind);
    ({ h, app } = lh);
    k3 = lh.game('k3-fast');
  });
  afterAll(async () => {
    await lh?.close();
  });

  /** An approved deposit (what an operator's approval leaves behind), and extra money that owes no turnover. */
  async function fund(memberId: number, deposit: bigint, extra: bigint) {
    const db = h.database.db;
    const channel = await db.selectFrom('payment_channels').select('id').where('brand_id', '=', 1).where('code', '=', 'BANK').executeTakeFirstOrThrow();
    const row = await db
      .insertInto('deposits')
      .values({ brand_id: 1, member_id: memberId, channel_id: channel.id, amount: deposit, reference: 'T', proofs: '[]', status: 'approved', decided_at: h.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const repo = new LedgerRepository(db);
    const [main, cashIn, adjustment] = await Promise.all([repo.ensureAccount(1, memberId, 'main', 'PKR'), repo.ensureAccount(1, null, 'cash_in', 'PKR'), repo.ensureAccount(1, null, 'adjustment', 'PKR')]);
    const writer = new LedgerWriter(db);
    await writer.post({ key: `deposit:${row.id}`, hash: 'd', kind: 'deposit', currency: 'PKR', amount: deposit, legs: [{ account: cashIn, amount: -deposit }, { account: main, amount: deposit }] });
    await writer.post({ key: `test:extra:${memberId}`, hash: 'x', kind: 'adjustment', currency: 'PKR', amount: extra, legs: [{ account: adjustment, amount: -extra }, { account: main, amount: extra }] });
  }

  it('counts lottery stakes toward the withdrawal turnover, and not a cancelled sub-order', async () => {
    const c = new TestClient(app, { 'x-forwarded-for': `198.51.100.${seq}` });
    const { id } = await c.register(name(), PASSWORD);
    // A deposit of 100 (1x turnover owed), and 200 more, so the stakes leave enough to withdraw.
    await fund(id, 1_000_000n, 2_000_000n);
    await c.ok('setPaymentPassword', { body: { password: '112233', confirmPassword: '112233', loginPassword: PASSWORD } });
    const card = await c.ok('bindBankCard', { body: { bankName: 'HBL', accountName: 'Turnover Test', accountNumber: '55667788990', paymentPassword: '112233' } });
    const withdraw = () => c.call('withdraw', { body: { cardId: card.id, amount: '100', paymentPassword: '112233' } });
    const numero = (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero.numero;
    const bet = (multiple: number) =>
      c.ok('lotteryBet', { body: { gameId: k3.gameId, currentNumero: numero, bettingSlipString: k3Sum('10', multiple), prizeModeId: k3.prizeModeId, betCartAmountSum: String(2 * multiple) } });

    // 60 staked on the lottery; then 60 more, cancelled before the draw: that refund is no turnover.
    await bet(30);
    const cancelled = await bet(30);
    const sub = (await c.ok('lotteryOrderDetail', { params: { orderNumber: cancelled.orderNumber } })).subOrders[0];
    await c.ok('lotteryCancel', { body: { subOrderIds: [sub.subOrderId] } });
    expect((await c.ok('withdrawalRules')).turnover).toEqual({ needed: '100.0000', done: '60.0000' });
    expect((await withdraw()).json()).toMatchObject({ errorCode: 'withdraw.turnover.required', value: { needed: '100.0000', done: '60.0000' } });

    // 40 more meets the multiple (1x the last deposit): the withdrawal goes through.
    await bet(20);
    expect((await c.ok('withdrawalRules')).turnover).toBeNull();
    const w = await withdraw();
    expect(w.statusCode).toBe(200);
    expect(w.json().value).toMatchObject({ status: 'pending', amount: '100.0000' });
    expect((await c.ok('balance')).sumBalance).toBe('100.0000'); // 300 - 100 staked - 100 held
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('subtracts rolled-back bets, and counts nothing for a trial account', async () => {
    const c = new TestClient(app, { 'x-forwarded-for': `198.51.100.${seq}` });
    const { id } = await c.register(name(), PASSWORD);
    const repo = new LedgerRepository(h.database.db);
    const writer = new LedgerWriter(h.database.db);
    const [main, house, cashIn] = await Promise.all([repo.ensureAccount(1, id, 'main', 'PKR'), repo.ensureAccount(1, null, 'house', 'PKR'), repo.ensureAccount(1, null, 'cash_in', 'PKR')]);
    const since = new Date(Date.now() - 1000);
    const commands = new WalletCommands(writer, repo, () => new Date());
    const brand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
    const move = (key: string, amount: bigint) => ({ key: `test:${id}:${key}`, hash: key, brand, memberId: id, member: main, counter: house, amount });
    const bet = (key: string, stake: bigint) => commands.stake({ ...move(key, stake), kind: 'bet', trial: false, bets: [{ key: `test:${id}:${key}`, stake, category: 'RNG', vendor: 'HOUSEV', game: 'g1' }] });
    await writer.post({ key: `test:${id}:fund`, hash: 'fund', kind: 'deposit', currency: 'PKR', amount: 1_000_000n, legs: [{ account: cashIn, amount: -1_000_000n }, { account: main, amount: 1_000_000n }] });
    await bet('bet-1', 300_000n);
    await bet('bet-2', 200_000n);
    // A win is not turnover.
    await commands.payout({ ...move('win-1', 900_000n), kind: 'win', settles: [{ key: `test:${id}:bet-1`, win: 900_000n }] });
    expect(await validTurnover(h.database.db, id, since)).toBe(500_000n);
    // Bet 2 rolled back: it never played.
    await commands.refund({ ...move('rollback-2', 200_000n), kind: 'rollback', ends: [{ key: `test:${id}:bet-2`, as: 'void' }] });
    expect(await validTurnover(h.database.db, id, since)).toBe(300_000n);

    // A trial account bets its demo credit: none of it is turnover.
    const trial = new TestClient(app, { 'x-forwarded-for': `198.51.100.${seq + 1}` });
    trial.token = (await trial.ok('freePlay', { body: {} })).token;
    const numero = (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero.numero;
    await trial.ok('lotteryBet', { body: { gameId: k3.gameId, currentNumero: numero, bettingSlipString: k3Sum('11', 5), prizeModeId: k3.prizeModeId, betCartAmountSum: '10' } });
    const trialId = (await h.database.db.selectFrom('members').select('id').where('customer_type', '=', 4).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    expect(await validTurnover(h.database.db, trialId, since)).toBe(0n);
  });
});
