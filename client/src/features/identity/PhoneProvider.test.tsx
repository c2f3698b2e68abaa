import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import { countries } from '../../lib/stores/countries';
import { systemStatus } from '../../lib/stores/status';
import { clearSession, token } from '../../lib/stores/session';
import { resetRegisterRulesForTesting } from '../../lib/stores/registerRules';
import { registerSuccessModal } from '../../lib/stores/auth';
import { alertDialog } from '../../lib/stores/ui';
import { failure, loginValue, ok, statusWith } from './fixtures';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));
vi.mock('./NewPlayerCarousel', () => ({ NewPlayerCarousel: () => null }));

const ENDPOINT = 'http://provider.test/phone-provider/v1';
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const providerError = (message: string) => json(400, { error: { code: 400, message } });

type Answer = { success: boolean; value?: unknown; errorCode?: string };
function answer(handlers: Record<string, (payload: Record<string, unknown>) => Answer>) {
  call.mockImplementation(
    async (key: string, payload: Record<string, unknown> = {}) => handlers[key]?.(payload) ?? failure('function.not.available'),
  );
}
/** The provider's answers, by REST method, in order. */
function provider(replies: Record<string, Response[]>) {
  fetchMock.mockImplementation(async (url) => {
    const method = String(url).split('accounts:')[1];
    const next = replies[method]?.shift();
    if (!next) throw new Error(`unexpected provider call ${String(url)}`);
    return next;
  });
}
const bodyOf = (n: number) => JSON.parse(String(fetchMock.mock.calls[n][1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  call.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
  sessionStorage.clear();
  alertDialog.value = null;
  registerSuccessModal.value = null;
  resetRegisterRulesForTesting();
  countries.value = [{ countryCode: 'PH', countryDialingCode: '+63' }];
  setBrandForTesting({ phoneAuthProvider: 'provider', phoneAuthEndpoint: ENDPOINT });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setBrandForTesting({});
});

describe('SMS sign-in through the phone-authentication provider', () => {
  beforeEach(() => {
    systemStatus.value = statusWith({ flags: { MOBILEVERCODELOGIN3: true } });
    // A successful SMS sign-in remembers the number; each test types its own.
    document.cookie = 'smsLogin=; Max-Age=0; Path=/';
  });

  async function openSms() {
    renderWithProviders(<LoginForm onRegister={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
  }

  it('sends the code through the provider, waits one minute, and signs in with its id token', async () => {
    provider({
      sendVerificationCode: [json(200, { sessionInfo: 'sess-1' })],
      signInWithPhoneNumber: [json(200, { idToken: 'id-token-1', expiresIn: '3600' })],
    });
    answer({
      'identity.login': () => ok(loginValue({ userName: 'mobile1' })),
      'member.info': () => ok({ account: 'mobile1', id: 7, type: 0, memberLabel: [] }),
    });
    await openSms();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(bodyOf(0)).toEqual({ phoneNumber: '+639171234567' });
    // The platform's own SMS call is not used on the provider path.
    expect(call).not.toHaveBeenCalledWith('identity.smsNoLogin', expect.anything());
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(token.value).toBe('tok-123'));
    expect(bodyOf(1)).toEqual({ sessionInfo: 'sess-1', code: '654321' });
    expect(call).toHaveBeenCalledWith('identity.login', {
      username: '+639171234567',
      password: '654321',
      type: 'sms',
      firebaseIdToken: 'id-token-1',
    });
  });

  it('words a refused send and a refused code as the error catalogue does, and does not call the platform', async () => {
    provider({
      sendVerificationCode: [providerError('TOO_MANY_ATTEMPTS_TRY_LATER'), json(200, { sessionInfo: 'sess-2' })],
      signInWithPhoneNumber: [providerError('INVALID_CODE')],
    });
    answer({});
    await openSms();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(alertDialog.value?.message).toBe('Too many requests. Please retry after 5 minutes.'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('identity.login', expect.anything());
  });
});

describe('mobile registration through the phone-authentication provider', () => {
  beforeEach(() => {
    systemStatus.value = statusWith({
      flags: { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false },
    });
    answer({
      'identity.botChallenge': () => ok({ challengeId: 'c1', prefix: 'p', difficulty: 0, expiresAt: Date.now() + 60_000 }),
      'identity.registerMobile': () => ok({ ...loginValue({ userName: '639176660001' }), password: 'Gen3rated1' }),
      'member.info': () => ok({ account: '639176660001', id: 7, type: 0, memberLabel: [] }),
    });
  });

  async function fillAndSend() {
    renderWithProviders(<RegisterForm />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9176660001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('verifies the code with the provider first and sends its id token on the sms channel', async () => {
    provider({
      sendVerificationCode: [json(200, { sessionInfo: 'sess-r' })],
      signInWithPhoneNumber: [json(200, { idToken: 'id-token-r' })],
    });
    await fillAndSend();
    await waitFor(() => expect(registerSuccessModal.value).toMatchObject({ account: '639176660001', byMobile: true }));
    const sent = call.mock.calls.find(([key]) => key === 'identity.registerMobile')?.[1] as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: '9176660001',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-r',
      countryDialingCode: '+63',
    });
    expect(call).not.toHaveBeenCalledWith('identity.smsRegister', expect.anything());
  });

  it('silently stops when the provider refuses the code', async () => {
    provider({ sendVerificationCode: [json(200, { sessionInfo: 'sess-r' })], signInWithPhoneNumber: [providerError('SESSION_EXPIRED')] });
    await fillAndSend();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(call).not.toHaveBeenCalledWith('identity.registerMobile', expect.anything());
    expect(call).not.toHaveBeenCalledWith('identity.botChallenge');
    expect(alertDialog.value).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
