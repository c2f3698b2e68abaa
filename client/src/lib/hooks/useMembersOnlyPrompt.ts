import { useEffect, useRef } from 'react';
import { requireMember } from '../requireMember';
import { isLoggedIn } from '../stores/session';

/**
 * The sign-in prompt of a members-only page (the member centre, the agent centre, the favourites):
 * while `asks` holds (a visitor, or a trial account where the page wants a real one) the page
 * opens requireMember()'s prompt, when it opens and whenever `asks` turns true. Except when the
 * session ends while the page is shown: a sign-out the player asked for goes home (the logout
 * confirmation, the reality check, "stop now"), and a session the platform ended opens the login
 * popup itself (lib/api.ts), so the page adds no prompt over the way home. The caller renders
 * with `useSignals()`, which makes the sign-in state a dependency here.
 */
export function useMembersOnlyPrompt(asks: boolean): void {
  const signedIn = isLoggedIn.value;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const endedHere = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (asks && !endedHere) requireMember();
  }, [asks, signedIn]);
}
