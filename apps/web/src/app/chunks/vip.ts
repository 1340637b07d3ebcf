// Chunk entry of the "Vip" lazy page group.
export { VipPage } from '../../features/vip/components/vip-page';
