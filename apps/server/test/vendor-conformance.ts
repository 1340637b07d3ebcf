import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { databaseKinds, type DatabaseKind } from './databases.ts';
import { uid } from './vendor-app.ts';

/** What a wallet call came to, whatever the vendor's protocol calls it. */
export type Outcome =
  | 'ok'
  | 'insufficient'
  | 'duplicate'
  | 'no-bet'
  | 'rolled-back'
  | 'has-win'
  | 'token'
  | 'signature'
  | 'currency'
  | 'invalid'
  /** Refused for a reason the protocol has no word for (Hub88's RS_ERROR_UNKNOWN). */
  | 'refused'
  /** The server failed (HTTP 500, or an answer that is not the protocol's). */
  | 'unknown';

/** A wallet answer in a common shape: the outcome, and the balance it reported (our units), if any. */
export interface WalletAnswer {
  outcome: Outcome;
  balance: bigint | null;
  /** The protocol's own answer, for failure messages. */
  raw: unknown;
}

export interface DriverPlayer {
  memberId: number;
  /** The live vendor session token (launch opens it). */
  token: string;
}

export interface Tx {
  id: string;
  round: string;
  /** Our units (1/10,000); the driver writes them in the vendor's notation. */
  amount: bigint;
  currency?: string;
}

/**
 * Speaks one vendor protocol to our server: sends its balance, bet, win and rollback calls, signed
 * as that vendor signs them, and reads the answers into the common shape. The suite never sees the
 * protocol; every adapter must pass it.
 */
export interface VendorDriver {
  /** The database the app runs on (the suite checks the ledger's invariants there). */
  readonly db: Db;
  /** The vendor code its transactions and rounds are kept under. */
  readonly vendor: string;
  /** A member of the demo brand with `units` in the wallet this vendor uses and a live session. */
  player(units: bigint): Promise<DriverPlayer>;
  /** Money arriving from elsewhere (a deposit). */
  deposit(player: DriverPlayer, units: bigint): Promise<void>;
  /** Ends the player's vendor sessions. */
  expireSessions(player: DriverPlayer): Promise<void>;
  balance(player: DriverPlayer): Promise<WalletAnswer>;
  bet(player: DriverPlayer, tx: Tx, options?: { badSignature?: boolean }): Promise<WalletAnswer>;
  win(player: DriverPlayer, tx: Tx & { betId: string }): Promise<WalletAnswer>;
  rollback(player: DriverPlayer, tx: { id: string; round: string; betId: string }): Promise<WalletAnswer>;
  /** A bet of 1.00005 of the currency (finer than 1/10,000), written as the vendor would write it. */
  betTooFine(player: DriverPlayer, tx: { id: string; round: string }): Promise<WalletAnswer>;
  close(): Promise<void>;
}

export type MakeDriver = (kind: DatabaseKind) => Promise<VendorDriver>;

/**
 * The seamless wallet rules (wallet.md) as every vendor protocol must honour them, run on every test
 * database: balance; a bet debits once; a duplicate answers the original; insufficient funds is
 * final; a win needs a bet and credits once; a rollback refunds once and repeats answer the same; a
 * rollback of an unknown bet leaves a tombstone that refuses the late bet; no rollback after a win;
 * wins and rollbacks settle after the session ended, new bets do not; bad signatures, wrong
 * currencies and over-precise amounts move nothing; and the ledger's invariants hold throughout.
 */
