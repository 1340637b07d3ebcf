import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import type { JournalOp } from '../apps/server/src/modules/wallet/bet-journal.ts';
import { brandDayViolations, ledgerViolations, rollupViolations } from '../apps/server/src/modules/wallet/invariants.ts';
import { ledgerWriterFor } from '../apps/server/src/modules/wallet/ledger-writer.ts';
import { fundedMembers } from './ledger-fixture.ts';
import { fmt, percentile, processCpu, scratchDatabase } from './lib.ts';

const CLIENTS = 64;
const MEMBERS = 1000;

interface Run {
  betsPerSecond: number;
  p50: number;
  p99: number;
  /** What the figures came from, so runs can be pooled. */
  count: number;
  seconds: number;
  latencies: number[];
  /** The writer's batches and the time spent writing them. */
  batches?: number;
  writeMs?: number;
  /** CPU time (microseconds) of this process and of PostgreSQL's processes over the run. */
  nodeCpuUs?: number;
  postgresCpuUs?: number;
}

/** Several runs as one: bets over the time they took, percentiles over every bet. */
function pooled(runs: Run[]): Run {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const count = runs.reduce((n, r) => n + r.count, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const batches = runs.reduce((n, r) => n + (r.batches ?? 0), 0);
  const writeMs = runs.reduce((n, r) => n + (r.writeMs ?? 0), 0);
  const nodeCpuUs = runs.reduce((n, r) => n + (r.nodeCpuUs ?? 0), 0);
  const postgresCpuUs = runs.reduce((n, r) => n + (r.postgresCpuUs ?? 0), 0);
  return { betsPerSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count, seconds, latencies, batches, writeMs, nodeCpuUs, postgresCpuUs };
}


/** Opens a scratch database of the kind, prepared, with funded member accounts and a house account. */
async function setUp(kind: 'pglite' | 'postgres', adminUrl?: string) {
  const scratch = kind === 'postgres' ? await scratchDatabase(adminUrl!, 'wallet') : null;
  const drop = async () => scratch?.drop();
  const database = await openDatabase(scratch ? { url: scratch.url, poolSize: 16 } : {});
  await prepareDatabase(database);
  const { accounts, members, house } = await fundedMembers(database, MEMBERS);
  return { database, accounts, members, house, drop };
}

/** 64 clients, each placing bets one after another for `seconds`: debit a member, credit the house. */
async function drive(seconds: number, placeBet: (client: number, n: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let count = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let n = 0; performance.now() < end; n++) {
        const s = performance.now();
        await placeBet(c, n);
        latencies.push(performance.now() - s);
        count++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - t0) / 1000;
  return { betsPerSecond: count / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count, seconds: elapsed, latencies };
}

/**
 * Bets through the server's writer: debit a member, credit the house. With `journal`, each bet also
 * writes the bet journal as the house studio does for a round that lost: the bet's row, settled, and
 * its day's rollup are written with the money.
 */
async function batched(db: DatabaseHandle, env: { accounts: bigint[]; members: number[]; house: bigint }, seconds: number, tag: string, journal = false): Promise<Run> {
  const { accounts, members, house } = env;
  // The server's own writer configuration.
  const writer = ledgerWriterFor(db);
  const at = new Date();
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuMs();
  const run = await drive(seconds, async (c, n) => {
    const i = (c * 7919 + n) % accounts.length;
    const account = accounts[i]!;
    const key = `${tag}:${c}:${n}`;
    // The most common bet: a house round decided when placed and lost, written settled with its stake.
    const ops: JournalOp[] = journal
      ? [{ op: 'open', key, brandId: 1, memberId: members[i]!, category: 'RNG', vendor: 'HOUSE', game: 'dice', currency: 'PKR', stake: 10_000n, at, day: '2026-11-24', settled: { win: 0n } }]
      : [];
    const r = await writer.post({ key, hash: 'bet', kind: 'bet', currency: 'PKR', amount: 10_000n, legs: [{ account, amount: -10_000n }, { account: house, amount: 10_000n }], ...(journal ? { journal: ops } : {}) });
    if (r.status !== 'posted') throw new Error(`bet ${r.status} ${r.code}`);
  });
  const { batches, writeMs } = writer.stats;
  const cpu = process.cpuUsage(cpu0);
  return { ...run, batches, writeMs, nodeCpuUs: cpu.user + cpu.system, postgresCpuUs: (postgresCpuMs() - pg0) * 1000 };
}

/**
 * CPU time used so far by this machine's PostgreSQL processes (utime + stime from /proc, in ms; 0 where there
 * is no /proc or no server here). With the bench's own process's, it says what a bet costs in CPU, which the
 * machine's load moves far less than bets per second.
 */
function postgresCpuMs(): number {
  if (!existsSync('/proc')) return 0;
  let totalUs = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    // A process that ended between the listing and the read answers null.
    const p = processCpu(pid);
    if (p?.name === 'postgres') totalUs += p.cpuUs;
  }
  return totalUs / 1000;
}

