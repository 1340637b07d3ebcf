import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PglitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory for tests).
 * Both read int8 as bigint: money is never a JavaScript float.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server drops (restart, crash, failover) must not crash the process. Idle ones
    // raise 'error' on the pool; checked-out ones (a transaction between statements, a job's lock
    // connection) raise it on the client, where nobody listens by default. Either way the broken
    // client is not reused (pg-pool drops clients that are no longer queryable) and the next query
    // opens a new connection; the statement in flight fails and its caller sees the error.
    pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`postgres: connection lost (${error.message})`));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const pgl = await PGlite.create(options.dataDir ? path.resolve(options.dataDir, 'pglite') : undefined, {
    parsers: { [INT8]: (v: string) => BigInt(v), [NUMERIC]: (v: string) => v },
    // Trigram indexes for game name search (migration 0008).
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PglitePool(pgl) as unknown as pg.Pool }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
