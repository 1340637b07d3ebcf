// Chunk entry of the "pvp" lazy page group.
export { PvpPage } from '../../features/games/components/category-page';