/** The naive baseline: one interactive transaction per bet, SELECT ... FOR UPDATE, house row updated too. */
async function naive(db: DatabaseHandle, accounts: bigint[], house: bigint, seconds: number, tag: string): Promise<Run> {
  await sql`create table if not exists naive_house (id int primary key, balance bigint not null)`.execute(db.db);
  await sql`insert into naive_house values (1, 0) on conflict do nothing`.execute(db.db);
  return drive(seconds, async (c, n) => {
    const account = accounts[(c * 7919 + n) % accounts.length]!;
    const key = `${tag}:${c}:${n}`;
    await db.db.transaction().execute(async (tx) => {
      const row = await sql<{ balance: string }>`select balance from ledger_accounts where id = ${account} for update`.execute(tx);
      if (BigInt(row.rows[0]!.balance) < 10_000n) throw new Error('funds');
      await sql`update naive_house set balance = balance + 10000 where id = 1`.execute(tx);
      const b = await sql<{ balance: string; version: string }>`update ledger_accounts set balance = balance - 10000, version = version + 1 where id = ${account} returning balance::text, version::text`.execute(tx);
      await sql`insert into ledger_transfers (key, kind, request_hash, status, currency, amount, result) values (${key}, 'bet', 'bet', 'posted', 'PKR', 10000, '{}')`.execute(tx);
      await sql`insert into ledger_entries (transfer_key, account_id, amount, balance_after, account_version) values (${key}, ${account}, -10000, ${b.rows[0]!.balance}, ${b.rows[0]!.version}), (${key}, ${house}, 10000, null, null)`.execute(tx);
    });
  });
}

