import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import {
  buildTestSandbox,
  encryptedInject,
  expectCatalogueAnswer,
  freshCaptcha,
  lastCode,
  signIn,
  freePlayInject,
} from '../../test-support';
import { SESSION_IDLE_MS } from '../../repositories/sessions';
import { SESSION_MESSAGES } from '../../plugins/catalogue-routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  encryptedInject(app, 'identity.login', { type: 'username', ...payload }, headers);
const info = (token: string) => app.inject({ url: catalogue['member.info'].path, headers: { authorization: token } });
const flags = (f: Record<string, boolean | null>) => app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: f } });

describe('identity.login by username', () => {
  it('signs player1 in with the login value and a working token', async () => {
    const res = await login({ username: 'player1', password: 'Play1234', loginDeviceId: 'device-1' });
    expect(res.statusCode).toBe(200);
    expectCatalogueAnswer('identity.login', res);
    const value = res.json().value;
    expect(value).toMatchObject({
      userName: 'player1',
      type: 0,
      isAgent: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
    });
    expect((await info(value.token)).json().value.account).toBe('player1');
    const again = await login({ username: 'PLAYER1', password: 'Play1234' });
    expect(again.json().value).toMatchObject({ userName: 'player1', firstTimeLogin: false });
  });

  it('answers a wrong password and an unknown name the same way', async () => {
    const wrong = (await login({ username: 'vip1', password: 'Nope12345' })).json();
    const unknown = (await login({ username: 'nobody99', password: 'Nope12345' })).json();
    expect(wrong).toEqual({
      success: false,
      value: null,
      errorCode: 'incorrect.username.or.password',
      message: 'Incorrect username or password',
    });
    expect(unknown).toEqual(wrong);
  });

  it('lets agents of every type sign in, with isAgent = type', async () => {
    for (const [name, type] of [
      ['agent1', 1],
      ['agent2', 2],
      ['agent41', 41],
      ['agent42', 42],
    ] as const) {
      const value = (await login({ username: name, password: 'Agent1234' })).json().value;
      expect(value, name).toMatchObject({ type, isAgent: type });
    }
  });

  it('flags the default and the expired password', async () => {
    expect((await login({ username: 'default1', password: 'Abc12345' })).json().value).toMatchObject({
      passwordIsDefault: true,
      passwordExpired: false,
    });
    expect((await login({ username: 'expired1', password: 'Play1234' })).json().value).toMatchObject({
      passwordIsDefault: false,
      passwordExpired: true,
    });
  });

  it('refuses a plain body and an empty username', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: catalogue['identity.login'].path,
      payload: { username: 'player1', password: 'Play1234' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
    const empty = await login({ username: '  ', password: 'Play1234' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'request_param_err', message: 'username: is required' });
  });
});

describe('captcha after failed sign-ins', () => {
  const ip = { 'x-real-ip': '198.51.100.7' };

  it('asks for the captcha after 3 failures, refuses a wrong one and accepts the right one once', async () => {
    const first = await login({ username: 'downline1', password: 'wrong111' }, ip);
    expect(first.json().value).toBeNull();
    await login({ username: 'downline1', password: 'wrong222' }, ip);
    const third = (await login({ username: 'downline1', password: 'wrong333' }, ip)).json();
    expect(third).toMatchObject({ success: false, errorCode: 'incorrect.username.or.password', value: { captcha: true } });

    const noCaptcha = (await login({ username: 'downline1', password: 'Play1234' }, ip)).json();
    expect(noCaptcha).toMatchObject({ success: false, errorCode: 'captcha.invalid', value: { captcha: true } });

    const wrongCaptcha = await freshCaptcha(app);
    const wrongAnswer = wrongCaptcha.answer === '0000' ? '1111' : '0000';
    const refused = (
      await login({ username: 'downline1', password: 'Play1234', captcha: wrongAnswer }, { ...ip, cookie: wrongCaptcha.cookie })
    ).json();
    expect(refused).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // The refused captcha is used up: its right answer no longer works either.
    const reused = (
      await login({ username: 'downline1', password: 'Play1234', captcha: wrongCaptcha.answer }, { ...ip, cookie: wrongCaptcha.cookie })
    ).json();
    expect(reused.errorCode).toBe('captcha.invalid');

    const right = await freshCaptcha(app);
    const accepted = await login({ username: 'downline1', password: 'Play1234', captcha: right.answer }, { ...ip, cookie: right.cookie });
    expect(accepted.json()).toMatchObject({ success: true, value: { userName: 'downline1' } });
  });

  it('counts failures per address too, and forgets them after 15 minutes', async () => {
    const other = { 'x-real-ip': '198.51.100.99' };
    for (const name of ['ghost1', 'ghost2', 'ghost3']) await login({ username: name, password: 'x1234567' }, other);
    expect((await login({ username: 'downline2', password: 'Play1234' }, other)).json().errorCode).toBe('captcha.invalid');
    app.clock.advance(15 * 60_000 + 1);
    expect((await login({ username: 'downline2', password: 'Play1234' }, other)).json().success).toBe(true);
  });

  it('serves the captcha as Base64 PNG with an HttpOnly cookie, listed newest first in /__dev/captcha', async () => {
    const res = await app.inject({ url: catalogue['identity.captcha'].path });
    expectCatalogueAnswer('identity.captcha', res);
    const png = Buffer.from(res.json().value, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^captchaId=[0-9a-f-]{36};/);
    for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/']) expect(cookie).toContain(attribute);
    const list = (await app.inject({ url: '/__dev/captcha' })).json().value;
    expect(String(res.headers['set-cookie'])).toContain(list[0].id);
    expect(list[0].answer).toMatch(/^[0-9]{4}$/);
  });

  it('refuses an expired captcha (older than 2 minutes)', async () => {
    const ipx = { 'x-real-ip': '198.51.100.50' };
    for (const p of ['a1234567', 'b1234567', 'c1234567']) await login({ username: 'downline3', password: p }, ipx);
    const captcha = await freshCaptcha(app);
    app.clock.advance(2 * 60_000 + 1);
    const res = (
      await login({ username: 'downline3', password: 'Play1234', captcha: captcha.answer }, { ...ipx, cookie: captcha.cookie })
    ).json();
    expect(res.errorCode).toBe('captcha.invalid');
  });
});

