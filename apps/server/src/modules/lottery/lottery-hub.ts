import type { LotteryEvent } from '@lotus/contract/lottery';
import type { RealtimeHub } from '../../platform/realtime.ts';

/** Lottery news for websocket clients (a drawn issue, a newly opened one), per brand, over the realtime hub. */
export class LotteryHub {
  constructor(private readonly hub: RealtimeHub) {}

  publish(brandId: number, event: LotteryEvent): Promise<void> {
    return this.hub.publish(`lottery:${brandId}`, event);
  }

  /** Calls `listener` with every event of one brand; answers the unsubscribe function. */
  subscribe(brandId: number, listener: (event: LotteryEvent) => void): () => void {
    return this.hub.subscribe(`lottery:${brandId}`, listener);
  }
}
