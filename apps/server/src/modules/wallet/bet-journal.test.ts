import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { JournalOp } from './bet-journal.ts';
import { brandDayViolations, ledgerViolations, rollupViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter, type Movement } from './ledger-writer.ts';
import { WalletCommands } from './wallet-commands.ts';

describe.each(databaseKinds)('bet journal on %s', (kind) => {
  let h: Harness;
  let writer: LedgerWriter;
  let house: bigint;
  let cashIn: bigint;
  const member: { id: number; main: bigint }[] = [];
  const at = new Date('2026-11-24T18:30:00Z');
  beforeAll(async () => {
    h = await createHarness(kind);
    const repo = new LedgerRepository(h.database.db);
    writer = new LedgerWriter(h.database.db);
    house = await repo.ensureAccount(1, null, 'house', 'PKR');
    cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    const hash = await hashPassword('x');
    // Two real members and a trial account (customer type 4).
    for (const [i, type] of [0, 0, 4].entries()) {
      const m = await h.database.db
        .insertInto('members')
        .values({ brand_id: 1, username: `journal${kind}${i}`, username_key: `journal${kind}${i}`, customer_type: type, password_hash: hash, referral_code: `JRNL${kind.slice(0, 2).toUpperCase()}${i}`, register_ip: '127.0.0.1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      member.push({ id: m.id, main: await repo.ensureAccount(1, m.id, 'main', 'PKR') });
      await writer.post(deposit(`journal-dep:${kind}:${i}`, member[i]!.main, 1_000_000n));
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  function deposit(key: string, account: bigint, amount: bigint): Movement {
    return { key, hash: `d:${amount}`, kind: 'deposit', currency: 'PKR', amount, legs: [{ account: cashIn, amount: -amount }, { account, amount }] };
  }
  const open = (key: string, who: number, stake: bigint, category: 'RNG' | 'LOTT' = 'RNG'): JournalOp => ({ op: 'open', key, brandId: 1, memberId: member[who]!.id, category, vendor: 'HOUSE', game: 'dice', currency: 'PKR', stake, at, day: '2026-11-24' });
  const settle = (key: string, win: bigint, day = '2026-11-24'): JournalOp => ({ op: 'settle', key, win, at, day });
  function stake(key: string, who: number, amount: bigint, journal: JournalOp[]): Movement {
    return { key, hash: `s:${amount}`, kind: 'bet', currency: 'PKR', amount, legs: [{ account: member[who]!.main, amount: -amount }, { account: house, amount }], journal };
  }
  function payout(key: string, who: number, amount: bigint, journal: JournalOp[]): Movement {
    return { key, hash: `w:${amount}`, kind: 'win', currency: 'PKR', amount, legs: [{ account: member[who]!.main, amount }, { account: house, amount: -amount }], journal };
  }
  const row = (key: string) => h.database.db.selectFrom('bet_journal').selectAll().where('source_key', '=', key).executeTakeFirst();
  const rollup = (who: number, category = 'RNG') =>
    h.database.db
      .selectFrom('bet_daily_rollups')
      .select(['stake', 'valid_turnover', 'win', 'bets', sql<string>`day::text`.as('day')])
      .where('member_id', '=', member[who]!.id)
      .where('category', '=', category as 'RNG')
      .where('bets', '>', 0)
      .execute();
  const placed = (who: number, category: 'RNG' | 'LOTT') =>
    h.database.db
      .selectFrom('bet_daily_rollups')
      .select(['placed_open_bets', 'placed_open_stake', 'placed_void_bets', 'placed_void_stake', 'placed_cancelled_bets', 'placed_cancelled_stake'])
      .where('member_id', '=', member[who]!.id)
      .where('category', '=', category)
      .executeTakeFirst();

  it('journals a bet with its stake, once, and not when the stake is refused', async () => {
    const first = await writer.post(stake(`j:${kind}:1`, 0, 10_000n, [open(`j:${kind}:1`, 0, 10_000n)]));
    expect(first.status).toBe('posted');
    // The same request again (a retry) moves nothing and journals nothing more.
    const again = await writer.post(stake(`j:${kind}:1`, 0, 10_000n, [open(`j:${kind}:1`, 0, 10_000n)]));
    expect(again.duplicate).toBe(true);
    const refused = await writer.post(stake(`j:${kind}:2`, 0, 99_000_000n, [open(`j:${kind}:2`, 0, 99_000_000n)]));
    expect(refused.status).toBe('rejected');
    expect(await row(`j:${kind}:2`)).toBeUndefined();
    const r = await row(`j:${kind}:1`);
    expect(r).toMatchObject({ status: 'open', stake: 10_000n, valid_turnover: 0n, win: 0n, category: 'RNG', member_id: member[0]!.id });
    expect(await h.database.db.selectFrom('bet_journal').select(sql<number>`count(*)::int`.as('n')).where('source_key', '=', `j:${kind}:1`).executeTakeFirst()).toEqual({ n: 1 });
  });

  it('settles with the win (valid turnover = stake) and keeps the day rollup; a loss settles with no money', async () => {
    await writer.post(payout(`jw:${kind}:1`, 0, 25_000n, [settle(`j:${kind}:1`, 25_000n)]));
    expect(await row(`j:${kind}:1`)).toMatchObject({ status: 'settled', valid_turnover: 10_000n, win: 25_000n, settled_day: expect.anything() });
    await writer.post(stake(`j:${kind}:3`, 0, 5_000n, [open(`j:${kind}:3`, 0, 5_000n)]));
    await writer.journal([settle(`j:${kind}:3`, 0n)]);
    // Settling again (a retried job) changes nothing.
    await writer.journal([settle(`j:${kind}:3`, 0n)]);
    expect(await rollup(0)).toEqual([{ day: '2026-11-24', stake: 15_000n, valid_turnover: 15_000n, win: 25_000n, bets: 2 }]);
  });

  it('voids or cancels only open bets, with no turnover', async () => {
    await writer.post(stake(`j:${kind}:4`, 1, 7_000n, [open(`j:${kind}:4`, 1, 7_000n, 'LOTT')]));
    await writer.post(stake(`j:${kind}:5`, 1, 3_000n, [open(`j:${kind}:5`, 1, 3_000n, 'LOTT')]));
    await writer.journal([{ op: 'void', key: `j:${kind}:4`, at }, { op: 'cancel', key: `j:${kind}:5`, at }]);
    expect(await row(`j:${kind}:4`)).toMatchObject({ status: 'void', valid_turnover: 0n });
    expect(await row(`j:${kind}:5`)).toMatchObject({ status: 'cancelled', valid_turnover: 0n });
    // A void bet does not settle later, and a settled bet is not voided.
    await writer.journal([settle(`j:${kind}:4`, 100n)]);
    await writer.journal([{ op: 'void', key: `j:${kind}:1`, at }]);
    expect(await row(`j:${kind}:4`)).toMatchObject({ status: 'void', win: 0n });
    expect(await row(`j:${kind}:1`)).toMatchObject({ status: 'settled' });
    // Nothing settled (no P&L row), and the day they were placed counts one void and one cancelled bet.
    expect(await rollup(1, 'LOTT')).toEqual([]);
    expect(await placed(1, 'LOTT')).toEqual({ placed_open_bets: 0, placed_open_stake: 0n, placed_void_bets: 1, placed_void_stake: 7_000n, placed_cancelled_bets: 1, placed_cancelled_stake: 3_000n });
  });

  it('writes nothing for a trial account (the wallet commands leave its bets out)', async () => {
    const commands = new WalletCommands(writer, new LedgerRepository(h.database.db), () => at);
    const brand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
    const bet = { key: `j:${kind}:trial`, stake: 1_000n, category: 'RNG' as const, vendor: 'HOUSE', game: 'dice' };
    const move = { key: bet.key, hash: 'trial', brand, member: member[2]!.main, counter: house, amount: 1_000n, kind: 'bet' as const, bets: [bet] };
    expect((await commands.stake({ ...move, memberId: member[2]!.id, trial: true })).status).toBe('posted');
    expect(await row(bet.key)).toBeUndefined();
    // The same command for a real member journals the bet.
    expect((await commands.stake({ ...move, key: `${bet.key}:real`, memberId: member[1]!.id, member: member[1]!.main, trial: false, bets: [{ ...bet, key: `${bet.key}:real` }] })).status).toBe('posted');
    expect(await row(`${bet.key}:real`)).toMatchObject({ status: 'open', member_id: member[1]!.id });
  });

  it('under parallel bets, wins and retries, every bet is journaled once and the rollups equal the journal', async () => {
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      const key = `jp:${kind}:${i}`;
      const who = i % 2;
      const bet = stake(key, who, 1_000n + BigInt(i), [open(key, who, 1_000n + BigInt(i)), ...(i % 3 === 0 ? [settle(key, 0n, '2026-11-25')] : [])]);
      jobs.push(writer.post(bet), writer.post(bet));
      if (i % 3 === 1) jobs.push(writer.post(bet).then(() => writer.post(payout(`jpw:${kind}:${i}`, who, 2_000n, [settle(key, 2_000n, '2026-11-25')]))));
    }
    await Promise.all(jobs);
    // Bets placed on the 24th, settled on the 25th: each day's rollup agrees with the journal.
    expect(await rollupViolations(h.database.db, [member[0]!.id, member[1]!.id])).toEqual([]);
    expect(await brandDayViolations(h.database.db)).toEqual([]);
    const count = await h.database.db.selectFrom('bet_journal').select(sql<number>`count(*)::int`.as('n')).where('source_key', 'like', `jp:${kind}:%`).executeTakeFirst();
    expect(count).toEqual({ n: 60 });
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
