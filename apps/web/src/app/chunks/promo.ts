// Chunk entry of the "promo" lazy page group.
export { PromotionsPage } from '../../features/promotions/components/promotions-page';
