import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';

/** A periodic task. Runs must be idempotent: a run that dies half-way is simply run again. */
export interface Job {
  name: string;
  everyMs: number;
  /** Returns a short summary for the log (what it did), or nothing. */
  run(): Promise<unknown>;
}

/**
 * The scheduled jobs of a process whose ROLE is `worker` or `all`. On PostgreSQL a run holds an
 * advisory lock named after its job, so of several processes one runs a given job at a time; the
 * others skip that tick. PGlite belongs to one process, so there a job only has to skip its own
 * overlapping ticks. Tests call `runOnce` directly instead of starting the timers.
 */
export class JobRunner {
  #timers: NodeJS.Timeout[] = [];
  readonly #jobs = new Map<string, Job>();
  readonly #running = new Set<string>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: Job): void {
    this.#jobs.set(job.name, job);
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  start(): void {
    for (const job of this.#jobs.values()) {
      const timer = setInterval(() => void this.runOnce(job.name).catch((error: unknown) => this.log.error({ job: job.name, err: error }, 'job failed')), job.everyMs);
      timer.unref();
      this.#timers.push(timer);
    }
  }

  stop(): void {
    for (const t of this.#timers) clearInterval(t);
    this.#timers = [];
  }

  /** Runs a job now unless another process is running it; answers whether it ran and what it reported. */
  async runOnce(name: string): Promise<{ ran: boolean; result?: unknown }> {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (this.#running.has(name)) return { ran: false };
    this.#running.add(name);
    try {
      if (this.database.kind === 'pglite') return await this.#run(job);
      // The lock and its release must use one connection: a session lock belongs to its session.
      return await this.database.db.connection().execute(async (conn) => {
        const key = `job:${name}`;
        const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtextextended(${key}, 11)) as ok`.execute(conn);
        if (!rows[0]!.ok) return { ran: false };
        try {
          return await this.#run(job);
        } finally {
          await sql`select pg_advisory_unlock(hashtextextended(${key}, 11))`.execute(conn);
        }
      });
    } finally {
      this.#running.delete(name);
    }
  }

  async #run(job: Job): Promise<{ ran: true; result?: unknown }> {
    const result = await job.run();
    if (result) this.log.info({ job: job.name, result }, 'job ran');
    return { ran: true, result };
  }
}
