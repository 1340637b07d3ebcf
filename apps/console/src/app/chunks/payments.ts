// Chunk entry of the Payments section: fetched when an operator first opens it.
export { DepositsPage } from '../../features/payments/deposits-page';
export { WithdrawalsPage } from '../../features/payments/withdrawals-page';
export { BankCardsPage } from '../../features/payments/bank-cards-page';
export { ChannelsPage } from '../../features/payments/channels-page';