describe('sessions', () => {
  it('keeps one session per account: a new sign-in displaces the old token (401)', async () => {
    const old = await signIn(app, 'vip1', 'Play1234');
    const fresh = await signIn(app, 'vip1', 'Play1234');
    const displaced = await info(old);
    expect(displaced.statusCode).toBe(401);
    expect(displaced.json()).toMatchObject({ success: false, errorCode: 'login.not.session', message: SESSION_MESSAGES.displaced });
    expect((await info(fresh)).statusCode).toBe(200);
  });

  it('ends after 2 idle hours, and every call slides the end', async () => {
    const token = await signIn(app, 'downline4', 'Play1234');
    app.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await info(token)).statusCode).toBe(200);
    app.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await info(token)).statusCode).toBe(200);
    app.clock.advance(SESSION_IDLE_MS + 1);
    const expired = await info(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errorCode: 'login.not.session', message: SESSION_MESSAGES.ended });
  });

  it('logs out with DELETE; the token then answers 401', async () => {
    const token = await signIn(app, 'mobile1', 'Play1234');
    const res = await app.inject({ method: 'DELETE', url: catalogue['identity.logout'].path, headers: { authorization: token } });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await info(token)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: catalogue['identity.logout'].path, headers: { authorization: token } })).statusCode,
    ).toBe(401);
  });

  it('logs out with POST as well, the body as the go444 client sends it', async () => {
    const token = await signIn(app, 'mobile1', 'Play1234');
    const res = await app.inject({
      method: 'POST',
      url: catalogue['identity.logout'].path,
      headers: { authorization: token },
      payload: {},
    });
    expectCatalogueAnswer('identity.logout', res);
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('free play and trial accounts', () => {
  it('creates a trial account with a demo balance and signs it in', async () => {
    const res = await freePlayInject(app, { os: 'Linux', platform: 'W' });
    expectCatalogueAnswer('identity.freePlay', res);
    const value = res.json().value;
    expect(value.userName).toMatch(/^trial[0-9]{6}$/);
    expect(value).toMatchObject({ type: 4, isAgent: 4 });
    const balance = (await app.inject({ url: catalogue['cashier.balance'].path, headers: { authorization: value.token } })).json().value;
    expect(balance.sumBalance).toBe(2000);
  });

  it('refuses a trial account on password change with trial.account (HTTP 200)', async () => {
    const { token } = (await freePlayInject(app)).json().value;
    const res = await encryptedInject(
      app,
      'identity.changePassword',
      { oldPassword: 'x', newPassword: 'Abcd1234', confirmNewPassword: 'Abcd1234' },
      { authorization: token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'trial.account' });
  });

  it('answers function.not.available with FREEPLAY3 off', async () => {
    await flags({ FREEPLAY3: false });
    const res = await freePlayInject(app);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
    await flags({ FREEPLAY3: null });
  });
});

describe('SMS sign-in', () => {
  it('signs in with the code from the outbox, once, with or without the dialing code', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: catalogue['identity.smsNoLogin'].path,
      payload: { mobileNum: '9171234567', countryDialingCode: '+63' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5, maxAttemptTimes: 5 } });
    const code = await lastCode(app, '9171234567');
    const res = await login({ type: 'sms', username: '+639171234567', password: code });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'mobile1' } });
    const reused = await login({ type: 'sms', username: '9171234567', password: code });
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
  });

  it('refuses a wrong or expired code', async () => {
    await app.inject({
      method: 'POST',
      url: catalogue['identity.smsNoLogin'].path,
      payload: { mobileNum: '09171234567', countryDialingCode: '+63' },
    });
    const code = await lastCode(app, '+639171234567');
    expect((await login({ type: 'sms', username: '9171234567', password: code === '000000' ? '111111' : '000000' })).json().errorCode).toBe(
      'verification.code.invalid',
    );
    app.clock.advance(5 * 60_000 + 1);
    expect((await login({ type: 'sms', username: '9171234567', password: code })).json().errorCode).toBe('verification.code.invalid');
  });
});

