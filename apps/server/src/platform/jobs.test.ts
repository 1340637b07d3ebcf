import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createScratchPostgres, databaseKinds, openTestDatabase } from '../../test/databases.ts';
import { JobRunner } from './jobs.ts';

const log = pino({ level: 'silent' });

/** A job that takes a while and counts how often it actually ran. */
function slowJob() {
  const job = {
    runs: 0,
    name: 'test.slow',
    everyMs: 60_000,
    run: async () => {
      job.runs++;
      await new Promise((r) => setTimeout(r, 150));
      return job.runs;
    },
  };
  return job;
}

describe.each(databaseKinds)('scheduled jobs on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a job once at a time in a process: an overlapping tick skips', async () => {
    const runner = new JobRunner(database, log);
    const job = slowJob();
    runner.add(job);
    const results = await Promise.all([runner.runOnce(job.name), runner.runOnce(job.name)]);
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, result: 1 }]);
    expect(await runner.runOnce(job.name)).toEqual({ ran: true, result: 2 });
    await expect(runner.runOnce('no.such.job')).rejects.toThrow(/unknown job/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scheduled jobs across processes on PostgreSQL', () => {
  it('lets one of two processes run a tick while the other skips it, then either may run the next', async () => {
    const scratch = await createScratchPostgres();
    const one = await openDatabase({ url: scratch.url, poolSize: 2 });
    const two = await openDatabase({ url: scratch.url, poolSize: 2 });
    try {
      const job = slowJob();
      const [a, b] = [new JobRunner(one, log), new JobRunner(two, log)];
      a.add(job);
      b.add(job);
      const results = await Promise.all([a.runOnce(job.name), b.runOnce(job.name)]);
      expect(results.filter((r) => r.ran)).toHaveLength(1);
      expect(job.runs).toBe(1);
      expect((await b.runOnce(job.name)).ran).toBe(true); // the lock was released
      expect(job.runs).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await scratch.drop();
    }
  });
});
