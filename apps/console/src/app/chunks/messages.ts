// Chunk entry of the Messages section: fetched when an operator first opens it.
export { MessagesPage } from '../../features/messages/messages-page';
