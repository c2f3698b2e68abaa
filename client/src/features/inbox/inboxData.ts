import type { InboxValue } from '../../../../shared/domains/inbox/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** Messages per inbox page. */
export const INBOX_PAGE_SIZE = 10;

export async function loadInbox(pageNo: number, signal: AbortSignal): Promise<Answer<InboxValue>> {
  const answer = await call('inbox.list', { pageNo, pageSize: INBOX_PAGE_SIZE }, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** Marks messages read; answers how many changed, or the platform's refusal. */
export async function markRead(ids: string[]): Promise<Answer<number>> {
  const answer = await call('inbox.read', { ids });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function deleteMessages(ids: string[]): Promise<Answer<number>> {
  const answer = await call('inbox.delete', { ids });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}
