import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { seedCrashLoad, send, startServer, type Call } from './crash-support.ts';
import { createScratchPostgres } from './databases.ts';

type Answer = NonNullable<Awaited<ReturnType<typeof send>>>;

/** A deterministic shuffle, so a failure can be replayed. */
function scramble<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * wallet.md's second way to test: concurrent clients against two server processes on one PostgreSQL,
 * with vendor calls duplicated, reordered, delayed and timed out (the client gives up after a few
 * milliseconds while the server goes on). Every call's answer is final (each repeat answers the same),
 * rounds keep their rules, and the ledger's invariants hold.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('seamless wallet storm on two processes', () => {
  it('answers every call the same however often, late or early it arrives, and keeps every round whole', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ url: scratch.url, poolSize: 4 });
    try {
      await prepareDatabase(database);
      const db = database.db;
      // Bets and wins per round, then rollbacks: of the round's bet, and of bets never seen.
      const base = (await seedCrashLoad(db)).slice(0, 400);
      const calls: Call[] = [...base];
      for (let i = 0; i < base.length; i += 2) {
        const bet = base[i]!.body;
        if (i % 6 === 0) calls.push({ action: 'rollback', body: { playerId: bet.playerId!, transactionId: `rb${i}`, roundId: bet.roundId!, referenceTransactionId: bet.transactionId! } });
        if (i % 10 === 0) calls.push({ action: 'rollback', body: { playerId: bet.playerId!, transactionId: `rn${i}`, roundId: `lost${i}`, referenceTransactionId: `never${i}` } });
        if (i % 10 === 0) calls.push({ action: 'bet', body: { playerId: bet.playerId!, transactionId: `never${i}`, roundId: `lost${i}`, amount: '2', currency: 'PKR' } });
      }
      const servers = [await startServer(scratch.url), await startServer(scratch.url)];

      // Each call three times, scrambled, to either process; a third of the sends wait first, a sixth give up after 3 ms.
      const sends = scramble(calls.flatMap((call, index) => [0, 1, 2].map((copy) => ({ call, index, copy }))), 7);
      const answers = new Map<number, Answer[]>();
      let next = 0;
      await Promise.all(
        Array.from({ length: 24 }, async () => {
          while (next < sends.length) {
            const n = next++;
            const s = sends[n]!;
            if (n % 3 === 0) await new Promise((r) => setTimeout(r, n % 40));
            const r = await send(servers[(n + s.copy) % 2]!.port, s.call, n % 6 === 1 ? 3 : 10_000);
            if (r) answers.set(s.index, [...(answers.get(s.index) ?? []), r]);
          }
        }),
      );

      // Each call once more, in order: the final answer, which every earlier one must equal.
      for (const [index, call] of calls.entries()) {
        const last = await send(servers[index % 2]!.port, call);
        expect(last, `call ${index}`).not.toBeNull();
        expect(last!.ok || last!.status < 500, `call ${index} answered ${JSON.stringify(last)}`).toBe(true);
        for (const earlier of answers.get(index) ?? []) {
          if (last!.ok) expect(earlier.ok && earlier.value.balance, `call ${index}: ${JSON.stringify(earlier)} then ${JSON.stringify(last)}`).toBe(last!.value.balance);
          else expect(!earlier.ok && earlier.code, `call ${index}: ${JSON.stringify(earlier)} then ${JSON.stringify(last)}`).toBe(last!.code);
        }
      }

      // Round rules (invariant 6): live bets never negative, at most one rollback per bet, and the
      // round's totals are exactly what moved; a bet behind a tombstone never moved money.
      const rounds = await sql<{ round_key: string; live_bets: number; bet_total: string; win_total: string; refund_total: string }>`
        select round_key, live_bets, bet_total::text, win_total::text, refund_total::text from ledger_rounds where round_key like 'CRASHV:%'`.execute(db);
      expect(rounds.rows.length).toBeGreaterThan(100);
      const moved = await sql<{ round: string; kind: string; total: string }>`
        select t.reference->>'round' as round, t.kind, sum(e.amount)::text as total from ledger_transfers t
        join ledger_entries e on e.transfer_key = t.key join ledger_accounts a on a.id = e.account_id
        where t.key like 'vendor:CRASHV:%' and a.has_balance group by 1, 2`.execute(db);
      const by = new Map(moved.rows.map((m) => [`${m.round}/${m.kind}`, BigInt(m.total)]));
      for (const r of rounds.rows) {
        const round = r.round_key.slice('CRASHV:'.length);
        expect(r.live_bets).toBeGreaterThanOrEqual(0);
        expect(-(by.get(`${round}/bet`) ?? 0n), round).toBe(BigInt(r.bet_total));
        expect(by.get(`${round}/win`) ?? 0n, round).toBe(BigInt(r.win_total));
        expect(by.get(`${round}/rollback`) ?? 0n, round).toBe(BigInt(r.refund_total));
      }
      const late = await sql<{ n: string }>`select count(*)::text as n from ledger_entries where transfer_key like 'vendor:CRASHV:never%'`.execute(db);
      const tombstones = await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where key like 'vendor:CRASHV:never%' and status = 'tombstone'`.execute(db);
      // Where the rollback came first, the bet found a tombstone and moved nothing.
      expect(Number(tombstones.rows[0]!.n) + Number(late.rows[0]!.n) / 2).toBe(calls.filter((c) => c.body.transactionId!.startsWith('never')).length);
      expect(await ledgerViolations(db)).toEqual([]);
      for (const s of servers) s.child.kill('SIGTERM');
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
