import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { ChatError } from '../../../../shared/domains/chat/errors';
import type { ChatModel } from '../../../../shared/domains/chat/schemas';
import { CHAT_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { role, token } from '../../lib/stores/session';
import { alertDialog } from '../../lib/stores/ui';
import { requireMember } from '../../lib/requireMember';
import { chatAccess, chatUnread, launchChat, loadChatState, loadChatUnread } from './chatData';
import './chat.css';

/** The chat window: 440×750, the size the platform's own site opens its chat in (spec: customer-service popup). */
const CHAT_WINDOW_NAME = 'member-chat';
const CHAT_WINDOW_FEATURES = 'width=440,height=750,resizable=yes,scrollbars=yes';

/** The refusals the chat entry names; any other failure is told as "could not open". */
const REFUSALS: Record<string, string> = {
  [ChatError.notPermitted]: 'chat.refused.notPermitted',
  [ChatError.modelUnknown]: 'chat.refused.notPermitted',
  [ChatError.trialAccount]: 'chat.refused.trial',
};

/**
 * Opens one chat: the window opens at once, inside the click (browsers block a window opened after
 * an await), and gets its address when the platform answers; a refusal closes it and says why.
 */
async function openChat(modelId: number | undefined, say: (key: string) => string): Promise<void> {
  const popup = window.open('', CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
  if (!popup) {
    alertDialog.value = { message: say('chat.popupBlocked') };
    return;
  }
  try {
    // The chat page must not reach back into the site through window.opener.
    popup.opener = null;
  } catch {
    // read-only in some browsers; the chat is a platform page either way
  }
  const answer = await launchChat(modelId);
  if (!answer.success) {
    popup.close();
    alertDialog.value = { message: say(REFUSALS[answer.errorCode ?? ''] ?? 'chat.failed') };
    return;
  }
  popup.location.href = answer.value;
  // Opening the window reads the replies: the count follows once the member comes back.
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H10l-4 4v-4H6a2 2 0 0 1-2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8 9h8M8 12h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The member's chat with the operator (CBS3): a header icon ('header'), a full-width entry in the
 * phone's menu ('menu'), or on the phone's header only while replies wait ('compact'). It shows the
 * unread replies, needs a registered member (a visitor gets the login, a trial account the warning),
 * steps aside when the platform offers no chat launch or the group's permission forbids chat, and,
 * when the member may open more than one chat (the VIP host besides customer service), lets them pick.
 */
export function ChatEntry({ layout = 'header' }: { layout?: 'header' | 'menu' | 'compact' }) {
  useSignals();
  const { t } = useTranslation('chat');
  const session = token.value;
  const unread = chatUnread.value;
  const { chats, hidden } = chatAccess.value;
  const [picking, setPicking] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const offered = offers(CHAT_CALLS);

  useEffect(() => {
    if (!session || !offered) return;
    void loadChatState(session);
    // Back from the chat window: the replies it showed are read now.
    const refresh = () => void loadChatUnread();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [session, offered]);

  if (!offered || !session || (hidden && role.value !== 'trial')) return null;
  if (layout === 'compact' && unread === 0) return null;

  const menu = layout === 'menu';
  const label = unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open');
  const start = (chat: ChatModel | undefined) => {
    setPicking(false);
    void openChat(chat?.modelId, (key) => t(key));
  };
  const onPress = () => {
    if (!requireMember()) return;
    if (chats && chats.length > 1) setPicking((open) => !open);
    else start(chats?.[0]);
  };
  const onChoiceKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    setPicking(false);
    toggle.current?.focus();
  };

  return (
    <div className={menu ? 'chat-entry chat-entry--menu' : 'chat-entry'}>
      <button
        ref={toggle}
        type="button"
        className={menu ? 'btn btn--ghost chat-entry__button' : 'icon-btn chat-entry__button'}
        aria-label={label}
        aria-expanded={chats && chats.length > 1 ? picking : undefined}
        aria-controls={chats && chats.length > 1 ? listId : undefined}
        onClick={onPress}
      >
        <ChatIcon />
        {menu && <span aria-hidden="true">{t('chat.title')}</span>}
        {unread > 0 && (
          <span className="count-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {picking && chats && (
        <ul id={listId} className="chat-entry__list" aria-label={t('chat.pick')}>
          {chats.map((chat) => (
            <li key={chat.modelId}>
              <button type="button" className="btn btn--ghost chat-entry__choice" onClick={() => start(chat)} onKeyDown={onChoiceKey}>
                {t(`chat.kinds.${chat.chatType}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
