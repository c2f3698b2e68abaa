import { ChatError } from '../../../../shared/domains/chat/errors';
import type { ChatLaunchValue, ChatModel, ChatPermissionValue } from '../../../../shared/domains/chat/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { refuse, requireFlag } from '../../core/refusals';
import { TRIAL_TYPE } from '../../core/accounts';
import type { AreaContext } from '../../core/area-context';
import { chatModelOf, chatsOpenTo, chatWindowUrl } from './chat';
import type { ChatModelRow } from './chat-repository';

/**
 * The chat service (CBS3, switched off with its module): the chats the platform offers, which of
 * them the member's group may open, the operator's replies the member has not read, and the chat
 * window's address for one conversation.
 */
export function chatHandlers(ctx: AreaContext): CatalogueHandlers {
  const { chat, accounts } = ctx.repos;
  const on = () => requireFlag(ctx, 'CBS3', 'Chat');

  return {
    'chat.models': (): ChatModel[] => {
      on();
      return chat.models().map(chatModelOf);
    },

    'chat.permission': ({ session }): ChatPermissionValue => {
      on();
      const modelIds = chatsOpenTo(ctx, session!.accountId).map((m) => m.id);
      return { allowed: modelIds.length > 0, modelIds };
    },

    'chat.unreadCount': ({ session }): number => {
      on();
      return chat.unread(session!.accountId);
    },

    'chat.launch': ({ session, payload }): ChatLaunchValue => {
      on();
      const accountId = session!.accountId;
      if (accounts.byId(accountId)?.type === TRIAL_TYPE) throw refuse(ChatError.trialAccount, 'Please register an account first');
      const open = chatsOpenTo(ctx, accountId);
      let model: ChatModelRow | undefined = open[0];
      if (payload.modelId !== undefined) {
        if (!chat.models().some((m) => m.id === payload.modelId)) throw refuse(ChatError.modelUnknown, 'No such chat');
        model = open.find((m) => m.id === payload.modelId);
      }
      if (!model) throw refuse(ChatError.notPermitted, 'This chat is not open to your group');
      const conversation = chat.conversation(accountId, model.id, ctx.clock.now());
      return { chatUrl: chatWindowUrl(ctx, conversation.id) };
    },
  };
}
