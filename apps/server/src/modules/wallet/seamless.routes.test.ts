import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { VendorClient } from '../../../test/vendor-client.ts';
import { hashToken } from '../../platform/tokens.ts';
import { brandDayViolations, ledgerViolations, rollupViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';

let seq = 0;
const uid = (p: string) => `${p}${Date.now().toString(36)}${(seq++).toString(36)}`;

describe.each(databaseKinds)('seamless wallet on %s', (kind) => {
  let h: Harness;
  let vendor: VendorClient;
  beforeAll(async () => {
    h = await createHarness(kind);
    await h.database.db.insertInto('vendors').values({ code: 'HOUSEV', name: 'House vendor', secret: 's3cret-key', enabled: true }).execute();
    await h.database.db.insertInto('vendors').values({ code: 'OFFV', name: 'Switched off', secret: 'x', enabled: false }).execute();
    vendor = new VendorClient(await h.app(), 'HOUSEV', 's3cret-key');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A registered member with `units` in the main wallet and a live vendor session; returns its player id and token. */
  async function player(units: bigint, sessionMinutes = 60) {
    // A fresh app per player: registrations from one address are rate-limited.
    const c = new TestClient(await h.app());
    const { id } = await c.register(uid('sp').slice(0, 16));
    const repo = new LedgerRepository(h.database.db);
    if (units > 0n) {
      const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
      const main = await repo.ensureAccount(1, id, 'main', 'PKR');
      await new LedgerWriter(h.database.db).post({ key: `test:${uid('f')}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: units, legs: [{ account: cashIn, amount: -units }, { account: main, amount: units }] });
    }
    const token = crypto.randomBytes(16).toString('hex');
    await h.database.db.insertInto('vendor_sessions').values({ token_hash: hashToken(token), vendor_code: 'HOUSEV', member_id: id, brand_id: 1, expires_at: new Date(h.clock.now.getTime() + sessionMinutes * 60_000) }).execute();
    return { playerId: String(id), token };
  }
  const tx = (o: Record<string, unknown>) => ({ currency: 'PKR', ...o });
  /** A vendor bet as the bet journal has it. */
  const journal = (transactionId: string) => h.database.db.selectFrom('bet_journal').selectAll().where('source_key', '=', `vendor:HOUSEV:${transactionId}`).executeTakeFirst();

  it('refuses calls whose signature is missing, wrong, or from an unknown or disabled vendor, and moves nothing', async () => {
    const { playerId } = await player(100_000n);
    const body = tx({ playerId, transactionId: uid('t'), roundId: 'r1', amount: '1' });
    expect((await vendor.call('bet', body, { signature: 'deadbeef' })).json().errorCode).toBe('vendor.signature.invalid');
    expect((await vendor.call('bet', body, { signature: '' })).statusCode).toBe(401);
    const tampered = await vendor.call('bet', body, { raw: JSON.stringify({ ...body, amount: '9' }), signature: crypto.createHmac('sha256', 's3cret-key').update(JSON.stringify(body)).digest('hex') });
    expect(tampered.statusCode).toBe(401);
    expect((await new VendorClient(vendor.app, 'NOSUCH', 'x').call('bet', body)).statusCode).toBe(401);
    expect((await new VendorClient(vendor.app, 'OFFV', 'x').call('bet', body)).statusCode).toBe(401);
    expect((await vendor.call('balance', { playerId })).json().value.balance).toBe('10.0000');
  });

  it('authenticates a player token and answers the balance', async () => {
    const { playerId, token } = await player(123_400n);
    expect((await vendor.call('authenticate', { token })).json().value).toMatchObject({ playerId, currency: 'PKR', balance: '12.3400' });
    expect((await vendor.call('authenticate', { token: 'nope' })).json().errorCode).toBe('vendor.token.invalid');
  });

  it('takes a bet once, answers a duplicate with the original answer, and refuses a reused id', async () => {
    const { playerId } = await player(100_000n);
    const bet = tx({ playerId, transactionId: uid('b'), roundId: uid('r'), amount: '2.5' });
    const first = (await vendor.call('bet', bet)).json().value;
    expect(first).toMatchObject({ balance: '7.5000', duplicate: false });
    await vendor.call('bet', tx({ playerId, transactionId: uid('b'), roundId: uid('r'), amount: '1' }));
    const again = (await vendor.call('bet', bet)).json().value;
    expect(again).toMatchObject({ balance: '7.5000', duplicate: true }); // the original answer, not today's balance
    const reused = await vendor.call('bet', { ...bet, amount: '3' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('duplicate.transaction');
    expect((await vendor.call('balance', { playerId })).json().value.balance).toBe('6.5000');
  });

  it('keeps an insufficient-funds answer final for that transaction id', async () => {
    const { playerId } = await player(10_000n);
    const bet = tx({ playerId, transactionId: uid('b'), roundId: uid('r'), amount: '5' });
    expect((await vendor.call('bet', bet)).json().errorCode).toBe('wallet.insufficient.funds');
    const repo = new LedgerRepository(h.database.db);
    const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    const main = await repo.ensureAccount(1, Number(playerId), 'main', 'PKR');
    await new LedgerWriter(h.database.db).post({ key: `test:${uid('f')}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 100_000n, legs: [{ account: cashIn, amount: -100_000n }, { account: main, amount: 100_000n }] });
    expect((await vendor.call('bet', bet)).json().errorCode).toBe('wallet.insufficient.funds');
  });

  it('pays a win only on a round with a live bet, and refuses a rollback after a win', async () => {
    const { playerId } = await player(100_000n);
    const round = uid('r');
    expect((await vendor.call('win', tx({ playerId, transactionId: uid('w'), roundId: round, amount: '1' }))).json().errorCode).toBe('round.no.bet');
    const betId = uid('b');
    await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '2' }));
    expect((await vendor.call('win', tx({ playerId, transactionId: uid('w'), roundId: round, amount: '5' }))).json().value.balance).toBe('13.0000');
    const rb = await vendor.call('rollback', { playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: betId });
    expect(rb.statusCode).toBe(409);
    expect(rb.json().errorCode).toBe('round.has.win');
    // The bet journal: one bet, settled by the win that named its round, valid turnover its stake.
    expect(await journal(betId)).toMatchObject({ vendor: 'HOUSEV', stake: 20_000n, valid_turnover: 20_000n, win: 50_000n, status: 'settled', round_key: `HOUSEV:${round}` });
  });

  it('settles a bet at once when its round closed with it, and a later rollback voids it and takes back its turnover', async () => {
    const { playerId } = await player(100_000n);
    const round = uid('r');
    const betId = uid('b');
    await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '2', roundClosed: true }));
    // Lost with the round: settled, counting its stake as turnover, with no win to wait for.
    expect(await journal(betId)).toMatchObject({ stake: 20_000n, valid_turnover: 20_000n, win: 0n, status: 'settled' });
    expect(await rollupViolations(h.database.db, [Number(playerId)])).toEqual([]);
    expect(await brandDayViolations(h.database.db)).toEqual([]);
    const rb = await vendor.call('rollback', { playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: betId });
    expect(rb.json().value.balance).toBe('10.0000');
    expect(await journal(betId)).toMatchObject({ valid_turnover: 0n, win: 0n, status: 'void', settled_day: null });
    expect(await rollupViolations(h.database.db, [Number(playerId)])).toEqual([]);
    expect(await brandDayViolations(h.database.db)).toEqual([]);
    const settledDays = await h.database.db.selectFrom('bet_daily_rollups').select(['bets', 'valid_turnover', 'placed_void_bets']).where('member_id', '=', Number(playerId)).execute();
    expect(settledDays).toEqual([{ bets: 0, valid_turnover: 0n, placed_void_bets: 1 }]);
  });

  it('rolls a bet back once, and a replayed rollback answers as before', async () => {
    const { playerId } = await player(100_000n);
    const round = uid('r');
    const betId = uid('b');
    await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '4' }));
    const rollback = { playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: betId };
    expect((await vendor.call('rollback', rollback)).json().value).toMatchObject({ balance: '10.0000', duplicate: false });
    expect((await vendor.call('rollback', rollback)).json().value).toMatchObject({ balance: '10.0000', duplicate: true });
    const second = await vendor.call('rollback', { ...rollback, transactionId: uid('rb') });
    expect(second.json().errorCode).toBe('round.bet.rolled.back');
    expect((await vendor.call('win', tx({ playerId, transactionId: uid('w'), roundId: round, amount: '1' }))).json().errorCode).toBe('round.no.bet');
    expect((await vendor.call('balance', { playerId })).json().value.balance).toBe('10.0000');
    expect(await journal(betId)).toMatchObject({ stake: 40_000n, valid_turnover: 0n, win: 0n, status: 'void' });
  });

  it('accepts a rollback of an unknown bet, moves nothing, and refuses the late bet', async () => {
    const { playerId } = await player(100_000n);
    const round = uid('r');
    const betId = uid('b');
    const rollback = { playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: betId };
    const rb = await vendor.call('rollback', rollback);
    expect(rb.json().value).toMatchObject({ balance: '10.0000', duplicate: false });
    const late = await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '1' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('duplicate.transaction');
    expect((await vendor.call('balance', { playerId })).json().value.balance).toBe('10.0000');
    // The balance moves on; the repeated rollback still answers what it answered first.
    await vendor.call('bet', tx({ playerId, transactionId: uid('b'), roundId: uid('r'), amount: '2' }));
    expect((await vendor.call('rollback', rollback)).json().value).toMatchObject({ balance: '10.0000', duplicate: true });
  });

  it('settles wins and rollbacks after the session ended, but takes no new bets', async () => {
    const { playerId } = await player(100_000n, 60);
    const round = uid('r');
    const betId = uid('b');
    await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '1' }));
    await h.database.db.updateTable('vendor_sessions').set({ expires_at: new Date(h.clock.now.getTime() - 1000) }).where('member_id', '=', Number(playerId)).execute();
    expect((await vendor.call('bet', tx({ playerId, transactionId: uid('b'), roundId: round, amount: '1' }))).json().errorCode).toBe('vendor.token.invalid');
    expect((await vendor.call('win', tx({ playerId, transactionId: uid('w'), roundId: round, amount: '3' }))).json().value.balance).toBe('12.0000');
    // A duplicate of the first bet still answers, session or not.
    expect((await vendor.call('bet', tx({ playerId, transactionId: betId, roundId: round, amount: '1' }))).json().value.duplicate).toBe(true);
  });

  it('refuses bad input with a clear error and moves nothing', async () => {
    const { playerId } = await player(100_000n);
    const base = { playerId, transactionId: uid('b'), roundId: uid('r'), amount: '1', currency: 'PKR' };
    const cases: [unknown, number, string][] = [
      [{ ...base, currency: 'USD' }, 400, 'wallet.currency.mismatch'],
      [{ ...base, amount: '-1' }, 400, 'request_param_err'],
      [{ ...base, amount: '0' }, 400, 'request_param_err'],
      [{ ...base, amount: '0.00001' }, 400, 'request_param_err'],
      [{ ...base, amount: '1e9' }, 400, 'request_param_err'],
      [{ ...base, playerId: '99999999' }, 404, 'vendor.player.unknown'],
      [{ ...base, playerId: 'x' }, 400, 'request_param_err'],
      [{ ...base, extra: 1 }, 400, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      const res = await vendor.call('bet', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errorCode).toBe(code);
    }
    expect((await vendor.call('bet', null, { raw: '{"broken":' })).json().errorCode).toBe('request.body.malformed');
    expect((await vendor.call('balance', { playerId })).json().value.balance).toBe('10.0000');
  });

  it('keeps every round consistent under duplicated, reordered, concurrent vendor calls', async () => {
    const players = await Promise.all([1, 2, 3].map(() => player(1_000_000n)));
    const calls: { action: 'bet' | 'win' | 'rollback'; body: unknown }[] = [];
    for (let r = 0; r < 12; r++) {
      const p = players[r % players.length]!;
      const round = uid(`cr${r}`);
      const bets = [uid('b'), uid('b')];
      for (const b of bets) calls.push({ action: 'bet', body: tx({ playerId: p.playerId, transactionId: b, roundId: round, amount: String(1 + (r % 4)) }) });
      if (r % 3 === 0) calls.push({ action: 'win', body: tx({ playerId: p.playerId, transactionId: uid('w'), roundId: round, amount: '3' }) });
      if (r % 2 === 0) calls.push({ action: 'rollback', body: { playerId: p.playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: bets[0] } });
      if (r % 4 === 1) calls.push({ action: 'rollback', body: { playerId: p.playerId, transactionId: uid('rb'), roundId: round, referenceTransactionId: uid('never') } });
    }
    // Every call three times (vendors retry on timeouts), in a scrambled order, all at once.
    const sends = calls.flatMap((c, i) => [0, 1, 2].map((k) => ({ ...c, order: (i * 37 + k * 101) % 997 })));
    sends.sort((a, b) => a.order - b.order);
    const results = await Promise.all(sends.map((s) => vendor.call(s.action, s.body)));
    expect(results.every((r) => r.statusCode < 500)).toBe(true);

    // Invariant 6: per round, net = wins - bets not rolled back; live bets never negative; one rollback per bet.
    const rounds = await sql<{ round_key: string; live_bets: number; bet_total: string; win_total: string; refund_total: string }>`
      select round_key, live_bets, bet_total::text, win_total::text, refund_total::text from ledger_rounds where round_key like 'HOUSEV:cr%'`.execute(h.database.db);
    expect(rounds.rows.length).toBeGreaterThan(0);
    for (const r of rounds.rows) {
      const roundId = r.round_key.slice('HOUSEV:'.length);
      const moved = await sql<{ kind: string; total: string }>`
        select t.kind, coalesce(sum(e.amount), 0)::text as total from ledger_transfers t join ledger_entries e on e.transfer_key = t.key
        join ledger_accounts a on a.id = e.account_id
        where t.reference->>'round' = ${roundId} and a.has_balance group by t.kind`.execute(h.database.db);
      const by = Object.fromEntries(moved.rows.map((m) => [m.kind, BigInt(m.total)]));
      expect(-(by.bet ?? 0n)).toBe(BigInt(r.bet_total));
      expect(by.win ?? 0n).toBe(BigInt(r.win_total));
      expect(by.rollback ?? 0n).toBe(BigInt(r.refund_total));
      expect(r.live_bets).toBeGreaterThanOrEqual(0);
      const markers = await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where key like ${'rollback-of:vendor:HOUSEV:%'} and reference->>'rollback' in (select key from ledger_transfers where reference->>'round' = ${roundId})`.execute(h.database.db);
      expect(Number(markers.rows[0]!.n)).toBeLessThanOrEqual(2);
    }
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
