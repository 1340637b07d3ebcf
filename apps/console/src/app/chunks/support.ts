// Chunk entry of the Support section: fetched when an operator first opens it.
export { ChatPage } from '../../features/support/chat-page';
