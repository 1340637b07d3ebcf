// Chunk entry of the "pvp" lazy page group.
import { warmLobby } from '../../features/games/lib/warm-lobby';
export { PvpPage } from '../../features/games/components/category-page';

// The lobby's first page is asked for as this chunk loads, before React reveals the page.
warmLobby();
