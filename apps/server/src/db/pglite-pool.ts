import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes an in-process PGlite look like a `pg` pool to Kysely's PostgresDialect, so both databases
 * share one dialect and one SQL. PGlite is a single session, so the pool hands out one client at a
 * time: a transaction holds the lease until it releases, and everything else waits its turn.
 */
export class PglitePool {
  #tail: Promise<void> = Promise.resolve();
  constructor(readonly pg: PGlite) {}

  async connect() {
    let release!: () => void;
    const lease = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => lease);
    await previous;
    let released = false;
    return {
      query: async (text: string, params: unknown[]) => {
        const r = await this.pg.query(text, params);
        return { command: r.command ?? '', rowCount: r.affectedRows ?? r.rowCount ?? 0, rows: r.rows };
      },
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }

  async end() {
    await this.#tail;
    await this.pg.close();
  }
}
