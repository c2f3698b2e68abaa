import { signal } from '@preact/signals-core';

/**
 * Whether the platform offers the player-protection calls (catalogue `ours`): null until a
 * signed-in read of `protection.state` has answered, false once it answered
 * `function.not.available` (the site then hides the responsible-gaming page, its footer link and
 * its member-centre entry), true once it answered. A guest cannot ask (the call needs a session),
 * so a guest sees the page unless an earlier signed-in read of this visit found the calls missing.
 */
export const protectionAvailable = signal<boolean | null>(null);

/** The platform's refusal of a call it does not offer. */
export const FUNCTION_NOT_AVAILABLE = 'function.not.available';

/** Takes what an answer says about the calls being offered: only a definite answer decides. */
export function noteProtectionAnswer(answer: { success: boolean; errorCode?: string }): void {
  if (answer.success) protectionAvailable.value = true;
  else if (answer.errorCode === FUNCTION_NOT_AVAILABLE) protectionAvailable.value = false;
}
