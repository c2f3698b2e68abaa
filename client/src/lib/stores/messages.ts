import { signal } from '@preact/signals-core';
import { call } from '../api';

/** Unread platform messages of the signed-in member (CSP_unreadCount). */
export const unreadCount = signal(0);

export async function loadUnreadCount(): Promise<void> {
  const answer = await call('inbox.unreadCount');
  if (answer.success && typeof answer.value === 'number') unreadCount.value = answer.value;
}

export function resetUnreadCount(): void {
  unreadCount.value = 0;
}
