// Chunk entry of the "byIframe" lazy page group: pages that embed a third party (game, sports).
import { warmLobby } from '../../features/games/lib/warm-lobby';
export { GamePage } from '../../features/games/components/game-page';
export { SportsPage } from '../../features/games/components/category-page';

// The lobby's first page is asked for as this chunk loads, before React reveals the page.
warmLobby();
