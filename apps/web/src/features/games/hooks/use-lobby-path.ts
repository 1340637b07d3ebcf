import { paths } from '../../../config/paths';
import { useBrand } from '../../system/hooks/use-system-status';
import { navItemHref } from '../lib/categories';

/**
 * Where a "games" link goes: the slots hall while the brand has slots, else its first navigation
 * entry (every entry the server sends leads to games), or null when the brand has no game at all.
 */
export function useLobbyPath(): string | null {
  const { gameCategories, navigation } = useBrand();
  if (gameCategories.includes('RNG')) return paths.rng;
  const first = navigation[0];
  return first ? navItemHref(first) : null;
}
