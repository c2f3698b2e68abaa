/**
 * The chat area's entry: the area for the list (areas/index.ts) and what the desk shows of it; other
 * areas import it from here only.
 */
export { chatArea } from './area';
export { listChatsForDesk, chatMessagesForDesk, type DeskChat } from './chat-desk';
