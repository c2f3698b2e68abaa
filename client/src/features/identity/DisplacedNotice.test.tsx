import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { endedSessionToken, loginPopup, sessionEndedNotice } from '../../lib/stores/ui';
import { changePasswordModal } from '../../lib/stores/auth';
import { passwordChangeAfterSignIn } from '../../lib/stores/security';
import { formatDateTime } from '../../lib/format';
import { failure, statusWith } from './fixtures';
import { LoginPopup } from './LoginPopup';
import { completeLogin } from './loginFlow';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const ENDED_AT = Date.UTC(2024, 5, 2, 9, 30);
const REASON = 'You have been logged out because your account signed in on another device';

function openAfter401(token: string) {
  act(() => {
    endedSessionToken.value = token;
    sessionEndedNotice.value = REASON;
    loginPopup.value = 'login';
  });
}

describe('the displaced session explained in the login popup', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (key: string, payload?: { token?: string }) => {
      if (key === 'security.displacedBy' && payload?.token === 'a1'.repeat(24)) {
        return { success: true, value: { endedAt: ENDED_AT, ip: '203.0.113.21', device: 'Chrome · Windows' } };
      }
      if (key === 'security.displacedBy') return failure('session.not.displaced');
      return failure('function.not.available');
    });
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true } });
    loginPopup.value = null;
    sessionEndedNotice.value = null;
    endedSessionToken.value = null;
    passwordChangeAfterSignIn.value = false;
    changePasswordModal.value = null;
  });

  it('says when and from where the other sign-in came, and "this wasn\'t me" makes the next sign-in change the password', async () => {
    renderWithProviders(<LoginPopup />);
    openAfter401('a1'.repeat(24));
    expect(
      await screen.findByText(`Your account was signed in on ${formatDateTime(ENDED_AT)} from 203.0.113.21 (Chrome · Windows).`),
    ).toBeTruthy();
    expect(call).toHaveBeenCalledWith('security.displacedBy', { token: 'a1'.repeat(24) }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: "This wasn't me — change my password" }));
    expect(passwordChangeAfterSignIn.value).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('choose a new password');

    // The next sign-in opens the change-password dialog at once, knowing the password just typed.
    await completeLogin({ token: 't', id: 1, userName: 'player9', type: 0, isAgent: 0 }, 'username', 'Secret123');
    expect(changePasswordModal.value).toEqual({ forced: false, knownPassword: 'Secret123' });
    expect(passwordChangeAfterSignIn.value).toBe(false);
  });

  it('adds nothing for a session that was not displaced, and forgets the token when the popup closes', async () => {
    renderWithProviders(<LoginPopup />);
    openAfter401('b2'.repeat(24));
    await screen.findByRole('dialog', { name: 'Log In' });
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('security.displacedBy', { token: 'b2'.repeat(24) }, expect.anything()));
    expect(screen.queryByRole('button', { name: /This wasn't me/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(endedSessionToken.value).toBeNull();
  });
});
