import type { GameCategory } from '@lotus/contract/navigation';
import { paths, vendorPaths } from '../../../config/paths';
import { currentLanguageCode } from '../../../lib/i18n';
import { warmGameList, warmGameVendors } from '../api/games-queries';

const categoryOf: Partial<Record<string, GameCategory>> = {
  [paths.rng]: 'RNG',
  [paths.live]: 'LIVE',
  [paths.fish]: 'FISH',
  [paths.pvp]: 'PVP',
  [paths.sports]: 'SPORTS',
};

/**
 * Called by the lobby chunks as they load: asks for the first page of the lobby being opened (and
 * the vendor lanes) at once, rather than after React has revealed the page, so the first cards
 * arrive with the page. Only for lobby paths; visitors and members alike (the lists are public).
 */
export function warmLobby(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const language = currentLanguageCode();
  const params = new URLSearchParams(location.search);
  const category = categoryOf[location.pathname];
  const vendor = vendorPaths[location.pathname as keyof typeof vendorPaths];
  if (category === 'RNG') {
    const tab = params.get('page') ?? params.get('vendor') ?? '';
    warmGameList({ language, gameType: 'RNG', vassalage: tab && tab !== 'all' ? tab : undefined });
  } else if (category === 'SPORTS') {
    warmGameList({ language, gameType: params.get('page') === 'ESPORTS' ? 'ESPORTS' : 'SPORTS', vassalage: params.get('vendor') ?? undefined });
  } else if (category) {
    warmGameList({ language, gameType: category, vassalage: params.get('vendor') ?? undefined });
  } else if (vendor) {
    warmGameList({ language, vassalage: vendor });
  } else {
    return;
  }
  warmGameVendors(language);
}
