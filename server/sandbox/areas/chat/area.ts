import type { SandboxArea } from '../../core/sandbox-area';
import { chatHandlers } from './chat-handlers';
import { chatRoutes } from './chat-routes';

/**
 * Chat (CBS3): the member's conversations with the operator. The calls answer the chats on offer,
 * the group's permission, the unread replies and the chat window's address; the window (`/chat/`)
 * is this area's page, and the operator answers at the desk (`/__desk`, chat-desk.ts).
 */
export const chatArea: SandboxArea = {
  name: 'chat',
  handlers: (ctx) => chatHandlers(ctx),
  routes: async (scope, ctx) => {
    await scope.register(async (child) => chatRoutes(child, ctx));
  },
};
