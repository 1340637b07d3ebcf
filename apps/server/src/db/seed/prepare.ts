import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Config } from '../../config/config.ts';
import { seedIfEmpty, type SeedOptions } from './seed.ts';
import type { DemoAccount } from './demo-accounts.ts';

/** Brings a database to the current schema and, on a fresh one, seeds the demo brand. */
export async function prepareDatabase(database: DatabaseHandle, options: SeedOptions = {}): Promise<{ migrations: string[]; seeded: boolean; demoAccounts: DemoAccount[] }> {
  const migrations = await migrateToLatest(database.db);
  const { seeded, demoAccounts } = await seedIfEmpty(database.db, options);
  return { migrations, seeded, demoAccounts };
}

/**
 * What the first-start seed takes from the configuration. Demo payments (a member approving their own
 * deposit on the stand-in provider's page) are on for the demo brand only outside production, and so
 * are the demo agent and member (tests' databases, prepared with no options, get neither).
 */
export function seedOptions(config: Pick<Config, 'DEMO_REGISTER_CAPTCHA' | 'NODE_ENV' | 'PORT'>): SeedOptions {
  // The demo brand's links go to this machine, by name or loopback address: the default port, and the configured one if different.
  const publicUrls = [...new Set([8080, config.PORT].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]))];
  return { registerCaptcha: config.DEMO_REGISTER_CAPTCHA, demoPayments: config.NODE_ENV !== 'production', publicUrls, demoAccounts: config.NODE_ENV !== 'production' };
}
