import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { countries } from '../../lib/stores/countries';
import { systemStatus } from '../../lib/stores/status';
import { clearSession, loginInfo, token } from '../../lib/stores/session';
import { changePasswordModal, forgotPasswordModal } from '../../lib/stores/auth';
import { resetRegisterRulesForTesting } from '../../lib/stores/registerRules';
import { alertDialog } from '../../lib/stores/ui';
import { failure, loginValue, ok, statusWith } from './fixtures';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));
vi.mock('./NewPlayerCarousel', () => ({ NewPlayerCarousel: () => null }));

type Answer = { success: boolean; value?: unknown; errorCode?: string };
function answer(handlers: Record<string, (payload: Record<string, unknown>) => Answer>) {
  call.mockImplementation(
    async (key: string, payload: Record<string, unknown> = {}) => handlers[key]?.(payload) ?? failure('function.not.available'),
  );
}
const memberInfo = { account: 'player1', id: 7, type: 0, memberLabel: [] };

beforeEach(() => {
  call.mockReset();
  clearSession();
  sessionStorage.clear();
  alertDialog.value = null;
  changePasswordModal.value = null;
  forgotPasswordModal.value = false;
  resetRegisterRulesForTesting();
  countries.value = [{ countryCode: 'PH', countryDialingCode: '+63' }];
});

describe('recovery by phone', () => {
  it('signs the player in with the new password afterwards', async () => {
    systemStatus.value = statusWith({ flags: { CHNGPASSVERIF3: true } });
    answer({
      'identity.botChallenge': () => ok({ challengeId: 'c1', prefix: 'p', difficulty: 0, expiresAt: Date.now() + 60_000 }),
      'identity.forgotPasswordSms': () => ok({ expiredMinutes: 5, maxAttemptTimes: 5, expirationTime: Date.now() + 300_000 }),
      'identity.setPasswordByPhone': () => ok(null),
      'identity.login': (p) =>
        p.username === '639171110001' && p.password === 'NewPass99' ? ok(loginValue()) : failure('incorrect.username.or.password'),
      'member.info': () => ok(memberInfo),
    });
    forgotPasswordModal.value = true;
    renderWithProviders(<ForgotPasswordModal />);
    await userEvent.click(screen.getByRole('tab', { name: 'By phone' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171110001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass99');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(token.value).toBe('tok-123'));
    expect(call).toHaveBeenCalledWith('identity.login', { username: '639171110001', password: 'NewPass99', type: 'username' });
    expect(forgotPasswordModal.value).toBe(false);
    expect(alertDialog.value).toBeNull();
  });
});

describe('social sign-in of an account that is not a member', () => {
  it('says the non-member account cannot log in', async () => {
    systemStatus.value = statusWith();
    sessionStorage.setItem('socialLoginState', 'st-1');
    answer({ 'identity.socialLogin': () => failure('social.member.only') });
    renderWithProviders(<LoginPage />, { route: '/login?code=c-1&state=st-1&provider=google' });
    expect((await screen.findByRole('alert')).textContent).toBe('Non-member account unable to login.');
    expect(screen.queryByText('Social sign-in did not complete. Please try again.')).toBeNull();
  });
});

describe('the registration page', () => {
  it('is closed with DIRECTREG3 off, with the ways to sign in or go home', () => {
    systemStatus.value = statusWith({ flags: { DIRECTREG3: false, USERNAMEREG3: true } });
    answer({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByText('Registration is closed at the moment.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Register' })).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
  });

  it('shows the form with DIRECTREG3 on', () => {
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true, USERNAMEREG3: true } });
    answer({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByText('Registration is closed at the moment.')).toBeNull();
  });
});

describe('the forced password change', () => {
  it('offers log out as the way out', async () => {
    systemStatus.value = statusWith();
    answer({ 'identity.logout': () => ok(null) });
    loginInfo(loginValue({ userName: 'default1', passwordIsDefault: true }));
    changePasswordModal.value = { forced: true, knownPassword: 'Abc12345' };
    renderWithProviders(<ChangePasswordModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(token.value).toBeNull());
    expect(call).toHaveBeenCalledWith('identity.logout');
    expect(changePasswordModal.value).toBeNull();
  });

  it('has no log out when the change is asked for by the member', () => {
    systemStatus.value = statusWith();
    changePasswordModal.value = { forced: false };
    renderWithProviders(<ChangePasswordModal />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
