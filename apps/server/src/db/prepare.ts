import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Brings a database to the current schema and, on a fresh one, seeds the demo brand. */
export async function prepareDatabase(database: DatabaseHandle, options: { registerCaptcha?: boolean } = {}): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, options);
  return { migrations, seeded };
}
