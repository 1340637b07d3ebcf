// Chunk entry of the "fish" lazy page group (shares the category page with live and pvp).
import { warmLobby } from '../../features/games/lib/warm-lobby';
export { FishPage } from '../../features/games/components/category-page';

// The lobby's first page is asked for as this chunk loads, before React reveals the page.
warmLobby();
