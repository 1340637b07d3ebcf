import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter, type Movement, type PostResult } from './ledger-writer.ts';

/**
 * Model-based test (wallet.md): random sequences and concurrent bursts of deposits, bets, wins,
 * replays and reused keys run against the real ledger and an in-memory model; after every step the
 * balances and answers agree, and the invariants hold.
 */
interface Model {
  balances: bigint[];
  outcomes: Map<string, { hash: string; status: string; code?: string }>;
}

type Op =
  | { type: 'deposit' | 'bet' | 'win'; member: number; amount: bigint; key: string }
  | { type: 'replay'; index: number }
  | { type: 'reuse'; index: number; amount: bigint };

const MEMBERS = 4;

describe.each(databaseKinds)('ledger against its model on %s', (kind) => {
  let h: Harness;
  let repo: LedgerRepository;
  let accounts: bigint[];
  let house: bigint;
  let cashIn: bigint;
  let run = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    repo = new LedgerRepository(h.database.db);
    house = await repo.ensureAccount(1, null, 'house', 'PKR');
    cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
  });
  afterAll(async () => {
    await h?.close();
  });

  async function freshMembers(): Promise<bigint[]> {
    const out: bigint[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const name = `model${kind}${run}x${i}`;
      const m = await h.database.db
        .insertInto('members')
        .values({ brand_id: 1, username: name, username_key: name, customer_type: 0, password_hash: 'unused', referral_code: name.toUpperCase(), register_ip: '127.0.0.1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      out.push(await repo.ensureAccount(1, m.id, 'main', 'PKR'));
    }
    run++;
    return out;
  }

  const movement = (op: Extract<Op, { member: number }>, amount = op.amount): Movement => {
    const member = accounts[op.member]!;
    const from = op.type === 'deposit' ? cashIn : op.type === 'win' ? house : member;
    const to = op.type === 'bet' ? house : member;
    return { key: `${run}:${op.key}`, hash: `${op.type}:${op.member}:${amount}`, kind: op.type, currency: 'PKR', amount, legs: [{ account: from, amount: -amount }, { account: to, amount }] };
  };

  /** What the model says a movement does, applying it if it posts. */
  function expected(model: Model, m: Movement, member: number): { status: string; code?: string; duplicate: boolean } {
    const seen = model.outcomes.get(m.key);
    if (seen) return seen.hash === m.hash ? { status: seen.status, ...(seen.code ? { code: seen.code } : {}), duplicate: true } : { status: 'error', code: 'duplicate.transaction', duplicate: false };
    const debit = m.legs.find((l) => l.account === accounts[member])!.amount;
    if (model.balances[member]! + debit < 0n) {
      model.outcomes.set(m.key, { hash: m.hash, status: 'rejected', code: 'wallet.insufficient.funds' });
      return { status: 'rejected', code: 'wallet.insufficient.funds', duplicate: false };
    }
    model.balances[member]! += debit;
    model.outcomes.set(m.key, { hash: m.hash, status: 'posted' });
    return { status: 'posted', duplicate: false };
  }

  const opArb = () =>
    fc.oneof(
      { weight: 5, arbitrary: fc.record({ type: fc.constantFrom('deposit', 'bet', 'bet', 'win'), member: fc.integer({ min: 0, max: MEMBERS - 1 }), amount: fc.bigInt({ min: 1n, max: 50_000n }), key: fc.uuid().map((u) => `m:${u}`) }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('replay'), index: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('reuse'), index: fc.nat(), amount: fc.bigInt({ min: 1n, max: 50_000n }) }) },
    ) as fc.Arbitrary<Op>;

  it('agrees with the model one step at a time and in concurrent bursts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(opArb(), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 8 }), async (bursts) => {
        accounts = await freshMembers();
        // One batch in flight keeps submission order, which the sequential model follows; concurrent writers are tested below.
        const writer = new LedgerWriter(h.database.db, { maxBatch: 5 });
        const model: Model = { balances: new Array(MEMBERS).fill(0n), outcomes: new Map() };
        const history: { movement: Movement; member: number }[] = [];
        for (const burst of bursts) {
          // Resolve replays against history first, so the burst is a list of concrete movements.
          const moves = burst.flatMap((op) => {
            if (op.type === 'replay' || op.type === 'reuse') {
              if (history.length === 0) return [];
              const past = history[op.index % history.length]!;
              const m = op.type === 'replay' ? past.movement : { ...past.movement, hash: `${past.movement.hash}:other${op.amount}`, legs: past.movement.legs.map((l) => ({ ...l, amount: l.amount < 0n ? -op.amount : op.amount })), amount: op.amount };
              return [{ movement: m, member: past.member }];
            }
            return [{ movement: movement(op), member: op.member }];
          });
          // All of a burst goes in at once; the writer batches them in order, so the model applies them in order.
          const results: PostResult[] = await Promise.all(moves.map((x) => writer.post(x.movement)));
          moves.forEach((x, i) => {
            const want = expected(model, x.movement, x.member);
            const got = results[i]!;
            expect({ status: got.status, code: got.code, duplicate: got.duplicate }).toEqual({ status: want.status, code: want.code, duplicate: want.duplicate });
            if (want.status !== 'error' && !want.duplicate) history.push(x);
          });
          const rows = await repo.balances(accounts);
          const byId = new Map(rows.map((r) => [r.id, r.balance]));
          expect(accounts.map((a) => byId.get(a))).toEqual(model.balances);
        }
      }),
      { numRuns: kind === 'postgres' ? 25 : 40, seed: 4242, endOnFailure: true },
    );
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('posts each key once and conserves money with several writers racing duplicated, reordered movements', async () => {
    accounts = await freshMembers();
    // Several writers stand for several server processes; on PostgreSQL they run truly in parallel.
    const writers = Array.from({ length: 3 }, () => new LedgerWriter(h.database.db, { concurrency: 2, maxBatch: 7 }));
    for (const [i, a] of accounts.entries()) {
      await writers[0]!.post({ key: `seed:${run}:${i}`, hash: 'seed', kind: 'deposit', currency: 'PKR', amount: 100_000n, legs: [{ account: cashIn, amount: -100_000n }, { account: a, amount: 100_000n }] });
    }
    const moves = Array.from({ length: 240 }, (_, i) => {
      const member = i % MEMBERS;
      const amount = BigInt(1 + ((i * 7919) % 9000));
      const type = i % 3 === 0 ? 'win' : 'bet';
      return movement({ type, member, amount, key: `race:${i}` });
    });
    // Every movement is sent three times, by different writers, in shuffled order.
    const sends = moves.flatMap((m, i) => [0, 1, 2].map((w) => ({ m, w, order: (i * 31 + w * 97) % 719 })));
    sends.sort((a, b) => a.order - b.order);
    const results = await Promise.all(sends.map((s) => writers[s.w]!.post(s.m)));
    const firsts = new Map<string, PostResult>();
    for (const r of results) if (!r.duplicate && r.status !== 'error') {
      expect(firsts.has(r.key), `${r.key} posted twice`).toBe(false);
      firsts.set(r.key, r);
    }
    expect(firsts.size).toBe(moves.length);
    // Every repeat answers exactly what the first answer was.
    for (const r of results) expect(r.status).toBe(firsts.get(r.key)!.status);
    const expectedBalances = accounts.map((a) => {
      let b = 100_000n;
      for (const m of moves) if (firsts.get(m.key)!.status === 'posted') b += m.legs.find((l) => l.account === a)?.amount ?? 0n;
      return b;
    });
    const rows = await repo.balances(accounts);
    const byId = new Map(rows.map((r) => [r.id, r.balance]));
    expect(accounts.map((a) => byId.get(a))).toEqual(expectedBalances);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
