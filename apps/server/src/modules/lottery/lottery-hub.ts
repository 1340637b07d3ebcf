import { EventEmitter } from 'node:events';
import type { LotteryEvent } from '@lotus/contract/lottery';
import type { RedisLink } from '../../platform/redis.ts';

const channel = 'lotus:lottery';

/**
 * Lottery news for websocket clients: a drawn issue, a newly opened one. With Redis every process
 * hears what any process published (the scheduler may run elsewhere); without it, in-process only.
 */
export class LotteryHub {
  readonly #local = new EventEmitter();

  constructor(private readonly redis?: RedisLink) {
    this.#local.setMaxListeners(0);
    if (redis) {
      void redis.subscriber.subscribe(channel);
      redis.subscriber.on('message', (from, message) => {
        if (from !== channel) return;
        const { brandId, event } = JSON.parse(message) as { brandId: number; event: LotteryEvent };
        this.#local.emit('event', brandId, event);
      });
    }
  }

  async publish(brandId: number, event: LotteryEvent): Promise<void> {
    if (this.redis) await this.redis.client.publish(channel, JSON.stringify({ brandId, event }));
    else this.#local.emit('event', brandId, event);
  }

  /** Calls `listener` with every event of one brand; answers the unsubscribe function. */
  subscribe(brandId: number, listener: (event: LotteryEvent) => void): () => void {
    const handler = (b: number, e: LotteryEvent) => {
      if (b === brandId) listener(e);
    };
    this.#local.on('event', handler);
    return () => this.#local.off('event', handler);
  }
}
