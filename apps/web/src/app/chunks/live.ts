// Chunk entry of the "live" lazy page group.
import { warmLobby } from '../../features/games/lib/warm-lobby';
export { LivePage } from '../../features/games/components/category-page';

// The lobby's first page is asked for as this chunk loads, before React reveals the page.
warmLobby();
