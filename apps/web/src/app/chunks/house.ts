// Chunk entry of the house studio (not a spec group): game screens and the fairness verification page.
export { HouseGamePage } from '../../features/house/components/house-game-page';
export { FairVerifyPage } from '../../features/house/components/fair-verify-page';
