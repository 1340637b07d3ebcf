import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { nearKey, type DrawResult, type NearValue } from '../api/lottery-draws';
import { ordersKey } from '../api/lottery-orders';
import { useLotteryEvents } from './use-lottery-socket';

/** Settlement runs right after a draw; orders and the balance are read again once it has had time. */
const SETTLE_DELAYS = [2_500, 8_000];

/**
 * Keeps a game's page current from the websocket: a drawn issue lands in the last result and the
 * results list at once, then the issue, trend, chase list, orders and balance are read again. After a
 * reconnect everything of the lottery is reloaded (events may have been missed). `onDrawn` hears the
 * game's draws (for an announcement).
 */
export function useLotteryLive(gameId: number | undefined, onDrawn?: (draw: DrawResult) => void): void {
  const client = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useLotteryEvents((event) => {
    if (event.type === 'reconnected') {
      void client.invalidateQueries({ queryKey: ['lottery'] });
      return;
    }
    void client.invalidateQueries({ queryKey: ['lottery', 'openIssues'] });
    if (event.gameId !== gameId) return;
    if (event.type === 'lottery.opened') {
      void client.invalidateQueries({ queryKey: nearKey(gameId) });
      return;
    }
    const draw = event.draw;
    client.setQueryData<NearValue>(nearKey(gameId), (old) =>
      old && (!old.previousNumero || old.previousNumero.numero <= draw.numero) ? { ...old, previousNumero: draw } : old,
    );
    client.setQueriesData<DrawResult[]>({ queryKey: ['lottery', 'draws', gameId, 'page', 1] }, (old) =>
      old && !old.some((d) => d.numero === draw.numero) ? [draw, ...old].slice(0, old.length || 1) : old,
    );
    void client.invalidateQueries({ queryKey: nearKey(gameId) });
    void client.invalidateQueries({ queryKey: ['lottery', 'draws', gameId] });
    void client.invalidateQueries({ queryKey: ['lottery', 'hotGap', gameId] });
    void client.invalidateQueries({ queryKey: ['lottery', 'chase', gameId] });
    void client.invalidateQueries({ queryKey: ordersKey });
    for (const delay of SETTLE_DELAYS) {
      timers.current.push(
        setTimeout(() => {
          void client.invalidateQueries({ queryKey: ordersKey });
          void client.invalidateQueries({ queryKey: ['wallet'] });
        }, delay),
      );
    }
    onDrawn?.(draw);
  });
}
