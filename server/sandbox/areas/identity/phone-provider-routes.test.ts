import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, encryptedInject, freshCaptcha, lastCode } from '../../test-support';
import { PHONE_PROVIDER_BASE } from './phone-provider-routes';
import { PROVIDER_CODE_LIFETIME_MS, PROVIDER_SENDS_PER_NUMBER } from './phone-provider';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({
    method: 'POST',
    url: '/__dev/phone-provider',
    payload: { enabled: true, dailyQuota: 1000, outage: false, failNext: null },
  });
});

const SITE = 'http://site.test:3000';
const provider = (name: string, body: unknown, origin: string | null = SITE) =>
  app.inject({
    method: 'POST',
    url: `${PHONE_PROVIDER_BASE}/accounts:${name}`,
    headers: origin ? { origin } : {},
    payload: body as Record<string, unknown>,
  });
const errorOf = (res: { json(): { error?: { message?: string } } }) => res.json().error?.message;
const send = (phoneNumber: unknown, origin?: string | null) => provider('sendVerificationCode', { phoneNumber }, origin);
const verify = (sessionInfo: unknown, code: unknown) => provider('signInWithPhoneNumber', { sessionInfo, code });
const devProvider = (change: Record<string, unknown>) => app.inject({ method: 'POST', url: '/__dev/phone-provider', payload: change });

/** Sends a code to the number and exchanges it for an id token. */
async function idTokenFor(phoneNumber: string): Promise<string> {
  const sent = await send(phoneNumber);
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCode(app, phoneNumber);
  const verified = await verify(sent.json().sessionInfo, code);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().idToken as string;
}

describe('the phone-authentication provider stand-in', () => {
  it('sends a code into the outbox and exchanges it once for an id token of the number', async () => {
    const sent = await send('+639171110101');
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['access-control-allow-origin']).toBe(SITE);
    const code = await lastCode(app, '+639171110101');
    expect(code).toMatch(/^[0-9]{6}$/);
    const verified = await verify(sent.json().sessionInfo, code);
    expect(verified.json()).toMatchObject({ phoneNumber: '+639171110101', expiresIn: '3600' });
    expect(verified.json().idToken).toMatch(/^[0-9a-f]{64}$/);
    expect(errorOf(await verify(sent.json().sessionInfo, code))).toBe('INVALID_SESSION_INFO');
  });

  it('answers the preflight of the site', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: `${PHONE_PROVIDER_BASE}/accounts:sendVerificationCode`,
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-methods']).toBe('POST');
  });

  it('refuses a missing or malformed number', async () => {
    expect(errorOf(await send(''))).toBe('MISSING_PHONE_NUMBER');
    expect(errorOf(await send(undefined))).toBe('MISSING_PHONE_NUMBER');
    expect(errorOf(await send('09171234567'))).toBe('INVALID_PHONE_NUMBER');
    expect(errorOf(await send('+63abc'))).toBe('INVALID_PHONE_NUMBER');
  });

  it('fails the app verification for a domain that is not the site, or no origin at all', async () => {
    expect(errorOf(await send('+639171110102', 'http://evil.test'))).toBe('CAPTCHA_CHECK_FAILED');
    expect(errorOf(await send('+639171110102', null))).toBe('CAPTCHA_CHECK_FAILED');
  });

  it('limits the codes of one number (too many attempts) and of the project (quota)', async () => {
    for (let i = 0; i < PROVIDER_SENDS_PER_NUMBER; i++) expect((await send('+639171110103')).statusCode).toBe(200);
    expect(errorOf(await send('+639171110103'))).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    await devProvider({ dailyQuota: 0 });
    expect(errorOf(await send('+639171110104'))).toBe('QUOTA_EXCEEDED');
  });

  it('refuses when phone sign-in is off, fails in an outage, and reports a closed captcha window', async () => {
    await devProvider({ enabled: false });
    expect(errorOf(await send('+639171110105'))).toBe('OPERATION_NOT_ALLOWED');
    await devProvider({ enabled: true, outage: true });
    const down = await send('+639171110105');
    expect(down.statusCode).toBe(500);
    expect(errorOf(down)).toBe('INTERNAL_ERROR');
    await devProvider({ outage: false, failNext: 'POPUP_CLOSED_BY_USER' });
    expect(errorOf(await send('+639171110105'))).toBe('POPUP_CLOSED_BY_USER');
    expect((await send('+639171110105')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing code, and an expired or superseded one', async () => {
    const first = (await send('+639171110106')).json().sessionInfo;
    const code = await lastCode(app, '+639171110106');
    expect(errorOf(await verify(first, ''))).toBe('MISSING_CODE');
    expect(errorOf(await verify(first, code === '000000' ? '111111' : '000000'))).toBe('INVALID_CODE');
    const second = (await send('+639171110106')).json().sessionInfo;
    expect(errorOf(await verify(first, code))).toBe('SESSION_EXPIRED');
    const secondCode = await lastCode(app, '+639171110106');
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: PROVIDER_CODE_LIFETIME_MS } });
    expect(errorOf(await verify(second, secondCode))).toBe('SESSION_EXPIRED');
  });
});

