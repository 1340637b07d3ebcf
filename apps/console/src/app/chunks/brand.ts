// Chunk entry of the Brand section: fetched when an operator first opens it.
export { BrandIndexPage, BrandSettingsPage } from '../../features/brand/brand-pages';
