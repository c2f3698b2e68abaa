import { describe, it, expect, beforeEach, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { clearSession, token } from '../../lib/stores/session';
import { changePasswordModal } from '../../lib/stores/auth';
import { loginPopup } from '../../lib/stores/ui';
import { failure, loginValue, ok, statusWith } from './fixtures';
import { LoginForm } from './LoginForm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

type Answer = { success: boolean; value?: unknown; errorCode?: string; message?: string };
function answer(handlers: Record<string, (payload: Record<string, unknown>) => Answer>) {
  call.mockImplementation(
    async (key: string, payload: Record<string, unknown> = {}) => handlers[key]?.(payload) ?? failure('function.not.available'),
  );
}

const memberInfo = { account: 'player1', id: 7, type: 0, memberLabel: [] };
const fill = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe('LoginForm', () => {
  beforeEach(() => {
    call.mockReset();
    clearSession();
    changePasswordModal.value = null;
    loginPopup.value = 'login';
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true, PWDEXPFORCECHANGE3: true } });
    document.cookie = 'rememberMe=; Max-Age=0; Path=/';
    document.cookie = 'lastUsername=; Max-Age=0; Path=/';
  });

  it('asks for username and password before calling the platform', async () => {
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
  });

  it('signs in: keeps exactly the session keys, never the password, remembers the username and loads member info', async () => {
    answer({ 'identity.login': () => ok(loginValue()), 'member.info': () => ok(memberInfo) });
    renderWithProviders(<LoginForm onRegister={() => undefined} />, { route: '/login' });
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    await fill('Username', ' player1 ');
    await fill('Password', 'Play1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('member.info'));
    expect(call).toHaveBeenCalledWith('identity.login', { username: 'player1', password: 'Play1234', type: 'username' });
    expect(token.value).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('account')).toBe('player1');
    expect(sessionStorage.getItem('username')).toBe('player1');
    expect(sessionStorage.getItem('customerId')).toBe('7');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    const everything = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie;
    expect(everything).not.toContain('Play1234');
    expect(document.cookie).toContain('lastUsername=player1');
    expect(loginPopup.value).toBeNull();
  });

  it('shows only the field prompt on a wrong password, then the captcha once the answer asks for it', async () => {
    let attempts = 0;
    answer({
      'identity.login': () =>
        ++attempts < 3 ? failure('incorrect.username.or.password') : failure('incorrect.username.or.password', { captcha: true }),
      'identity.captcha': () => ok('iVBORw0KGgo='),
    });
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await fill('Username', 'player1');
    await fill('Password', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect username or password')).toBeTruthy();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByLabelText('Captcha')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'Captcha code' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // The next attempt without the captcha is stopped in the form.
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(attempts).toBe(3);
  });

  it('opens the forced change-password dialog for a default password instead of loading member info', async () => {
    answer({ 'identity.login': () => ok(loginValue({ userName: 'default1', passwordIsDefault: true })) });
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await fill('Username', 'default1');
    await fill('Password', 'Abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(changePasswordModal.value).toEqual({ forced: true, knownPassword: 'Abc12345' }));
    expect(call).not.toHaveBeenCalledWith('member.info');
  });

  it('signs in on a platform answer without passwordIsDefault, which the platform does not document', async () => {
    const { passwordIsDefault: _undocumented, ...platformAnswer } = loginValue();
    answer({ 'identity.login': () => ok(platformAnswer), 'member.info': () => ok(memberInfo) });
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await fill('Username', 'player1');
    await fill('Password', 'Play1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('member.info'));
    expect(changePasswordModal.value).toBeNull();
  });

  it('offers SMS sign-in only with MOBILEVERCODELOGIN3', async () => {
    const { unmount } = renderWithProviders(<LoginForm onRegister={() => undefined} />);
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
    unmount();
    systemStatus.value = statusWith({ flags: { MOBILEVERCODELOGIN3: true } });
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('asks for the SMS code when the platform wants a new address verified', async () => {
    answer({
      'identity.login': () => failure('login_verify_required', { verifyToken: 'vt-1', mobileMasked: '+63 917****567' }),
      'identity.loginVerification': (p) => (p.verificationCode === '123456' ? ok(loginValue()) : failure('verification.code.invalid')),
      'member.info': () => ok(memberInfo),
    });
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await fill('Username', 'player1');
    await fill('Password', 'Play1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/\+63 917\*\*\*\*567/)).toBeTruthy();
    await fill('Verification code', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(token.value).toBe('tok-123'));
    expect(call).toHaveBeenCalledWith('identity.loginVerification', { verifyToken: 'vt-1', verificationCode: '123456' });
  });

  it('shows register (DIRECTREG3) and free play (FREEPLAY3) only when switched on', async () => {
    const onRegister = vi.fn();
    systemStatus.value = statusWith({ flags: { DIRECTREG3: false, FREEPLAY3: false } });
    const { unmount } = renderWithProviders(<LoginForm onRegister={onRegister} />);
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
    unmount();
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true, FREEPLAY3: true } });
    answer({
      'identity.freePlay': () => ok(loginValue({ userName: 'trial000001', type: 4, isAgent: 4 })),
      'member.info': () => ok({ ...memberInfo, type: 4 }),
    });
    renderWithProviders(<LoginForm onRegister={onRegister} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(onRegister).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('4'));
    const social = screen.getByRole('group', { name: 'Log in with a social account' });
    expect(within(social).getAllByRole('button')).toHaveLength(2);
  });
});