/** `npm run bench -- wallet`: bets per second through the batched writer, against the naive baseline, with the invariants checked after. */
export async function benchWallet(seconds: number) {
  const figures: Record<string, number | string> = {};
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let holds = true;
  let p99 = 0;
  for (const kind of ['pglite', ...(adminUrl ? ['postgres' as const] : [])] as const) {
    const env = await setUp(kind, adminUrl);
    try {
      // The same bets with and without the bet journal (issue 13: within 10 %), in alternating slices
      // (ABBA), so the tables growing and the machine's load drifting weigh on both alike.
      const slices = 4;
      const plainRuns: Run[] = [];
      const journalRuns: Run[] = [];
      // WAL written per bet (PostgreSQL): the work a bet costs the database, whatever the machine's load.
      const wal = { plain: 0, journal: 0 };
      const lsn = async () => (kind === 'postgres' ? (await sql<{ l: string }>`select pg_current_wal_lsn()::text as l`.execute(env.database.db)).rows[0]!.l : null);
      for (let i = 0; i < slices; i++) {
        const order = i % 2 === 0 ? [false, true] : [true, false];
        for (const journal of order) {
          const before = await lsn();
          const r = await batched(env.database, env, seconds / slices, `${kind}-${journal ? 'j' : 'b'}${i}`, journal);
          (journal ? journalRuns : plainRuns).push(r);
          if (before) wal[journal ? 'journal' : 'plain'] += Number((await sql<{ d: string }>`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${before}::pg_lsn)::text as d`.execute(env.database.db)).rows[0]!.d);
        }
      }
      const run = pooled(plainRuns);
      const journaled = pooled(journalRuns);
      for (const [label, r] of [['without', run], ['with', journaled]] as const) {
        console.log(`  ${label} the journal: ${fmt(r.batches!)} batches, ${fmt(r.count / r.batches!, 1)} bets per batch, ${fmt(r.writeMs! / r.batches!, 2)} ms per batch write`);
      }
      const violations = [...(await ledgerViolations(env.database.db)), ...(await rollupViolations(env.database.db, env.members)), ...(await brandDayViolations(env.database.db))];
      holds &&= violations.length === 0;
      console.log(`Wallet on ${kind} (${CLIENTS} clients, batched writer, synchronous_commit on)`);
      console.log(`  bets/s ${fmt(run.betsPerSecond)}  p50 ${fmt(run.p50, 2)} ms  p99 ${fmt(run.p99, 2)} ms  invariants ${violations.length === 0 ? 'hold' : violations.join('; ')}`);
      const journalRatio = journaled.betsPerSecond / run.betsPerSecond;
      console.log(`  with the bet journal: bets/s ${fmt(journaled.betsPerSecond)}  p50 ${fmt(journaled.p50, 2)} ms  p99 ${fmt(journaled.p99, 2)} ms  ${fmt(journalRatio * 100)} % of without (goal >= 90 %)`);
      if (kind === 'postgres') {
        const [plainWal, journalWal] = [wal.plain / run.count, wal.journal / journaled.count];
        console.log(`  WAL per bet: ${fmt(plainWal)} bytes without the journal, ${fmt(journalWal)} bytes with it (${fmt((journalWal / plainWal) * 100)} %)`);
        const cpu = (r: Run) => `${fmt(r.postgresCpuUs! / r.count, 1)} us in PostgreSQL + ${fmt(r.nodeCpuUs! / r.count, 1)} us in Node`;
        console.log(`  CPU per bet: ${cpu(run)} without the journal, ${cpu(journaled)} with it`);
        figures.postgres_cpu_us_per_bet = Math.round(run.postgresCpuUs! / run.count);
        figures.postgres_journal_cpu_us_per_bet = Math.round(journaled.postgresCpuUs! / journaled.count);
        figures.postgres_wal_bytes_per_bet = Math.round(plainWal);
        figures.postgres_journal_wal_bytes_per_bet = Math.round(journalWal);
      }
      figures[`${kind}_bets_per_s`] = Math.round(run.betsPerSecond);
      figures[`${kind}_journal_bets_per_s`] = Math.round(journaled.betsPerSecond);
      figures[`${kind}_journal_ratio`] = Number(journalRatio.toFixed(2));
      if (kind === 'postgres' || !adminUrl) p99 = run.p99;
      if (kind === 'postgres' || !adminUrl) {
        const base = await naive(env.database, env.accounts, env.house, seconds, `${kind}-n`);
        console.log(`  naive baseline (interactive transaction per bet, FOR UPDATE): bets/s ${fmt(base.betsPerSecond)}  p99 ${fmt(base.p99, 2)} ms`);
        console.log(`  ratio ${fmt(run.betsPerSecond / base.betsPerSecond, 2)}x (goal >= 5x)`);
        figures.naive_bets_per_s = Math.round(base.betsPerSecond);
        figures.ratio = Number((run.betsPerSecond / base.betsPerSecond).toFixed(2));
      }
    } finally {
      await env.database.close();
      await env.drop();
    }
  }
  figures.p99_ms = Number(p99.toFixed(2));
  figures.invariants = holds ? 'hold' : 'broken';
  return figures;
}
