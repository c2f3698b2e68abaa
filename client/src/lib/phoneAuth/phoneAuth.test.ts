import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/identity.json';
import tl from '../../locales/tl/identity.json';
import { setBrandForTesting } from '../stores/brand';
import {
  PHONE_AUTH_MESSAGE_KEYS,
  phoneAuthEnabled,
  phoneAuthErrorKind,
  sendCode,
  toE164,
  verifyCode,
  type PhoneAuthErrorKind,
} from './phoneAuth';

const ENDPOINT = 'http://provider.test/phone-provider/v1';
const fetchMock = vi.fn<typeof fetch>();

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (message: string, status = 400) => reply(status, { error: { code: status, message, errors: [{ message }] } });

function lookup(table: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      table,
    );
}

/** The provider's codes and the wording of the product's error catalogue for each. */
const EXPECTED: [string, PhoneAuthErrorKind, string][] = [
  ['INVALID_PHONE_NUMBER', 'invalidPhoneNumber', 'Invalid phone number format.'],
  ['MISSING_PHONE_NUMBER', 'missingPhoneNumber', 'Missing phone number.'],
  ['TOO_MANY_ATTEMPTS_TRY_LATER', 'tooManyRequests', 'Too many requests. Please retry after 5 minutes.'],
  ['INTERNAL_ERROR', 'unknown', 'Unknown error.'],
  ['INVALID_CODE', 'invalidCode', 'Invalid verification code.'],
  ['MISSING_CODE', 'missingCode', 'Missing verification code.'],
  ['CAPTCHA_CHECK_FAILED', 'captchaCheckFailed', 'Captcha check failed, or this domain is not whitelisted.'],
  ['QUOTA_EXCEEDED', 'quotaExceeded', 'Quota exceeded. Please contact customer service.'],
  ['OPERATION_NOT_ALLOWED', 'operationNotAllowed', 'Operation not allowed.'],
  ['SESSION_EXPIRED', 'codeExpired', 'The code has expired. Please resend.'],
  ['POPUP_CLOSED_BY_USER', 'popupClosed', 'Popup closed by user. Login failed, please retry.'],
];

describe('the phone-authentication provider adapter', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setBrandForTesting({ phoneAuthProvider: 'provider', phoneAuthEndpoint: `${ENDPOINT}/` });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setBrandForTesting({});
  });

  it('is on only when the brand chooses the provider', () => {
    expect(phoneAuthEnabled()).toBe(true);
    setBrandForTesting({});
    expect(phoneAuthEnabled()).toBe(false);
  });

  it('sends the E.164 number and answers the session, then exchanges the code for the id token', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { sessionInfo: 'sess-1' }));
    expect(await sendCode(toE164('+63', '0917 123 4567'))).toEqual({ sessionInfo: 'sess-1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${ENDPOINT}/accounts:sendVerificationCode`);
    expect(JSON.parse(String(init?.body))).toEqual({ phoneNumber: '+639171234567' });
    fetchMock.mockResolvedValueOnce(reply(200, { idToken: 'id-1', expiresIn: '3600' }));
    expect(await verifyCode('sess-1', '123456')).toEqual({ idToken: 'id-1' });
    expect(fetchMock.mock.calls[1][0]).toBe(`${ENDPOINT}/accounts:signInWithPhoneNumber`);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ sessionInfo: 'sess-1', code: '123456' });
  });

  it.each(EXPECTED)('maps %s to its kind and the catalogue wording', async (code, kind, english) => {
    fetchMock.mockResolvedValueOnce(refusal(code, code === 'INTERNAL_ERROR' ? 500 : 400));
    expect(await sendCode('+639171234567')).toEqual({ error: kind });
    fetchMock.mockResolvedValueOnce(refusal(code));
    expect(await verifyCode('sess', '1')).toEqual({ error: kind });
    expect(lookup(en, PHONE_AUTH_MESSAGE_KEYS[kind])).toBe(english);
    const filipino = lookup(tl, PHONE_AUTH_MESSAGE_KEYS[kind]);
    expect(typeof filipino === 'string' && filipino !== english).toBe(true);
  });

  it('reads the SDK names and detail after the code, and treats anything else as unknown', async () => {
    expect(phoneAuthErrorKind('auth/code-expired')).toBe('codeExpired');
    expect(phoneAuthErrorKind('auth/popup-closed-by-user')).toBe('popupClosed');
    expect(phoneAuthErrorKind('INVALID_PHONE_NUMBER : Invalid format.')).toBe('invalidPhoneNumber');
    expect(phoneAuthErrorKind('SOMETHING_NEW')).toBe('unknown');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendCode('+639171234567')).toEqual({ error: 'unknown' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await verifyCode('s', '1')).toEqual({ error: 'unknown' });
  });
});
