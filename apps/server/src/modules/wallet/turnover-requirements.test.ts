import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Harness } from '../../../test/app-harness.ts';
import { createLotteryHarness, type LotteryGameRef, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from './invariants.ts';
import { requiredTurnover } from './turnover-requirements.ts';
import { walletCommandsOn, type WalletCommands } from './wallet-commands.ts';

const PASSWORD = 'Lotus-turnover-7731';
/** K3 sum play (families/k3.ts): one bet on a sum costs 2 at unit 1, times the multiple. */
const k3Sum = (sum: string, multiple: number) => `${sum}~1~1~1/1~1980~${multiple}`;
const brand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
const units = (n: number) => BigInt(n) * 10_000n;

describe('required turnover', () => {
  it('is the multiple of the credit, rounded up to the smallest unit, or the fixed amount', () => {
    expect(requiredTurnover(1_000_000n, { multiple: 1 })).toBe(1_000_000n);
    expect(requiredTurnover(1_000_000n, { multiple: 2.5 })).toBe(2_500_000n);
    expect(requiredTurnover(3n, { multiple: 0.5 })).toBe(2n);
    expect(requiredTurnover(1_000_000n, { amount: 70_000n })).toBe(70_000n);
    expect(requiredTurnover(1_000_000n, { multiple: 0 })).toBe(0n);
  });
});

describe.each(databaseKinds)('turnover requirements on %s', (kind) => {
  let lh: LotteryHarness;
  let h: Harness;
  let app: FastifyInstance;
  let k3: LotteryGameRef;
  let wallet: WalletCommands;

  beforeAll(async () => {
    lh = await createLotteryHarness(kind);
    ({ h, app } = lh);
    k3 = lh.game('k3-fast');
    wallet = walletCommandsOn(h.database.db, () => h.clock.now);
  });
  afterAll(async () => {
    await lh?.close();
  });

  /** A house bet of `stake` that settles at once with `win` (the product path house games take). */
  async function houseBet(memberId: number, stake: bigint, win: bigint) {
    const key = `test:house:${crypto.randomUUID()}`;
    const [member, counter] = [await wallet.memberAccount(brand, memberId), await wallet.systemAccount(brand, 'house')];
    const bet = { key, stake, category: 'RNG' as const, vendor: 'HOUSEV', game: 'dice' };
    expect((await wallet.stake({ key, hash: key, brand, memberId, member, counter, amount: stake, kind: 'bet', trial: false, bets: [bet], lost: win === 0n })).status).toBe('posted');
    if (win > 0n) await wallet.payout({ key: `${key}:win`, hash: key, brand, memberId, member, counter, amount: win, kind: 'win', settles: [{ key, win }] });
    return key;
  }

  const summary = async (memberId: number) => (await wallet.turnover().progress(memberId)).map((r) => ({ source: r.source, required: r.required, done: r.done, status: r.status }));

  it('meets requirements in order with settled valid turnover; open, void and losing-or-winning make no difference but void', async () => {
    const { id } = await lh.client().register(`tr${crypto.randomUUID().slice(0, 8)}`, PASSWORD);
    // A deposit of 100 at 1x, then a bonus of 50 at 2x: 100 and 100 to bet, in that order.
    await wallet.deposit({ key: `test:dep:${id}`, hash: 'd', brand, memberId: id, amount: units(100), turnover: { multiple: 1 } });
    await wallet.grant({ key: `test:bonus:${id}`, hash: 'b', brand, memberId: id, amount: units(50), turnover: { multiple: 2 } });
    expect(await summary(id)).toEqual([
      { source: 'deposit', required: units(100), done: 0n, status: 'open' },
      { source: 'bonus', required: units(100), done: 0n, status: 'open' },
    ]);

    await houseBet(id, units(60), 0n); // lost
    await houseBet(id, units(60), units(120)); // won: the stake is turnover, the win is not
    // A bet that is voided counts nothing.
    const voided = `test:void:${crypto.randomUUID()}`;
    const [member, counter] = [await wallet.memberAccount(brand, id), await wallet.systemAccount(brand, 'house')];
    await wallet.stake({ key: voided, hash: voided, brand, memberId: id, member, counter, amount: units(40), kind: 'bet', trial: false, bets: [{ key: voided, stake: units(40), category: 'LIVE', vendor: 'V', game: 'g' }] });
    // While open it counts nothing either.
    expect((await summary(id))[1]!.done).toBe(units(20));
    await wallet.refund({ key: `${voided}:rb`, hash: voided, brand, memberId: id, member, counter, amount: units(40), kind: 'rollback', ends: [{ key: voided, as: 'void' }] });

    expect(await summary(id)).toEqual([
      { source: 'deposit', required: units(100), done: units(100), status: 'met' },
      { source: 'bonus', required: units(100), done: units(20), status: 'open' },
    ]);
    // A later adjustment's requirement only counts turnover after the bonus is met.
    await wallet.adjust({ key: `test:adj:${id}`, hash: 'a', brand, memberId: id, amount: units(10), turnover: { amount: units(30) } });
    await houseBet(id, units(90), 0n);
    expect(await summary(id)).toEqual([
      { source: 'deposit', required: units(100), done: units(100), status: 'met' },
      { source: 'bonus', required: units(100), done: units(100), status: 'met' },
      { source: 'adjustment', required: units(30), done: units(10), status: 'open' },
    ]);
    // Met is recorded, with when.
    const rows = await h.database.db.selectFrom('turnover_requirements').select(['status', 'closed_at']).where('member_id', '=', id).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['met', 'met', 'open']);
    expect(rows[0]!.closed_at).not.toBeNull();
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('binds nothing when its credit did not post, and writes one requirement for a credit retried in parallel', async () => {
    const { id } = await lh.client().register(`tr${crypto.randomUUID().slice(0, 8)}`, PASSWORD);
    const key = `test:dep:${id}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => wallet.deposit({ key, hash: 'same', brand, memberId: id, amount: units(100), turnover: { multiple: 3 } })));
    expect(results.filter((r) => r.status === 'posted' && !r.duplicate)).toHaveLength(1);
    expect(await summary(id)).toEqual([{ source: 'deposit', required: units(300), done: 0n, status: 'open' }]);
    // The same key asking for something else is refused: its requirement (already written) changes nothing, and a new key's refused credit binds nothing.
    expect(await wallet.deposit({ key, hash: 'other', brand, memberId: id, amount: units(5), turnover: { multiple: 9 } })).toMatchObject({ status: 'error', code: 'duplicate.transaction' });
    expect((await wallet.adjust({ key: `test:adj:${id}`, hash: 'x', brand, memberId: id, amount: units(1) })).status).toBe('posted');
    expect(await wallet.adjust({ key: `test:adj:${id}`, hash: 'y', brand, memberId: id, amount: units(1), turnover: { amount: units(1000) } })).toMatchObject({ status: 'error', code: 'duplicate.transaction' });
    expect(await summary(id)).toEqual([{ source: 'deposit', required: units(300), done: 0n, status: 'open' }]);
  });

  it('counts a lottery stake when its draw settles it, not a cancelled one; withdrawing waits for the requirement unless the brand allows it', async () => {
    const c = lh.client();
    const { id } = await c.register(`tr${crypto.randomUUID().slice(0, 8)}`, PASSWORD);
    await wallet.deposit({ key: `test:dep:${id}`, hash: 'd', brand, memberId: id, amount: units(100), turnover: { multiple: 1 } });
    await wallet.adjust({ key: `test:extra:${id}`, hash: 'x', brand, memberId: id, amount: units(200) });
    await c.ok('setPaymentPassword', { body: { password: '112233', confirmPassword: '112233', loginPassword: PASSWORD } });
    const card = await c.ok('bindBankCard', { body: { bankName: 'HBL', accountName: 'Turnover Test', accountNumber: '55667788990', paymentPassword: '112233' } });
    const withdraw = () => c.call('withdraw', { body: { cardId: card.id, amount: '100', paymentPassword: '112233' } });
    const current = (await lh.client().ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero;
    const bet = (multiple: number) => c.ok('lotteryBet', { body: { gameId: k3.gameId, currentNumero: current.numero, bettingSlipString: k3Sum('10', multiple), prizeModeId: k3.prizeModeId, betCartAmountSum: String(2 * multiple) } });

    await bet(30);
    const cancelled = await bet(30);
    const sub = (await c.ok('lotteryOrderDetail', { params: { orderNumber: cancelled.orderNumber } })).subOrders[0];
    await c.ok('lotteryCancel', { body: { subOrderIds: [sub.subOrderId] } });
    await bet(20);
    // Placed, not drawn: nothing counts yet.
    const before = await c.ok('withdrawalRules');
    expect(before.turnover).toEqual({ needed: '100.0000', done: '0.0000' });
    expect(before.requirements).toMatchObject([{ source: 'deposit', baseAmount: '100.0000', multiple: 1, required: '100.0000', done: '0.0000', status: 'open' }]);
    expect((await withdraw()).json()).toMatchObject({ errorCode: 'withdraw.turnover.required', value: { needed: '100.0000', done: '0.0000' } });

    // The draw settles both live orders: 60 + 40 of valid turnover meets the requirement (the cancelled 60 is none).
    h.clock.now = new Date(new Date(current.drawTime).getTime() + 500);
    await app.lottery.draws.tick();
    const details = await c.ok('turnoverRequirements');
    expect(details).toMatchObject({ total: 1, open: null, rows: [{ source: 'deposit', required: '100.0000', done: '100.0000', status: 'met' }] });
    expect((await c.ok('withdrawalRules')).turnover).toBeNull();
    expect((await withdraw()).statusCode).toBe(200);

    // A new requirement blocks again; a brand that allows withdrawing with one open lets the request through.
    await wallet.grant({ key: `test:bonus:${id}`, hash: 'b', brand, memberId: id, amount: units(10), turnover: { multiple: 10 } });
    expect((await withdraw()).json().errorCode).toBe('withdraw.turnover.required');
    await h.updateBrand('LOTUS', { withdrawal: { minAmount: '100', maxAmount: '500000', perDay: 5, turnoverMultiple: 1, autoReceiptMinutes: 60, allowOpenTurnover: true } });
    try {
      expect((await c.ok('withdrawalRules')).withdrawWithOpenTurnover).toBe(true);
      expect((await withdraw()).statusCode).toBe(200);
      expect((await c.ok('turnoverRequirements', { query: { status: 'open' } })).rows).toMatchObject([{ source: 'bonus', required: '100.0000', status: 'open' }]);
    } finally {
      h.clock.now = new Date();
      await h.updateBrand('LOTUS', { withdrawal: { minAmount: '100', maxAmount: '500000', perDay: 5, turnoverMultiple: 1, autoReceiptMinutes: 60, allowOpenTurnover: false } });
    }
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
