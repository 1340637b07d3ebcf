// Chunk entry of the "seamless" lazy page group.
export { SeamlessPage } from '../../features/wallet/components/seamless-page';
