import { useQueryClient } from '@tanstack/react-query';
import { useLotteryEvents } from '../../hooks/use-lottery-socket';

/**
 * Refreshes a page's lottery queries when one of its games (`gameIds`; all when null) is drawn: the results,
 * the issue on sale, the station menu and the member's orders (a drawn issue settles them). Events come over
 * the brand's shared lottery socket; after a reconnect everything of the lottery and the balance load again.
 */
export function useRefreshOnDraw(gameIds: readonly number[] | null): void {
  const client = useQueryClient();
  useLotteryEvents((event) => {
    if (event.type === 'reconnected') {
      // Back after a drop: whatever was drawn meanwhile.
      void client.invalidateQueries({ queryKey: ['lottery'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      return;
    }
    if (gameIds && !gameIds.includes(event.gameId)) return;
    void client.invalidateQueries({ queryKey: ['lottery', 'vn'] });
    void client.invalidateQueries({ queryKey: ['lottery', 'near', event.gameId] });
    void client.invalidateQueries({ queryKey: ['lottery', 'draws', event.gameId] });
    if (event.type === 'lottery.drawn') {
      void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    }
  });
}
