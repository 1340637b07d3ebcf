import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { brandDay } from '../wallet/bet-journal.ts';
import { walletCommandsOn } from '../wallet/wallet-commands.ts';
import { brandDayViolations } from '../wallet/invariants.ts';

let seq = 0;
const uniq = (prefix = 'rp') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const HOUR = 3_600_000;
const U = 10_000n;

/**
 * The Dashboard and Reports over a known fixture in a brand of its own (Asia/Karachi, PKR): the figures
 * must equal the sums of the bets, deposits, withdrawals and bonuses made here, on brand days.
 */
describe.each(databaseKinds)('the dashboard and reports on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ops: TestClient;
  let xOps: TestClient;
  let lotusOps: TestClient;
  let code: string;
  let brandId: number;
  let today: string;
  let yesterday: string;
  const members: { id: number; username: string }[] = [];

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    const { db } = h.database;
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    code = await h.addBrand(`RP${(Date.now() % 1_000_000).toString(36)}`.toUpperCase());
    brandId = (await db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const lotusId = (await db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    const hash = await hashPassword('operator-pass-2');
    await db.insertInto('operators').values({ username: 'rp-x', password_hash: hash, brand_id: brandId }).execute();
    await db.insertInto('operators').values({ username: 'rp-lotus', password_hash: hash, brand_id: lotusId }).execute();
    xOps = new TestClient(app);
    xOps.token = (await xOps.ok('operatorLogin', { body: { username: 'rp-x', password: 'operator-pass-2' } })).token;
    lotusOps = new TestClient(app);
    lotusOps.token = (await lotusOps.ok('operatorLogin', { body: { username: 'rp-lotus', password: 'operator-pass-2' } })).token;

    // Ledger entries carry the database's time: the fixture's "now" is the real one, its days the brand's.
    const now = new Date();
    h.clock.now = now;
    today = brandDay(now, 'Asia/Karachi');
    const before = new Date(now.getTime() - 24 * HOUR);
    yesterday = brandDay(before, 'Asia/Karachi');
    const startOfToday = new Date(Date.parse(`${today}T00:00:00+05:00`));

    // Members: two registered today (brand time), one the hour before today began, a trial account today.
    const passwordHash = await hashPassword('member-pass-1');
    for (const [createdAt, type] of [[new Date(startOfToday.getTime() + HOUR), 0], [now, 0], [new Date(startOfToday.getTime() - HOUR), 0], [now, 4]] as const) {
      const username = uniq();
      const row = await db
        .insertInto('members')
        .values({ brand_id: brandId, username, username_key: username.toLowerCase(), customer_type: type, password_hash: passwordHash, referral_code: uniq('R').toUpperCase(), register_ip: '192.0.2.9', created_at: createdAt })
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
      members.push(row);
    }
    const [m1, m2, m3] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];

    const commands = walletCommandsOn(db, () => h.clock.now);
    const brand = { id: brandId, currency: 'PKR', timeZone: 'Asia/Karachi' };
    for (const [m, amount] of [[m1, 500n], [m2, 300n], [m3, 100n]] as const) {
      const key = uniq('fund');
      await commands.adjust({ key, hash: key, brand, memberId: m.id, amount: amount * U });
    }
    const house = await commands.systemAccount(brand, 'house');
    const bet = async (m: { id: number }, category: 'LIVE' | 'RNG' | 'SPORTS', vendor: string, stake: bigint, opts: { lost?: boolean; round?: string } = {}) => {
      const key = uniq('bet');
      const main = await commands.memberAccount(brand, m.id);
      await commands.stake({ key, hash: key, kind: 'bet', brand, memberId: m.id, member: main, counter: house, amount: stake * U, bets: [{ key, stake: stake * U, category, vendor, game: 'g', ...(opts.round ? { round: opts.round } : {}), ref: {} }], trial: false, ...(opts.lost ? { lost: true } : {}) });
      return key;
    };
    // Yesterday: m3 loses 30 on SPORTS (settled at once), and places 4 on LIVE that settles today.
    h.clock.now = before;
    await bet(m3, 'SPORTS', 'SBK', 30n, { lost: true });
    const carried = await bet(m3, 'LIVE', 'EVO', 4n);
    // Today: m1 stakes 10 on a LIVE round that pays 25, and loses 5 on RNG; m2 leaves 7 open on RNG.
    h.clock.now = now;
    const round = uniq('round');
    await bet(m1, 'LIVE', 'EVO', 10n, { round });
    const main1 = await commands.memberAccount(brand, m1.id);
    const payKey = uniq('win');
    await commands.payout({ key: payKey, hash: payKey, kind: 'win', brand, memberId: m1.id, member: main1, counter: house, amount: 25n * U, settlesRound: round });
    await bet(m1, 'RNG', 'PGS', 5n, { lost: true });
    // A vendor rolls back a lost RNG bet of 6 after it settled: it leaves today's figures (and m1 gets it back).
    const rolledBack = await bet(m1, 'RNG', 'PGS', 6n, { lost: true });
    const backKey = uniq('back');
    await commands.refund({ key: backKey, hash: backKey, kind: 'rollback', brand, memberId: m1.id, member: main1, counter: house, amount: 6n * U, ends: [{ key: rolledBack, as: 'void' }] });
    await bet(m2, 'RNG', 'PGS', 7n);
    await commands.settleLost(brand, [carried]);
    // Bonuses today: a bonus of 3 and a rebate of 2 (adjustments are not bonuses).
    for (const [kindOf, amount] of [['bonus', 3n], ['rebate', 2n]] as const) {
      const key = uniq('gift');
      await commands.grant({ key, hash: key, brand, memberId: m1.id, amount: amount * U, kind: kindOf, source: kindOf === 'rebate' ? 'rebate' : 'bonus' });
    }

    // Money: deposits approved today 100 and 50, yesterday 20; one pending, one rejected today. Withdrawals paid today 40,
    // paid yesterday 10 (received since), one pending, one rejected.
    const channel = (
      await db.insertInto('payment_channels').values({ brand_id: brandId, code: uniq('ch'), kind: 'manual_bank', name: 'Bank', min_amount: U, max_amount: 100_000n * U, config: '{}' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    for (const [amount, status, decidedAt] of [[100n, 'approved', now], [50n, 'approved', now], [20n, 'approved', before], [60n, 'pending', null], [70n, 'rejected', now]] as const) {
      await db.insertInto('deposits').values({ brand_id: brandId, member_id: m1.id, channel_id: channel, amount: amount * U, status, decided_at: decidedAt, proofs: '[]' }).execute();
    }
    const card = (await db.insertInto('bank_cards').values({ member_id: m1.id, bank_name: 'HBL', account_name: 'R P', account_number: '12345678901' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [amount, status, paidAt] of [[40n, 'paid', now], [10n, 'received', before], [15n, 'pending', null], [25n, 'rejected', null]] as const) {
      await db.insertInto('withdrawals').values({ brand_id: brandId, member_id: m1.id, card_id: card, amount: amount * U, hold_key: uniq('hold'), status, paid_at: paidAt, proofs: '[]' }).execute();
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const dayOf = (days: { day: string }[], day: string) => days.find((d) => d.day === day) as unknown as Record<string, unknown> & { categories: { category: string }[] };

  it('shows today and the 29 days before it, each figure the sum of the fixture', async () => {
    for (const client of [xOps, ops]) {
      const v = await client.ok('opDashboard', { query: { brand: code } });
      expect(v).toMatchObject({ brand: code, currency: 'PKR', today, pending: { deposits: 1, withdrawals: 1 } });
      expect(v.days).toHaveLength(30);
      expect(v.days[29].day).toBe(today);
      expect(dayOf(v.days, today)).toEqual({
        day: today,
        deposits: '150.0000',
        depositCount: 2,
        withdrawals: '40.0000',
        withdrawalCount: 1,
        // LIVE: 10 + 4 staked, 25 won; RNG: 5 lost (the open 7 counts nowhere yet).
        ggr: '-6.0000',
        bonuses: '5.0000',
        ngr: '-11.0000',
        activeMembers: 2,
        newMembers: 2,
        categories: [
          { category: 'LIVE', bets: 2, stake: '14.0000', win: '25.0000', ggr: '-11.0000' },
          { category: 'RNG', bets: 1, stake: '5.0000', win: '0.0000', ggr: '5.0000' },
        ],
      });
      expect(dayOf(v.days, yesterday)).toMatchObject({ deposits: '20.0000', depositCount: 1, withdrawals: '10.0000', ggr: '30.0000', bonuses: '0.0000', ngr: '30.0000', activeMembers: 1, newMembers: 1, categories: [{ category: 'SPORTS', bets: 1, ggr: '30.0000' }] });
      const quiet = v.days.filter((d: { day: string }) => d.day !== today && d.day !== yesterday);
      expect(quiet.every((d: { ggr: string; deposits: string; activeMembers: number }) => d.ggr === '0.0000' && d.deposits === '0.0000' && d.activeMembers === 0)).toBe(true);
    }
    // A brand's operator sees their own brand without naming it.
    expect((await xOps.ok('opDashboard')).brand).toBe(code);
  });

  it('keeps a brand operator to their brand; a deployment-wide operator sums every brand', async () => {
    for (const [name, query] of [['opDashboard', { brand: code }], ['opReportDaily', { brand: code, from: today, to: today }], ['opReportGgr', { brand: code, from: today, to: today }], ['opReportBalances', { brand: code }]] as const) {
      const r = await lotusOps.call(name, { query });
      expect([r.statusCode, r.json().errorCode], name).toEqual([403, 'operator.forbidden']);
    }
    const lotus = await lotusOps.ok('opDashboard');
    expect(lotus.brand).toBe('LOTUS');
    expect(dayOf(lotus.days, today).categories.some((c: { category: string }) => c.category === 'SPORTS')).toBe(false);
    const all = await ops.ok('opDashboard');
    expect(all.brand).toBeNull();
    expect(Number(dayOf(all.days, today).depositCount)).toBeGreaterThanOrEqual(2);
    expect(Number(dayOf(all.days, today).newMembers)).toBeGreaterThanOrEqual(2);
    expect((await lotusOps.ok('opReportBalances', { query: { pageSize: '100', sort: 'balance', order: 'asc' } })).rows.every((r: { brand: string }) => r.brand === 'LOTUS')).toBe(true);
    const unknown = await ops.call('opDashboard', { query: { brand: 'NOPE' } });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([400, 'request_param_err']);
  });

  it('reports days, GGR by category and by vendor over a range, and refuses bad ranges', async () => {
    const daily = await xOps.ok('opReportDaily', { query: { from: yesterday, to: today } });
    expect(daily.rows.map((r: { day: string; ggr: string; ngr: string; deposits: string }) => [r.day, r.ggr, r.ngr, r.deposits])).toEqual([
      [yesterday, '30.0000', '30.0000', '20.0000'],
      [today, '-6.0000', '-11.0000', '150.0000'],
    ]);
    const byCategory = await xOps.ok('opReportGgr', { query: { from: yesterday, to: today } });
    expect(byCategory.rows).toEqual([
      { day: yesterday, category: 'SPORTS', vendor: null, bets: 1, stake: '30.0000', win: '0.0000', ggr: '30.0000' },
      { day: today, category: 'LIVE', vendor: null, bets: 2, stake: '14.0000', win: '25.0000', ggr: '-11.0000' },
      { day: today, category: 'RNG', vendor: null, bets: 1, stake: '5.0000', win: '0.0000', ggr: '5.0000' },
    ]);
    const byVendor = await xOps.ok('opReportGgr', { query: { from: yesterday, to: today, by: 'vendor' } });
    expect(byVendor.rows.map((r: { day: string; category: string; vendor: string; bets: number; ggr: string }) => [r.day, r.category, r.vendor, r.bets, r.ggr])).toEqual([
      [yesterday, 'SPORTS', 'SBK', 1, '30.0000'],
      [today, 'LIVE', 'EVO', 2, '-11.0000'],
      [today, 'RNG', 'PGS', 1, '5.0000'],
    ]);
    // The same sums as the journal's settled bets, read straight from it.
    const { rows } = await sql<{ ggr: string }>`select coalesce(sum(stake - win), 0)::text as ggr from bet_journal where brand_id = ${brandId} and status = 'settled'`.execute(h.database.db);
    expect(BigInt(rows[0]!.ggr)).toBe(24n * U);
    // The brand-day summaries the journal's statements keep equal the journal they summarise.
    expect(await brandDayViolations(h.database.db)).toEqual([]);

    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 91 * 86_400_000).toISOString().slice(0, 10);
    expect((await xOps.ok('opReportDaily', { query: { from: start, to: today } })).rows).toHaveLength(92);
    const tooLong = new Date(Date.parse(`${today}T00:00:00Z`) - 92 * 86_400_000).toISOString().slice(0, 10);
    for (const query of [{ from: today, to: yesterday }, { from: tooLong, to: today }, { from: '2026-02-30', to: today }, { from: today }, { from: today, to: today, by: 'game' }, { from: today, to: today, extra: '1' }] as Record<string, string>[]) {
      for (const name of ['opReportDaily', 'opReportGgr'] as const) {
        if (name === 'opReportDaily' && 'by' in query) continue;
        const r = await xOps.call(name, { query });
        expect([r.statusCode, r.json().errorCode], `${name} ${JSON.stringify(query)}`).toEqual([400, 'request_param_err']);
      }
    }
  });

  it('pages members’ balances, sorted, from a minimum balance', async () => {
    // m1: 500 - 10 + 25 - 5 + 3 + 2 = 515; m2: 300 - 7 = 293; m3: 100 - 34 = 66 (the trial account has no money).
    const v = await xOps.ok('opReportBalances', { query: { sort: 'balance', order: 'desc' } });
    expect(v.total).toBe(3);
    expect(v.rows.map((r: { memberId: number; balance: string; brand: string; username: string }) => [r.memberId, r.balance, r.brand, r.username])).toEqual([
      [members[0]!.id, '515.0000', code, members[0]!.username],
      [members[1]!.id, '293.0000', code, members[1]!.username],
      [members[2]!.id, '66.0000', code, members[2]!.username],
    ]);
    const rich = await xOps.ok('opReportBalances', { query: { minBalance: '293', sort: 'balance', order: 'asc', pageSize: '1', pageNo: '2' } });
    expect(rich).toEqual({ total: 2, rows: [expect.objectContaining({ memberId: members[0]!.id })] });
    expect((await xOps.ok('opReportBalances', { query: { sort: 'memberId', order: 'asc' } })).rows.map((r: { memberId: number }) => r.memberId)).toEqual(members.slice(0, 3).map((m) => m.id));
    for (const query of [{ minBalance: '-1' }, { minBalance: 'x' }, { sort: 'luck' }, { pageSize: '101' }] as Record<string, string>[]) {
      const r = await xOps.call('opReportBalances', { query });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(query)).toEqual([400, 'request_param_err']);
    }
  });
});