export function describeVendorConformance(name: string, makeDriver: MakeDriver): void {
  describe.each(databaseKinds)(`${name}: vendor conformance on %s`, (kind) => {
    let d: VendorDriver;
    beforeAll(async () => {
      d = await makeDriver(kind);
    });
    afterAll(async () => {
      await d?.close();
    });
    const balanceOf = async (p: DriverPlayer) => {
      const answer = await d.balance(p);
      expect(answer.outcome, JSON.stringify(answer.raw)).toBe('ok');
      return answer.balance;
    };
    const expectAnswer = (answer: WalletAnswer, outcome: Outcome | Outcome[], balance?: bigint) => {
      const outcomes = Array.isArray(outcome) ? outcome : [outcome];
      expect(outcomes, JSON.stringify(answer.raw)).toContain(answer.outcome);
      if (balance !== undefined) expect(answer.balance, JSON.stringify(answer.raw)).toBe(balance);
    };

    it('answers the balance', async () => {
      const p = await d.player(123_400n);
      expectAnswer(await d.balance(p), 'ok', 123_400n);
    });

    it('debits a bet once', async () => {
      const p = await d.player(100_000n);
      expectAnswer(await d.bet(p, { id: uid('b'), round: uid('r'), amount: 25_000n }), 'ok', 75_000n);
      expect(await balanceOf(p)).toBe(75_000n);
    });

    it('answers a duplicate bet with the original answer, and refuses its id for another bet', async () => {
      const p = await d.player(100_000n);
      const bet = { id: uid('b'), round: uid('r'), amount: 25_000n };
      expectAnswer(await d.bet(p, bet), 'ok', 75_000n);
      expectAnswer(await d.bet(p, { id: uid('b'), round: uid('r'), amount: 10_000n }), 'ok', 65_000n);
      // The original answer, not today's balance; and nothing moves again.
      expectAnswer(await d.bet(p, bet), 'ok', 75_000n);
      expectAnswer(await d.bet(p, { ...bet, amount: 30_000n }), 'duplicate');
      expect(await balanceOf(p)).toBe(65_000n);
    });

    it('refuses a bet beyond the balance, and the refusal stays final', async () => {
      const p = await d.player(10_000n);
      const bet = { id: uid('b'), round: uid('r'), amount: 50_000n };
      expectAnswer(await d.bet(p, bet), 'insufficient');
      await d.deposit(p, 100_000n);
      expectAnswer(await d.bet(p, bet), 'insufficient');
      expect(await balanceOf(p)).toBe(110_000n);
    });

    it('pays a win only on a round with a bet', async () => {
      const p = await d.player(100_000n);
      expectAnswer(await d.win(p, { id: uid('w'), round: uid('r'), amount: 10_000n, betId: uid('never') }), 'no-bet');
      expect(await balanceOf(p)).toBe(100_000n);
    });

    it('credits a win once', async () => {
      const p = await d.player(100_000n);
      const round = uid('r');
      const betId = uid('b');
      expectAnswer(await d.bet(p, { id: betId, round, amount: 20_000n }), 'ok', 80_000n);
      const win = { id: uid('w'), round, amount: 50_000n, betId };
      expectAnswer(await d.win(p, win), 'ok', 130_000n);
      expectAnswer(await d.win(p, win), 'ok', 130_000n);
      expect(await balanceOf(p)).toBe(130_000n);
    });

    it('refunds a rollback once, and answers its repeats the same', async () => {
      const p = await d.player(100_000n);
      const round = uid('r');
      const betId = uid('b');
      expectAnswer(await d.bet(p, { id: betId, round, amount: 40_000n }), 'ok', 60_000n);
      const rollback = { id: uid('rb'), round, betId };
      expectAnswer(await d.rollback(p, rollback), 'ok', 100_000n);
      expectAnswer(await d.rollback(p, rollback), 'ok', 100_000n);
      // Another rollback of the same bet refunds nothing.
      expectAnswer(await d.rollback(p, { ...rollback, id: uid('rb') }), 'rolled-back');
      // A win on the rolled-back bet is refused.
      expectAnswer(await d.win(p, { id: uid('w'), round, amount: 10_000n, betId }), ['no-bet', 'rolled-back']);
      expectAnswer(await d.bet(p, { id: uid('b'), round: uid('r'), amount: 10_000n }), 'ok', 90_000n);
      expectAnswer(await d.rollback(p, rollback), 'ok', 100_000n);
      expect(await balanceOf(p)).toBe(90_000n);
    });

    it('leaves a tombstone for a rollback of an unknown bet, so the late bet is refused', async () => {
      const p = await d.player(100_000n);
      const round = uid('r');
      const betId = uid('b');
      expectAnswer(await d.rollback(p, { id: uid('rb'), round, betId }), 'ok', 100_000n);
      expectAnswer(await d.bet(p, { id: betId, round, amount: 10_000n }), ['duplicate', 'rolled-back']);
      expect(await balanceOf(p)).toBe(100_000n);
    });

    it('refuses a rollback after a win', async () => {
      const p = await d.player(100_000n);
      const round = uid('r');
      const betId = uid('b');
      await d.bet(p, { id: betId, round, amount: 20_000n });
      expectAnswer(await d.win(p, { id: uid('w'), round, amount: 5_000n, betId }), 'ok', 85_000n);
      const answer = await d.rollback(p, { id: uid('rb'), round, betId });
      expect(answer.outcome, JSON.stringify(answer.raw)).not.toBe('ok');
      expect(await balanceOf(p)).toBe(85_000n);
    });

    it('settles wins and rollbacks after the session ended, but takes no new bet', async () => {
      const p = await d.player(100_000n);
      const [r1, r2] = [uid('r'), uid('r')];
      const [b1, b2] = [uid('b'), uid('b')];
      expectAnswer(await d.bet(p, { id: b1, round: r1, amount: 10_000n }), 'ok', 90_000n);
      expectAnswer(await d.bet(p, { id: b2, round: r2, amount: 20_000n }), 'ok', 70_000n);
      await d.expireSessions(p);
      expectAnswer(await d.bet(p, { id: uid('b'), round: r1, amount: 10_000n }), 'token');
      expectAnswer(await d.win(p, { id: uid('w'), round: r1, amount: 30_000n, betId: b1 }), 'ok', 100_000n);
      expectAnswer(await d.rollback(p, { id: uid('rb'), round: r2, betId: b2 }), 'ok', 120_000n);
      // A repeat of a bet taken before the session ended still gets its original answer.
      expectAnswer(await d.bet(p, { id: b1, round: r1, amount: 10_000n }), 'ok', 90_000n);
      expect(await balanceOf(p)).toBe(120_000n);
    });

    it('refuses a call with a bad signature and moves nothing', async () => {
      const p = await d.player(100_000n);
      const bet = { id: uid('b'), round: uid('r'), amount: 10_000n };
      expectAnswer(await d.bet(p, bet, { badSignature: true }), 'signature');
      expect(await balanceOf(p)).toBe(100_000n);
      // The id was not used up by the refused call.
      expectAnswer(await d.bet(p, bet), 'ok', 90_000n);
    });

    it('refuses a bet in another currency', async () => {
      const p = await d.player(100_000n);
      expectAnswer(await d.bet(p, { id: uid('b'), round: uid('r'), amount: 10_000n, currency: 'USD' }), 'currency');
      expect(await balanceOf(p)).toBe(100_000n);
    });

    it('refuses an amount finer than the wallet keeps, never rounding it', async () => {
      const p = await d.player(100_000n);
      expectAnswer(await d.betTooFine(p, { id: uid('b'), round: uid('r') }), 'invalid');
      expect(await balanceOf(p)).toBe(100_000n);
    });

    it('keeps every round consistent under repeated, concurrent calls, and the ledger invariants hold', async () => {
      const players = await Promise.all([1, 2].map(() => d.player(1_000_000n)));
      const calls: (() => Promise<WalletAnswer>)[] = [];
      for (let r = 0; r < 8; r++) {
        const p = players[r % players.length]!;
        const round = uid(`cr${r}`);
        const bets = [uid('b'), uid('b')];
        for (const b of bets) calls.push(() => d.bet(p, { id: b, round, amount: BigInt(10_000 * (1 + (r % 3))) }));
        if (r % 3 === 0) calls.push(() => d.win(p, { id: uid('w'), round, amount: 25_000n, betId: bets[0]! }));
        if (r % 2 === 0) calls.push(() => d.rollback(p, { id: uid('rb'), round, betId: bets[1]! }));
        if (r % 4 === 1) calls.push(() => d.rollback(p, { id: uid('rb'), round, betId: uid('never') }));
      }
      // Every call three times (vendors retry), interleaved, all at once.
      const sends = calls.flatMap((c, i) => [0, 1, 2].map((k) => ({ c, order: (i * 37 + k * 101) % 997 })));
      sends.sort((a, b) => a.order - b.order);
      const answers = await Promise.all(sends.map((s) => s.c()));
      expect(answers.filter((a) => a.outcome === 'unknown').map((a) => a.raw)).toEqual([]);
      // Invariant 6: per round, what moved equals the round's totals; live bets never negative.
      const rounds = await sql<{ round_key: string; live_bets: number; bet_total: string; win_total: string; refund_total: string }>`
        select round_key, live_bets, bet_total::text, win_total::text, refund_total::text from ledger_rounds where round_key like ${`${d.vendor}:cr%`}`.execute(d.db);
      expect(rounds.rows.length).toBe(8);
      for (const r of rounds.rows) {
        const roundId = r.round_key.slice(d.vendor.length + 1);
        const moved = await sql<{ kind: string; total: string }>`
          select t.kind, coalesce(sum(e.amount), 0)::text as total from ledger_transfers t join ledger_entries e on e.transfer_key = t.key
          join ledger_accounts a on a.id = e.account_id
          where t.key like ${`vendor:${d.vendor}:%`} and t.reference->>'round' = ${roundId} and a.has_balance group by t.kind`.execute(d.db);
        const by = Object.fromEntries(moved.rows.map((m) => [m.kind, BigInt(m.total)]));
        expect(-(by.bet ?? 0n)).toBe(BigInt(r.bet_total));
        expect(by.win ?? 0n).toBe(BigInt(r.win_total));
        expect(by.rollback ?? 0n).toBe(BigInt(r.refund_total));
        expect(r.live_bets).toBeGreaterThanOrEqual(0);
      }
      expect(await ledgerViolations(d.db)).toEqual([]);
    });
  });
}
