import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { VendorClient } from '../../../test/vendor-client.ts';
import { hashToken } from '../../platform/tokens.ts';
import { brandDayViolations, ledgerViolations, rollupViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';

/** K3 two-sides play (families/k3.ts): one bet of 2.00 per multiple. */
const K3_SIDES = 2;
const VENDOR = 'PROPV';
const vendorGames = ['live-1', 'fish-1', 'not-listed'] as const;

/** One step a member (or the clock) takes. `retry` sends the same request again, as a client that saw no answer. */
type Step =
  | { t: 'house'; who: number; units: number; target: number; retry: boolean }
  | { t: 'lottery'; who: number; multiple: number; side: string; cancel: boolean; retry: boolean }
  | { t: 'draw' }
  | { t: 'vendorBet'; who: number; round: number; game: number; units: number; retry: boolean }
  | { t: 'vendorWin'; who: number; round: number; units: number; retry: boolean }
  | { t: 'vendorRollback'; who: number; round: number; pick: number };

const who = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  // 500 units is more than a member holds: the round is refused and must leave no bet.
  fc.record({ t: fc.constant('house' as const), who, units: fc.constantFrom(1, 2, 5, 500), target: fc.integer({ min: 10, max: 90 }), retry: fc.boolean() }),
  fc.record({ t: fc.constant('lottery' as const), who, multiple: fc.integer({ min: 1, max: 3 }), side: fc.constantFrom('big', 'small', 'odd', 'even'), cancel: fc.boolean(), retry: fc.boolean() }),
  fc.constant({ t: 'draw' as const }),
  fc.record({ t: fc.constant('vendorBet' as const), who, round: fc.integer({ min: 0, max: 2 }), game: fc.integer({ min: 0, max: 2 }), units: fc.integer({ min: 1, max: 4 }), retry: fc.boolean() }),
  fc.record({ t: fc.constant('vendorWin' as const), who, round: fc.integer({ min: 0, max: 2 }), units: fc.integer({ min: 0, max: 6 }), retry: fc.boolean() }),
  fc.record({ t: fc.constant('vendorRollback' as const), who, round: fc.integer({ min: 0, max: 2 }), pick: fc.integer({ min: 0, max: 3 }) }),
);

/**
 * For random sequences of house rounds, lottery bets (drawn and settled, or cancelled) and vendor
 * seamless bets, wins and rollbacks, through the real calls: every product's bet is in the bet journal
 * exactly once with the product's own outcome, and the daily rollups equal the journal's sums.
 */
