import { Redis } from 'ioredis';

/** The channel on which a process announces that brand data changed, so every process reloads it. */
export const brandChangedChannel = 'lotus:brand-changed';

export interface RedisLink {
  client: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/** Connects when REDIS_URL is set. Redis only speeds things up and spreads news; PostgreSQL holds the truth. */
export async function connectRedis(url: string): Promise<RedisLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([client.connect(), subscriber.connect()]);
  return {
    client,
    subscriber,
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
