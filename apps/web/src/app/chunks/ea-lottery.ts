// Chunk entry of the "eaLottery" lazy page group (SEA lottery).
export { SeaLotteryPage } from '../../features/lottery/components/lottery-page';
