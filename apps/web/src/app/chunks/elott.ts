// Chunk entry of the "elott" lazy page group.
export { ElottPage } from '../../features/games/components/category-page';