describe('sign-in from a new address (LOGINIPVERF3)', () => {
  it('asks for an SMS code on a new address and remembers it after verification', async () => {
    await flags({ LOGINIPVERF3: true });
    // From the test's own address (known, or the first and so remembered): no verification.
    await signIn(app, 'agent1', 'Agent1234');
    const res = await login({ username: 'agent1', password: 'Agent1234' }, { 'x-real-ip': '203.0.113.2' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login_verify_required', value: { mobileMasked: '+63 917****001' } });
    const { verifyToken } = res.json().value;
    const code = await lastCode(app, '+639172220001');

    const elsewhere = await encryptedInject(
      app,
      'identity.loginVerification',
      { verifyToken, verificationCode: code },
      { 'x-real-ip': '203.0.113.3' },
    );
    expect(elsewhere.json().errorCode).toBe('verification.token.invalid');
    const verified = await encryptedInject(
      app,
      'identity.loginVerification',
      { verifyToken, verificationCode: code },
      { 'x-real-ip': '203.0.113.2' },
    );
    expectCatalogueAnswer('identity.loginVerification', verified);
    expect(verified.json().value.userName).toBe('agent1');

    const again = await login({ username: 'agent1', password: 'Agent1234' }, { 'x-real-ip': '203.0.113.2' });
    expect(again.json().success).toBe(true);
    await flags({ LOGINIPVERF3: null });
  });

  it('counts a device the account signed in on before as known: a new address on it needs no code, a new device on a new address does', async () => {
    await flags({ LOGINIPVERF3: true });
    const phone = 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607';
    const agent = { username: 'agent1', password: 'Agent1234' };
    // From an address the account already used (the test's own): signed in, and the device remembered.
    const home = await login({ ...agent, type: 'username', loginDeviceId: phone });
    expect(home.json().success, home.body).toBe(true);
    // The session records the device it was opened on.
    expect(app.db.prepare('SELECT device FROM sessions WHERE token = ?').pluck().get(home.json().value.token)).toBe(phone);

    // The same device from an address never seen: signed in at once.
    const travelling = await login({ ...agent, type: 'username', loginDeviceId: phone }, { 'x-real-ip': '203.0.113.40' });
    expect(travelling.json().success, travelling.body).toBe(true);

    // Another device from another new address, or no device at all: the SMS step.
    const stranger = await login(
      { ...agent, type: 'username', loginDeviceId: '0e9d8c7b-6a59-4483-9726-15f4e3d2c1b0' },
      { 'x-real-ip': '203.0.113.41' },
    );
    expect(stranger.json()).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    const anonymous = await login({ ...agent, type: 'username' }, { 'x-real-ip': '203.0.113.42' });
    expect(anonymous.json()).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    // A blank device id names no device.
    const blank = await login({ ...agent, type: 'username', loginDeviceId: '  ' }, { 'x-real-ip': '203.0.113.43' });
    expect(blank.json()).toMatchObject({ success: false, errorCode: 'login_verify_required' });

    // A device known to another account does not vouch for this one.
    await login({ username: 'player1', password: 'Play1234', type: 'username', loginDeviceId: 'shared-device-1' });
    const borrowed = await login({ ...agent, type: 'username', loginDeviceId: 'shared-device-1' }, { 'x-real-ip': '203.0.113.44' });
    expect(borrowed.json()).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    await flags({ LOGINIPVERF3: null });
  });
});
