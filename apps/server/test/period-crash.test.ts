import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';
import { children, exited, repoRoot } from './crash-support.ts';
import { createScratchPostgres, databaseKinds } from './databases.ts';
import { crashEngine, crashLineCount, crashMembers, crashPeriod, crashScheme } from './period-crash-scheme.ts';

async function seedMembers(database: DatabaseHandle): Promise<void> {
  await database.db
    .insertInto('members')
    .values(Array.from({ length: crashMembers }, (_, i) => ({ brand_id: 1, username: `periodcrash${i}`, username_key: `periodcrash${i}`, customer_type: 0, password_hash: 'unused', referral_code: `PCRASH${i}`, register_ip: '127.0.0.1' })))
    .execute();
}

/** Starts the child closing the period; resolves with how many lines it had posted when it was killed, or null if it finished first. */
function closeAndKill(target: string, killAfter: number): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/period-close-child.ts', target], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let dots = 0;
  let log = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      dots += text.split('.').length - 1;
      if (text.includes('done')) resolve(null);
      if (dots >= killAfter && child.signalCode === null && child.exitCode === null) {
        child.kill('SIGKILL');
        void exited(child).then(() => resolve(dots));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) reject(new Error(`child exited ${code ?? signal}: ${log}`));
    });
  });
}

async function periodTransfers(database: DatabaseHandle): Promise<number> {
  const r = await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where key like 'period:crash:%'`.execute(database.db);
  return Number(r.rows[0]!.n);
}

/** After the rerun: the close posted, every line paid exactly once with its own amount, the ledger sound. */
async function expectEveryLineOnce(database: DatabaseHandle): Promise<void> {
  const db = database.db;
  const close = await crashEngine(database, new LedgerWriter(db), 500).close(crashScheme(db), 1, crashPeriod);
  expect(close).toMatchObject({ status: 'posted', lineCount: crashLineCount, postedLines: crashLineCount });
  const { rows } = await sql<{ key: string; amount: string; legs: string }>`
    select t.key, t.amount::text as amount, (select count(*) from ledger_entries e where e.transfer_key = t.key)::text as legs
    from ledger_transfers t where t.key like 'period:crash:%' and t.status = 'posted'`.execute(db);
  expect(rows).toHaveLength(crashLineCount);
  const byLine = new Map(rows.map((r) => [Number(r.key.split(':').at(-1)), r]));
  for (let line = 1; line <= crashLineCount; line++) {
    expect(byLine.get(line)?.amount, `line ${line}`).toBe(String(99 + line));
    expect(byLine.get(line)?.legs, `line ${line}`).toBe('2');
  }
  const statuses = await db.selectFrom('period_close_lines').select('status').where('close_id', '=', close.id).groupBy('status').select((eb) => eb.fn.countAll<string>().as('n')).execute();
  expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([['posted', crashLineCount]]);
  expect(await ledgerViolations(db)).toEqual([]);
}

/**
 * The exactly-once promise of the period engine under kill -9: a process posting a close of 3,000
 * lines is killed mid-post; running the close again finishes it, paying every line exactly once.
 */
describe.runIf(databaseKinds.includes('postgres'))('a period close under kill -9 on postgres', () => {
  it('is finished by the next run, every line paid once', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ url: scratch.url, poolSize: 4 });
    try {
      await prepareDatabase(database);
      await seedMembers(database);
      const postedWhenKilled = await closeAndKill(scratch.url, 600);
      expect(postedWhenKilled, 'killed before the close finished').not.toBeNull();
      const paid = await periodTransfers(database);
      expect(paid).toBeGreaterThanOrEqual(600);
      expect(paid).toBeLessThan(crashLineCount);
      const half = await database.db.selectFrom('period_closes').select(['status', 'posted_lines']).where('scheme', '=', 'crash').executeTakeFirstOrThrow();
      expect(half.status).toBe('computed');
      expect(half.posted_lines).toBeLessThanOrEqual(paid);
      await expectEveryLineOnce(database);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

describe('a period close under kill -9 on pglite', () => {
  it('is finished by the next run, every line paid once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-period-crash-'));
    try {
      // One process at a time may open a PGlite directory: set up, close, let the child post, then reopen.
      const setup = await openDatabase({ dataDir });
      await prepareDatabase(setup);
      await seedMembers(setup);
      await setup.close();
      const postedWhenKilled = await closeAndKill(dataDir, 600);
      expect(postedWhenKilled, 'killed before the close finished').not.toBeNull();
      const database = await openDatabase({ dataDir });
      try {
        const paid = await periodTransfers(database);
        expect(paid).toBeGreaterThanOrEqual(600);
        expect(paid).toBeLessThan(crashLineCount);
        await expectEveryLineOnce(database);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
