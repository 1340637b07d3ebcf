// Chunk entry of the "byIframe" lazy page group: pages that embed a third party (game, sports).
export { GamePage } from '../../features/games/components/game-page';
export { SportsPage } from '../../features/games/components/category-page';
