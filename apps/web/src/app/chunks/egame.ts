// Chunk entry of the "egame" lazy page group: slots, vendor lists, hot games and favourites.
import { warmLobby } from '../../features/games/lib/warm-lobby';
export { RngPage } from '../../features/games/components/category-page';
export { VendorGamesPage } from '../../features/games/components/vendor-games-page';
export { HotGamesPage } from '../../features/games/components/hot-games-page';
export { FavouritesPage } from '../../features/games/components/favourites-page';

// The lobby's first page is asked for as this chunk loads, before React reveals the page.
warmLobby();
