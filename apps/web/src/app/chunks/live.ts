// Chunk entry of the "live" lazy page group.
export { LivePage } from '../../features/games/components/category-page';
