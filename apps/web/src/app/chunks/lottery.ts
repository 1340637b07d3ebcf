// Chunk entry of the "lottery" lazy page group.
export { LotteryPage } from '../../features/lottery/components/lottery-page';
