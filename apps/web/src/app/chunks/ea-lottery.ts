// Chunk entry of the "eaLottery" lazy page group (SEA lottery).
export { SeaLotteryPage } from '../../features/lottery/sea/sea-lottery-page';
