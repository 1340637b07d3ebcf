import { z } from 'zod';

/** Game categories of the spec and the page each one navigates to. */
export const gameCategories = ['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'LIVE', 'FISH', 'RNG', 'PVP'] as const;
export type GameCategory = (typeof gameCategories)[number];

export const categoryPaths: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};

/** Point ratios per navigation item (spec section 3 and 9). */
export const pointRatios: Partial<Record<GameCategory, number>> = { LIVE: 0.7, SPORTS: 1.0, FISH: 1.2, RNG: 1.2, PVP: 1.0 };

/** One header navigation entry: a category page, or a single vendor of a category (e.g. DS88 sports). */
export const navItemSchema = z.object({
  gameType: z.enum(gameCategories),
  /** A vendor code when the entry is one vendor's page rather than the whole category. */
  vendor: z.string().optional(),
  /** Translation key of the label; defaults to the category's. */
  nameKey: z.string().optional(),
});
export type NavItem = z.infer<typeof navItemSchema>;

/** The sports vendor that the header places right after the live casino entry. */
export const liveAdjacentSportsVendor = 'DS88';

/**
 * Orders header items as the spec says: a sports vendor entry with code DS88 is moved to sit right
 * after LIVE. Everything else keeps the brand's order.
 */
export function orderNavItems(items: readonly NavItem[]): NavItem[] {
  const out = [...items];
  const ds88 = out.findIndex((i) => i.gameType === 'SPORTS' && i.vendor === liveAdjacentSportsVendor);
  if (ds88 < 0 || !out.some((i) => i.gameType === 'LIVE')) return out;
  const [entry] = out.splice(ds88, 1);
  out.splice(out.findIndex((i) => i.gameType === 'LIVE') + 1, 0, entry!);
  return out;
}
