// Chunk entry of the operator's own account page: fetched when it is first opened.
export { AccountPage } from '../../features/auth/account-page';
