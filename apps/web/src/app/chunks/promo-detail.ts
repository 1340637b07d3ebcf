// Chunk entry of the "promoDetail" lazy page group.
export { PromoDetailPage } from '../../features/promotions/components/promo-detail-page';
