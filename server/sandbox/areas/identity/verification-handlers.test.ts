import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const send = (key: 'identity.smsNoLogin' | 'identity.forgotPasswordSms', mobileNum: string) =>
  app.inject({ method: 'POST', url: catalogue[key].path, payload: { mobileNum, countryDialingCode: '+63' } });
const outbox = async (to: string) => (await app.inject({ url: `/__dev/outbox?to=${encodeURIComponent(to)}` })).json().value;

describe('no bot check on the platform', () => {
  it('offers no challenge: the gateway serves it, the platform has no such path', async () => {
    const res = await app.inject({ url: catalogue['identity.botChallenge'].path });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('sends a code without any bot-check data, as the platform does', async () => {
    expect((await send('identity.smsNoLogin', '9171110001')).json().success).toBe(true);
  });
});

describe('SMS sends', () => {
  it('writes a 6-digit code to the outbox for a registered number, found with or without the dialing code', async () => {
    const now = app.clock.now();
    const res = await send('identity.smsNoLogin', '09171110002');
    expectCatalogueAnswer('identity.smsNoLogin', res);
    expect(res.json().value).toEqual({ expiredMinutes: 5, maxAttemptTimes: 5, expirationTime: now + 5 * 60_000 });
    for (const to of ['+639171110002', '639171110002', '9171110002']) {
      const [latest] = await outbox(to);
      expect(latest, to).toMatchObject({ to: '+639171110002', channel: 'sms', sentAt: now });
      expect(latest.code).toMatch(/^[0-9]{6}$/);
      expect(latest.text).toContain(latest.code);
    }
  });

  it('refuses an unregistered number and a malformed one', async () => {
    expect((await send('identity.smsNoLogin', '9998887777')).json()).toMatchObject({
      success: false,
      errorCode: 'mobile.not.registered',
    });
    expect((await send('identity.smsNoLogin', 'call me')).json()).toMatchObject({ success: false, errorCode: 'mobile.invalid' });
  });

  it('sends reset codes with their expiry time', async () => {
    const res = await send('identity.forgotPasswordSms', '9171110003');
    expectCatalogueAnswer('identity.forgotPasswordSms', res);
    expect(res.json().value.expirationTime).toBe(app.clock.now() + 5 * 60_000);
  });

  it('supersedes the previous code for the same number and purpose, and burns a code after 5 wrong guesses', async () => {
    await send('identity.smsNoLogin', '9171234567');
    const [first] = await outbox('9171234567');
    await send('identity.smsNoLogin', '9171234567');
    const [second] = await outbox('9171234567');
    const login = (password: string) => encryptedInject(app, 'identity.login', { type: 'sms', username: '9171234567', password });
    if (first.code !== second.code) expect((await login(first.code)).json().errorCode).toBe('verification.code.invalid');
    const wrong = second.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await login(wrong);
    expect((await login(second.code)).json().errorCode).toBe('verification.code.invalid');
  });

  it('answers function.not.available when the module is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { VERIFICATION3: false } } });
    const res = await send('identity.smsNoLogin', '9171110002');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { VERIFICATION3: null } } });
  });
});
