import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { brandChangedChannel, connectRedis, type RedisLink } from '../src/platform/redis.ts';
import { createHarness, type Harness } from './app-harness.ts';

/** With Redis, a brand change announced by one process reaches every process at once, despite its cache. */
describe.runIf(process.env.TEST_REDIS_URL)('brand changes over Redis', () => {
  let h: Harness;
  let redis: RedisLink;
  beforeAll(async () => {
    h = await createHarness('pglite');
    redis = await connectRedis(process.env.TEST_REDIS_URL!);
  });
  afterAll(async () => {
    await redis?.close();
    await h?.close();
  });

  it('drops the cached brand when a change is published', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '3600000', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database: h.database, redis, logger: false });
    try {
      const name = async () => (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.info.brand.name;
      expect(await name()).toBe('Lotus');
      await h.updateBrand('LOTUS', { name: 'Lotus Renamed' });
      expect(await name()).toBe('Lotus'); // cached for an hour
      await redis.client.publish(brandChangedChannel, 'LOTUS');
      await expect.poll(name, { timeout: 5000 }).toBe('Lotus Renamed');
    } finally {
      await app.close();
    }
  });
});
