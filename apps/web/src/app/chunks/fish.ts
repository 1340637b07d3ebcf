// Chunk entry of the "fish" lazy page group (shares the category page with live and pvp).
export { FishPage } from '../../features/games/components/category-page';
