import type { MemberInfo } from '../../../shared/domains/member/schemas';
import { call } from './api';
import { setMemberInfo, token } from './stores/session';

/**
 * The one member-info loader, at start when a token exists and after every sign-in: the answer goes
 * to the session store, which writes the member's session-storage keys.
 */
export async function loadMemberInfo(): Promise<MemberInfo | null> {
  if (!token.value) return null;
  const answer = await call('member.info');
  if (!answer.success || !isMemberInfo(answer.value)) return null;
  setMemberInfo(answer.value);
  return answer.value;
}

// The platform's answer is checked before it becomes the session's member.
function isMemberInfo(value: Partial<MemberInfo> | null | undefined): value is MemberInfo {
  return typeof value === 'object' && value !== null && typeof value.account === 'string' && typeof value.type === 'number';
}
