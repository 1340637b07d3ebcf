// Chunk entry of the payment pages (not a spec group): the offline stand-in provider's pay page.
export { LocalPayPage } from '../../features/wallet/components/local-pay-page';
