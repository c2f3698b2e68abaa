import { signal } from '@preact/signals-core';
import type { ChatModel } from '../../../../shared/domains/chat/schemas';
import { call } from '../../lib/api';
import type { Answer } from '../../lib/load/answer';

/** The operator's replies the member has not read (CBS_unreadCount), shared by every chat entry on the page. */
export const chatUnread = signal(0);

/**
 * The chats this member may open: the platform's chats (CBS_modelList) that its group's permission
 * (CBS_groupPermission) names. `null` while unknown, or when the platform answers neither: then the
 * entry launches the platform's default chat. `hidden` once the permission says the group may not chat.
 */
export const chatAccess = signal<{ chats: ChatModel[] | null; hidden: boolean }>({ chats: null, hidden: false });

/** The session whose chat state was loaded, so two entries on one page ask once. */
let loadedFor: string | null = null;

export async function loadChatUnread(): Promise<void> {
  const answer = await call('chat.unreadCount');
  if (answer.success && typeof answer.value === 'number') chatUnread.value = answer.value;
}

/** The unread count and the chats open to the member, once per session (`session`: its token). */
export async function loadChatState(session: string): Promise<void> {
  if (loadedFor === session) return;
  loadedFor = session;
  const [models, permission] = await Promise.all([call('chat.models'), call('chat.permission'), loadChatUnread()]);
  // An answer without the documented fields (the shapes are ours: contract/GUESSES.md) decides nothing.
  if (!permission.success || !Array.isArray(permission.value?.modelIds)) return;
  const open = new Set(permission.value.modelIds);
  chatAccess.value = {
    chats: models.success && Array.isArray(models.value) ? models.value.filter((m) => open.has(m.modelId)) : null,
    hidden: !permission.value.allowed,
  };
}

/** Forgets the loaded state (a new sign-in loads it again). */
export function resetChatState(): void {
  loadedFor = null;
  chatUnread.value = 0;
  chatAccess.value = { chats: null, hidden: false };
}

/** The chat window's address for one chat (the platform's default without `modelId`), accepted only as http(s). */
export async function launchChat(modelId: number | undefined): Promise<Answer<string>> {
  const answer = await call('chat.launch', modelId === undefined ? {} : { modelId });
  if (!answer.success) return { success: false, message: answer.message ?? '', errorCode: answer.errorCode };
  try {
    const url = new URL(answer.value.chatUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { success: true, value: url.href };
  } catch {
    // not an address: refused below
  }
  return { success: false, message: '', errorCode: 'chat.url.invalid' };
}
