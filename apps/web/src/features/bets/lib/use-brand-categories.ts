import { useMemo } from 'react';
import { gameCategories, orderNavItems, type GameCategory } from '@lotus/contract/navigation';
import { useBrand } from '../../system/hooks/use-system-status';

/**
 * The game categories this brand offers, in its menu's order, once each (a category may have several
 * vendor entries): what the record and P&L filters offer. A brand with no menu yet offers them all.
 */
export function useBrandCategories(): GameCategory[] {
  const navigation = useBrand().navigation;
  return useMemo(() => {
    const seen = [...new Set(orderNavItems(navigation).map((i) => i.gameType))];
    return seen.length > 0 ? seen : [...gameCategories];
  }, [navigation]);
}
