import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { brandChangedChannel, connectRedis, type RedisLink } from '../src/platform/redis.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { memberPassword, TestClient } from './api-client.ts';
import { hashToken } from '../src/platform/tokens.ts';

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
    const config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '3600000', WEB_DIST: '/nonexistent', DATA_DIR: h.dataDir });
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

  it('caches sessions in Redis and drops them at once on logout and on password change', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: h.dataDir });
    const app = await buildApp({ config, database: h.database, redis, logger: false });
    try {
      const c = new TestClient(app);
      const name = `redis${Date.now().toString(36)}`;
      await c.register(name);
      await c.ok('memberInfo');
      expect(await redis.client.exists(`sess:${hashToken(c.token!)}`)).toBe(1);
      await c.ok('logout');
      expect((await c.call('memberInfo')).statusCode).toBe(401);

      const other = new TestClient(app);
      other.token = (await other.login(name, memberPassword)).json().value.token;
      await other.ok('memberInfo');
      const fresh = await other.ok('changePassword', { body: { oldPassword: memberPassword, newPassword: 'newpass77', confirmNewPassword: 'newpass77' } });
      expect(fresh.token).not.toBe(other.token);
      expect((await other.call('memberInfo')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
