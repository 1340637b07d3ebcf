import type { GameCategory, NavItem } from '@lotus/contract/navigation';
import { categoryPaths } from '@lotus/contract/navigation';
import type { IconName } from '../../../components/ui/icon';

export const categoryIcons: Record<GameCategory, IconName> = {
  SPORTS: 'ball',
  ESPORTS: 'controller',
  ELOTT: 'ticket',
  LOTT: 'lottery',
  LIVE: 'cards',
  FISH: 'fish',
  RNG: 'dice',
  PVP: 'swords',
};

/** Lottery kinds share one header style (spec section 2). */
export function isLotteryCategory(category: GameCategory): boolean {
  return category === 'LOTT' || category === 'ELOTT';
}

export function navItemHref(item: NavItem): string {
  const base = categoryPaths[item.gameType];
  return item.vendor ? `${base}?vendor=${encodeURIComponent(item.vendor)}` : base;
}

export function navItemKey(item: NavItem): string {
  return item.vendor ? `${item.gameType}:${item.vendor}` : item.gameType;
}
