// Chunk entry of the development pages (not a spec group): the inbox of local SMS codes and mails.
export { DevInboxPage } from '../../features/dev/components/dev-inbox-page';
