// Chunk entry of the "vnlottery" lazy page group.
export { VnLotteryPage } from '../../features/lottery/vn/vn-lottery-page';
