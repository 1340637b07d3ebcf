// Chunk entry of the Games section: fetched when an operator first opens it.
export { CataloguePage } from '../../features/games/catalogue-page';
export { HallTabsPage } from '../../features/games/hall-tabs-page';
export { VendorsPage } from '../../features/games/vendors-page';
export { ImportPage } from '../../features/games/import-page';
