import { EventEmitter } from 'node:events';
import type { RedisLink } from './redis.ts';

const channel = 'lotus:realtime';

/**
 * News for open websockets, by topic (`lottery:<brand>`, `member:<id>`, `brand:<id>`, `chat:<id>`, ...).
 * With Redis every process hears what any process published (one Redis channel for all topics, so a process
 * subscribes once however many sockets it holds); without it, in-process only. A publish reaches the sockets
 * open at that moment: what must not be lost is stored first (the inbox, the chat) and the socket only says
 * that something changed or carries a copy.
 */
export class RealtimeHub {
  readonly #local = new EventEmitter();

  constructor(private readonly redis?: RedisLink) {
    this.#local.setMaxListeners(0);
    if (redis) {
      void redis.subscriber.subscribe(channel);
      redis.subscriber.on('message', (from, message) => {
        if (from !== channel) return;
        const { topic, event } = JSON.parse(message) as { topic: string; event: unknown };
        this.#local.emit(topic, event);
      });
    }
  }

  async publish(topic: string, event: unknown): Promise<void> {
    if (this.redis) await this.redis.client.publish(channel, JSON.stringify({ topic, event }));
    else this.#local.emit(topic, event);
  }

  /** Calls `listener` with every event of a topic; answers the unsubscribe function. */
  subscribe<T>(topic: string, listener: (event: T) => void): () => void {
    const handler = (event: T) => listener(event);
    this.#local.on(topic, handler);
    return () => this.#local.off(topic, handler);
  }
}
