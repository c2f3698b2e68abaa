import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useSignals } from '@preact/signals-react/runtime';
import { clearSession, loginInfo, role } from '../stores/session';
import { alertDialog, loginPopup } from '../stores/ui';
import { useMembersOnlyPrompt } from './useMembersOnlyPrompt';

/** A members-only page: it asks a visitor or a trial account to sign in as a member. */
function MembersOnly() {
  useSignals();
  const who = role.value;
  useMembersOnlyPrompt(who === 'visitor' || who === 'trial');
  return <p>{who}</p>;
}

const member = () => loginInfo({ token: 'tok', id: 7, userName: 'player7', type: 0 });

describe('the sign-in prompt of a members-only page', () => {
  beforeEach(() => {
    clearSession();
    loginPopup.value = null;
    alertDialog.value = null;
  });
  afterEach(() => clearSession());

  it('opens the login popup for a visitor who opens the page, and the register-first notice for a trial account', () => {
    const { unmount } = render(<MembersOnly />);
    expect(loginPopup.value).toBe('login');
    unmount();
    loginPopup.value = null;
    loginInfo({ token: 'tok-trial', id: 8, userName: 'trial8', type: 4 });
    render(<MembersOnly />);
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(loginPopup.value).toBeNull();
  });

  it('asks nothing of a member, nor when the member signs out while the page is shown', () => {
    member();
    render(<MembersOnly />);
    act(() => clearSession());
    expect(loginPopup.value).toBeNull();
    expect(alertDialog.value).toBeNull();
  });

  it('asks again when a trial account on the page is the one shown after a new sign-in', () => {
    member();
    render(<MembersOnly />);
    act(() => clearSession());
    act(() => loginInfo({ token: 'tok-trial', id: 8, userName: 'trial8', type: 4 }));
    expect(alertDialog.value?.message).toBe('Please register an account first');
  });
});
