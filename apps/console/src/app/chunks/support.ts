// Chunk entry of the Support section: fetched when an operator first opens it.
export { FeedbackPage } from '../../features/support/feedback-page';
export { ChatPage } from '../../features/support/chat-page';
