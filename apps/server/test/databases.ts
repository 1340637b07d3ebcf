import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Integration tests run on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A PostgreSQL database of its own for one test file, dropped afterwards. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lotus_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An empty database of the given kind; `close` also drops a scratch PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return openDatabase({});
  const scratch = await createScratchPostgres();
  const handle = await openDatabase({ url: scratch.url, poolSize: 4 });
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
