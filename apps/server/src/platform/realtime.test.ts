import { describe, expect, it } from 'vitest';
import { connectRedis } from './redis.ts';
import { RealtimeHub } from './realtime.ts';

const next = <T>(hub: RealtimeHub, topic: string) =>
  new Promise<T>((resolve) => {
    const off = hub.subscribe<T>(topic, (event) => {
      off();
      resolve(event);
    });
  });

describe('the realtime hub', () => {
  it('delivers an event to the subscribers of its topic only, in one process without Redis', async () => {
    const hub = new RealtimeHub();
    const seen: unknown[] = [];
    const off = hub.subscribe('member:2', (e) => seen.push(e));
    const got = next<{ n: number }>(hub, 'member:1');
    await hub.publish('member:1', { n: 1 });
    expect(await got).toEqual({ n: 1 });
    await hub.publish('member:2', { n: 2 });
    off();
    await hub.publish('member:2', { n: 3 });
    expect(seen).toEqual([{ n: 2 }]);
  });
});

/** Two processes, each with its own hub and Redis connections: what one publishes, the other's sockets hear. */
describe.runIf(process.env.TEST_REDIS_URL)('the realtime hub over Redis', () => {
  it('carries an event published by one process to a subscriber of another', async () => {
    const [a, b] = await Promise.all([connectRedis(process.env.TEST_REDIS_URL!), connectRedis(process.env.TEST_REDIS_URL!)]);
    try {
      const [hubA, hubB] = [new RealtimeHub(a), new RealtimeHub(b)];
      const topic = `test:${Date.now()}:${Math.random()}`;
      // Subscribing to the Redis channel is asynchronous: publish until the other side hears it.
      const got = next<{ from: string }>(hubB, topic);
      let heard = false;
      void got.then(() => (heard = true));
      for (let i = 0; i < 50 && !heard; i++) {
        await hubA.publish(topic, { from: 'a' });
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await got).toEqual({ from: 'a' });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