describe.each(databaseKinds)('bet journal across products on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let vendor: VendorClient;
  let k3: { gameId: number; prizeModeId: number };
  const players: { c: TestClient; id: number }[] = [];

  beforeAll(async () => {
    h = await createHarness(kind);
    // Five seconds into a minute (registration's human check reads the real clock); draws move it on.
    h.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const { db } = h.database;
    await db.insertInto('vendors').values({ code: VENDOR, name: 'Property vendor', secret: 'prop-secret', enabled: true }).execute();
    await db
      .insertInto('games')
      .values([
        { vendor_code: VENDOR, code: 'live-1', game_type: 'LIVE', names: JSON.stringify({ EN: 'Live 1' }) },
        { vendor_code: VENDOR, code: 'fish-1', game_type: 'FISH', names: JSON.stringify({ EN: 'Fish 1' }) },
      ])
      .execute();
    app = await h.app({ TRUST_PROXY: 'true', SESSION_IDLE_MINUTES: '6000' });
    vendor = new VendorClient(app, VENDOR, 'prop-secret');
    await app.lottery.draws.plan();
    const groups = await new TestClient(app).ok('lotteryGames');
    k3 = groups.flatMap((g: { games: { code: string }[] }) => g.games).find((g: { code: string }) => g.code === 'k3-fast');
    const repo = new LedgerRepository(db);
    const writer = new LedgerWriter(db);
    const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    for (let i = 0; i < 2; i++) {
      const c = new TestClient(app, { 'x-forwarded-for': `198.51.100.${crypto.randomInt(250)}` });
      const { id } = await c.register(`pj${Date.now().toString(36)}${i}`.slice(0, 16));
      const main = await repo.ensureAccount(1, id, 'main', 'PKR');
      await writer.post({ key: `test:fund:${id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 2_000_000n, legs: [{ account: cashIn, amount: -2_000_000n }, { account: main, amount: 2_000_000n }] });
      await db.insertInto('vendor_sessions').values({ token_hash: hashToken(crypto.randomBytes(16).toString('hex')), vendor_code: VENDOR, member_id: id, brand_id: 1, expires_at: new Date(h.clock.now.getTime() + 30 * 86_400_000) }).execute();
      players.push({ c, id });
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Runs one step; whatever a call answers, it is never a server error. */
  async function run(s: Step, runId: string, vendorBets: Map<string, string[]>) {
    const answers: { statusCode: number; body: string }[] = [];
    const twice = async (retry: boolean, call: () => Promise<{ statusCode: number; body: string }>) => {
      answers.push(await call());
      if (retry) answers.push(await call());
    };
    if (s.t === 'draw') {
      const near = await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } });
      h.clock.now = new Date(new Date(near.currentNumero.drawTime).getTime() + 500);
      await app.lottery.draws.tick();
    } else if (s.t === 'house') {
      const body = { roundId: crypto.randomUUID(), bet: String(s.units), dice: { target: s.target, direction: 'under' } };
      await twice(s.retry, () => players[s.who]!.c.call('housePlay', { params: { code: 'dice' }, body }));
    } else if (s.t === 'lottery') {
      const { c } = players[s.who]!;
      const near = await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } });
      const body = { gameId: k3.gameId, currentNumero: near.currentNumero.numero, bettingSlipString: `${s.side}~1~${K3_SIDES}~1/1~1980~${s.multiple}`, prizeModeId: k3.prizeModeId, betCartAmountSum: String(2 * s.multiple), clientOrderId: crypto.randomUUID() };
      let orderNumber: string | undefined;
      await twice(s.retry, async () => {
        const r = await c.call('lotteryBet', { body });
        orderNumber ??= r.statusCode === 200 ? r.json().orderNumber : undefined;
        return r;
      });
      if (s.cancel && orderNumber) {
        const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber } });
        answers.push(await c.call('lotteryCancel', { body: { subOrderIds: [detail.subOrders[0].subOrderId] } }));
      }
    } else {
      const playerId = String(players[s.who]!.id);
      const roundId = `${runId}-${s.who}-${s.round}`;
      const bets = vendorBets.get(roundId) ?? [];
      vendorBets.set(roundId, bets);
      if (s.t === 'vendorBet') {
        const transactionId = `${roundId}-b${bets.length}`;
        bets.push(transactionId);
        const body = { playerId, transactionId, roundId, amount: String(s.units), currency: 'PKR', gameCode: vendorGames[s.game] };
        await twice(s.retry, () => vendor.call('bet', body));
      } else if (s.t === 'vendorWin') {
        const body = { playerId, transactionId: `${roundId}-w${crypto.randomUUID()}`, roundId, amount: String(s.units), currency: 'PKR' };
        await twice(s.retry, () => vendor.call('win', body));
      } else {
        // A bet of the round, or one never sent (the vendor rolls back what it thinks it sent).
        const target = bets[s.pick] ?? `${roundId}-unknown${s.pick}`;
        answers.push(await vendor.call('rollback', { playerId, transactionId: `${roundId}-rb${crypto.randomUUID()}`, roundId, referenceTransactionId: target }));
      }
    }
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  }

  /** Every product's bets against the journal, and the rollups against the journal's sums. */
  async function check() {
    const { db } = h.database;
    const members = players.map((p) => p.id);
    // House rounds: a settled round is one settled bet with its stake and win; a refused (void) round none.
    const house = await sql<{ id: string; status: string; bet: string; win: string; j: string | null; j_status: string | null; j_stake: string | null; j_win: string | null; n: number }>`
      select r.id::text, r.status, r.bet::text, r.win::text, max(j.source_key) as j, max(j.status) as j_status, max(j.stake)::text as j_stake, max(j.win)::text as j_win, count(j.source_key)::int as n
      from house_rounds r left join bet_journal j on j.source_key = 'house:' || r.id || ':bet'
      where r.member_id = any(${members}) group by r.id`.execute(db);
    for (const r of house.rows) {
      if (r.status === 'void') expect(r.n, `house round ${r.id}`).toBe(0);
      else expect(r, `house round ${r.id}`).toMatchObject({ status: 'settled', n: 1, j_status: 'settled', j_stake: r.bet, j_win: r.win });
    }
    // Lottery sub-orders: open while pending, settled with the prize once drawn, cancelled when cancelled.
    const lottery = await sql<{ id: string; status: string; amount: string; win: string; j_status: string | null; j_stake: string | null; j_win: string | null; n: number }>`
      select b.id::text, b.status, b.amount::text, b.win::text, max(j.status) as j_status, max(j.stake)::text as j_stake, max(j.win)::text as j_win, count(j.source_key)::int as n
      from lottery_bets b left join bet_journal j on j.source_key = 'lott:bet:' || b.id
      where b.member_id = any(${members}) group by b.id`.execute(db);
    const lotteryStatus: Record<string, string> = { pending: 'open', won: 'settled', lost: 'settled', tie: 'settled', cancelled: 'cancelled', void: 'void' };
    for (const r of lottery.rows) expect(r, `lottery sub-order ${r.id}`).toMatchObject({ n: 1, j_status: lotteryStatus[r.status], j_stake: r.amount, j_win: r.status === 'pending' || r.status === 'cancelled' ? '0' : r.win });
    // Vendor bets: each bet the wallet took is one journal row; the journal's wins add up to the wins paid.
    const vendorRows = await sql<{ key: string; amount: string; j_stake: string | null; n: number }>`
      select t.key, t.amount::text, max(j.stake)::text as j_stake, count(j.source_key)::int as n
      from ledger_transfers t left join bet_journal j on j.source_key = t.key
      where t.key like ${`vendor:${VENDOR}:%`} and t.kind = 'bet' and t.status = 'posted' group by t.key, t.amount`.execute(db);
    for (const r of vendorRows.rows) expect(r, `vendor bet ${r.key}`).toMatchObject({ n: 1, j_stake: r.amount });
    const paid = await sql<{ paid: string; won: string }>`
      select (select coalesce(sum(amount), 0)::text from ledger_transfers where key like ${`vendor:${VENDOR}:%`} and kind = 'win' and status = 'posted') as paid,
        (select coalesce(sum(win), 0)::text from bet_journal where vendor = ${VENDOR}) as won`.execute(db);
    expect(paid.rows[0]!.won).toBe(paid.rows[0]!.paid);
    // Nothing else: the members' journal holds exactly these bets.
    const journal = await db.selectFrom('bet_journal').select(sql<number>`count(*)::int`.as('n')).where('member_id', 'in', members).executeTakeFirstOrThrow();
    expect(journal.n).toBe(house.rows.filter((r) => r.status !== 'void').length + lottery.rows.length + vendorRows.rows.length);
    // Valid turnover is the stake once settled; a bet not settled has neither turnover nor win (the
    // betting record's profit, win less turnover, counts on it).
    const odd = await sql<{ n: number }>`
      select count(*)::int as n from bet_journal where member_id = any(${members})
        and (case when status = 'settled' then valid_turnover <> stake else valid_turnover <> 0 or win <> 0 end)`.execute(db);
    expect(odd.rows[0]!.n).toBe(0);
    // Rollups: per member, brand day and category, the settled bets' sums and the day's placed bets by status, and no rollup without them.
    expect(await rollupViolations(db, members)).toEqual([]);
    expect(await brandDayViolations(db)).toEqual([]);
    expect(await ledgerViolations(db)).toEqual([]);
  }

  it('journals every bet of every product once, and the rollups equal the journal', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const runId = `${kind}${runs++}`;
        const vendorBets = new Map<string, string[]>();
        for (const s of steps) await run(s, runId, vendorBets);
        // A draw at the end too, so pending lottery bets settle in some runs and stay open in others.
        if (runs % 2 === 0) await run({ t: 'draw' }, runId, vendorBets);
        await check();
      }),
      {
        numRuns: 10,
        // One run that surely has every product, won, lost, refused, cancelled and rolled back.
        examples: [
          [
            [
              { t: 'house', who: 0, units: 1, target: 50, retry: true },
              { t: 'house', who: 1, units: 500, target: 50, retry: false },
              { t: 'lottery', who: 0, multiple: 2, side: 'big', cancel: false, retry: true },
              { t: 'lottery', who: 1, multiple: 1, side: 'odd', cancel: true, retry: false },
              { t: 'vendorBet', who: 0, round: 0, game: 0, units: 2, retry: true },
              { t: 'vendorBet', who: 0, round: 0, game: 0, units: 1, retry: false },
              { t: 'vendorWin', who: 0, round: 0, units: 5, retry: true },
              { t: 'vendorBet', who: 1, round: 1, game: 1, units: 3, retry: false },
              { t: 'vendorRollback', who: 1, round: 1, pick: 0 },
              { t: 'draw' },
            ],
          ],
        ],
      },
    );
    // The runs made bets of every product.
    const kinds = await h.database.db.selectFrom('bet_journal').select('vendor').distinct().where('member_id', 'in', players.map((p) => p.id)).execute();
    expect(kinds.map((k) => k.vendor).sort()).toEqual(expect.arrayContaining(['HOUSE', 'LOTTERY', VENDOR]));
  });
});