describe("the platform's check of the provider's id token", () => {
  const flags = (f: Record<string, boolean | null>) => app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: f } });
  const smsLogin = (username: string, firebaseIdToken: string) =>
    encryptedInject(app, 'identity.login', { username, password: '123456', type: 'sms', firebaseIdToken });

  it('signs in by SMS with a token issued for the number, once, and refuses any other', async () => {
    await flags({ MOBILEVERCODELOGIN3: true });
    const token = await idTokenFor('+639171234567');
    expect((await smsLogin('+639171110001', token)).json().errorCode).toBe('verification.code.invalid');
    expect((await smsLogin('+639171234567', 'f'.repeat(64))).json().errorCode).toBe('verification.code.invalid');
    const res = await smsLogin('+639171234567', token);
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'mobile1' } });
    expect((await smsLogin('+639171234567', token)).json().errorCode).toBe('verification.code.invalid');
    await flags({ MOBILEVERCODELOGIN3: null });
  });

  it('registers a mobile number verified by the provider on the sms channel only', async () => {
    await flags({ MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false });
    const register = async (extra: Record<string, unknown>) => {
      const captcha = await freshCaptcha(app);
      const payload = { mobileNum: '9176660101', countryDialingCode: '+63', captcha: captcha.answer, login: true, ...extra };
      return encryptedInject(app, 'identity.registerMobile', { ...payload }, { cookie: captcha.cookie });
    };
    const other = await idTokenFor('+639176660102');
    expect((await register({ firebaseChannel: 'sms', firebaseIdToken: other })).json().errorCode).toBe('verification.code.invalid');
    const token = await idTokenFor('+639176660101');
    expect((await register({ firebaseIdToken: token })).json().errorCode).toBe('verification.code.invalid');
    const fresh = await idTokenFor('+639176660101');
    const res = await register({ firebaseChannel: 'sms', firebaseIdToken: fresh });
    expect(res.json(), res.body).toMatchObject({ success: true, value: { userName: '639176660101' } });
    await flags({ MOBILENUMREG3: null, REGMOBVERF3: null, MOBILENUMPASSREG3: null });
  });
});

describe('sign-in by mobile number', () => {
  it('accepts the account mobile number as the sign-in name, as the site does after a reset by phone', async () => {
    const res = await encryptedInject(app, 'identity.login', { username: '639171110001', password: 'Play1234', type: 'username' });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'player1' } });
  });
});

describe('the provider keeps its state in the database', () => {
  it('a code sent before a restart of the sandbox is still exchanged after it, and the token checked once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'phone-provider-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      const before = await buildTestSandbox({ dbPath });
      const sent = await before.inject({
        method: 'POST',
        url: `${PHONE_PROVIDER_BASE}/accounts:sendVerificationCode`,
        headers: { origin: SITE },
        payload: { phoneNumber: '+639171110199' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await lastCode(before, '+639171110199');
      await before.close();

      const after = await buildTestSandbox({ dbPath });
      try {
        const verified = await after.inject({
          method: 'POST',
          url: `${PHONE_PROVIDER_BASE}/accounts:signInWithPhoneNumber`,
          headers: { origin: SITE },
          payload: { sessionInfo: sent.json().sessionInfo, code },
        });
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().phoneNumber).toBe('+639171110199');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
