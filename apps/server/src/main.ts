import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase, seedOptions } from './db/seed/prepare.ts';
import { buildApp } from './app.ts';
import { connectRedis } from './platform/redis.ts';

/** Starts one server process: migrate, seed on first start, listen; stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE });
  const prepared = await prepareDatabase(database, seedOptions(config));
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp({ config, database, redis, demoAccounts: prepared.demoAccounts });
  app.log.info({ database: database.kind, migrations: prepared.migrations, seeded: prepared.seeded, redis: Boolean(redis), role: config.ROLE }, 'ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await redis?.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // A worker runs scheduled jobs only (draws, settlements, salaries as they arrive) and takes no HTTP traffic.
  if (config.ROLE !== 'worker') await app.listen({ port: config.PORT, host: config.HOST });
  // Scheduled jobs (lottery draws every second, settlements, holds) run in worker and all-in-one processes.
  if (config.ROLE !== 'web') app.jobs.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
