import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, lastCode, signIn } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const get = (key: 'member.info', token: string) => app.inject({ url: catalogue[key].path, headers: { authorization: token } });
const login = (username: string, password: string) => encryptedInject(app, 'identity.login', { username, password, type: 'username' });

describe('identity.changePassword', () => {
  const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    encryptedInject(app, 'identity.changePassword', { oldPassword, newPassword, confirmNewPassword }, { authorization: token });

  it('changes the default password and clears the flag', async () => {
    const token = await signIn(app, 'default1', 'Abc12345');
    expect((await change(token, 'Abc12345', 'Abc12345')).json().errorCode).toBe('password.same.as.old');
    expect((await change(token, 'Wrong123', 'Fresh123')).json().errorCode).toBe('old.password.incorrect');
    expect((await change(token, 'Abc12345', 'Fresh123', 'Fresh124')).json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'confirmNewPassword' },
    });
    expect((await change(token, 'Abc12345', 'bad!')).json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'password' } });
    expect((await change(token, 'Abc12345', 'Fresh123')).json()).toEqual({ success: true, value: null });
    expect((await login('default1', 'Fresh123')).json().value).toMatchObject({ passwordIsDefault: false, passwordExpired: false });
  });

  it('ends every other session of the account; the one that made the change stays', async () => {
    const elsewhere = await signIn(app, 'agent42', 'Agent1234');
    const token = await signIn(app, 'agent42', 'Agent1234');
    // Only one session per account is open at a time: plant a second one as a session opened before.
    app.db
      .prepare(
        'INSERT INTO sessions (token, account_id, expires_at, created_at, ip, device) SELECT ?, account_id, expires_at, created_at, ip, device FROM sessions WHERE token = ?',
      )
      .run(elsewhere, token);
    expect((await get('member.info', elsewhere)).statusCode).toBe(200);
    expect((await change(token, 'Agent1234', 'Changed12')).json()).toEqual({ success: true, value: null });
    expect((await get('member.info', elsewhere)).statusCode).toBe(401);
    expect((await get('member.info', token)).statusCode).toBe(200);
  });

  it('clears the expired flag', async () => {
    const token = await signIn(app, 'expired1', 'Play1234');
    await change(token, 'Play1234', 'Renewed1');
    expect((await login('expired1', 'Renewed1')).json().value.passwordExpired).toBe(false);
  });

  it('refuses a plain body', async () => {
    const token = await signIn(app, 'downline2', 'Play1234');
    const res = await app.inject({
      method: 'POST',
      url: catalogue['identity.changePassword'].path,
      headers: { authorization: token },
      payload: { oldPassword: 'Play1234' },
    });
    expect(res.json().errorCode).toBe('request_body_required');
  });
});

describe('password recovery', () => {
  const form = (username: string, email: string) =>
    app.inject({
      method: 'POST',
      url: catalogue['identity.forgotPasswordEmail'].path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });
  const linkToken = async (email: string) => {
    const [mail] = (await app.inject({ url: `/__dev/outbox?to=${email}` })).json().value;
    return /\/reset-password\?resetToken=([0-9a-f]{32})/.exec(mail.text)![1];
  };
  const byLink = (token: string, password: string) => encryptedInject(app, 'identity.resetPasswordByLink', { token, password });

  it('mails a single-use link; the password changes only when the member follows it', async () => {
    expect((await form('vip1', 'someone@example.test')).json()).toMatchObject({ success: false, errorCode: 'user.email.not.match' });
    expect((await form('ghost99', 'vip1@example.test')).json().errorCode).toBe('user.email.not.match');
    const before = await signIn(app, 'vip1', 'Play1234');
    // Asked eleven times in a row: the password stands every time, and the session opened before lives on.
    for (let i = 0; i < 11; i++) expect((await form('vip1', 'VIP1@example.test')).json()).toEqual({ success: true, value: null });
    expect((await get('member.info', before)).statusCode).toBe(200);
    const [mail] = (await app.inject({ url: '/__dev/outbox?to=vip1@example.test' })).json().value;
    expect(mail).toMatchObject({ to: 'vip1@example.test', channel: 'email', code: null });
    expect(mail.text).toMatch(/http:\/\/site\.test:3000\/reset-password\?resetToken=[0-9a-f]{32} within 30 minutes/);
    expect(mail.text).not.toMatch(/temporary password/);
    const token = await linkToken('vip1@example.test');

    expect((await byLink(token, 'bad!')).json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'password' } });
    expect((await byLink(token, 'Abc12345')).json().errorCode).toBe('password.is.default');
    // A refused password leaves the link and the old password as they were.
    expect((await login('vip1', 'Play1234')).json().success).toBe(true);
    const session = await signIn(app, 'vip1', 'Play1234');
    expect((await byLink(token, 'Linked123')).json()).toEqual({ success: true, value: null });
    expect((await get('member.info', session)).statusCode).toBe(401);
    expect((await login('vip1', 'Play1234')).json().errorCode).toBe('incorrect.username.or.password');
    expect((await login('vip1', 'Linked123')).json().value).toMatchObject({ passwordExpired: false, passwordIsDefault: false });
    // Used once: the same link never sets a password again.
    expect((await byLink(token, 'Another123')).json()).toMatchObject({ success: false, errorCode: 'password.reset.link.invalid' });
    expect((await login('vip1', 'Linked123')).json().success).toBe(true);
  });

  it('writes the mail in the language the platform keeps for the member', async () => {
    app.repos.accounts.setLanguage(app.repos.accounts.byUsername('player1')!.id, 'TL');
    expect((await form('player1', 'player1@example.test')).json()).toEqual({ success: true, value: null });
    const [mail] = (await app.inject({ url: '/__dev/outbox?to=player1@example.test' })).json().value;
    expect(mail.text).toMatch(/^Kumusta player1,/);
    expect(mail.text).toMatch(/buksan ang http:\/\/site\.test:3000\/reset-password\?resetToken=[0-9a-f]{32} sa loob ng 30 minuto/);
  });

  it('voids the earlier links and refuses a link older than 30 minutes', async () => {
    await form('agent1', 'agent1@example.test');
    const first = await linkToken('agent1@example.test');
    await form('agent1', 'agent1@example.test');
    const second = await linkToken('agent1@example.test');
    expect(second).not.toBe(first);
    expect((await byLink(first, 'Newer1234')).json().errorCode).toBe('password.reset.link.invalid');
    app.clock.advance(30 * 60_000);
    expect((await byLink(second, 'Newer1234')).json().errorCode).toBe('password.reset.link.invalid');
    expect((await login('agent1', 'Agent1234')).json().success).toBe(true);
    expect((await byLink('0'.repeat(32), 'Newer1234')).json().errorCode).toBe('password.reset.link.invalid');
    expect((await byLink('not-a-token', 'Newer1234')).statusCode).toBe(400);
  });

  it('sets a new password by phone with the reset code', async () => {
    await app.inject({
      method: 'POST',
      url: catalogue['identity.forgotPasswordSms'].path,
      payload: { mobileNum: '9173330003', countryDialingCode: '+63' },
    });
    const code = await lastCode(app, '9173330003');
    const set = (verificationCode: string, newPassword = 'ByPhone9') =>
      encryptedInject(app, 'identity.setPasswordByPhone', {
        newPassword,
        mobileNum: '9173330003',
        countryDialingCode: '+63',
        verificationCode,
      });
    expect((await set(code === '000000' ? '111111' : '000000')).json().errorCode).toBe('verification.code.invalid');
    expect((await set(code, 'x')).json().errorCode).toBe('field.invalid');
    const before = await signIn(app, 'downline3', 'Play1234');
    expect((await set(code)).json()).toEqual({ success: true, value: null });
    expect((await get('member.info', before)).statusCode).toBe(401);
    expect((await login('downline3', 'ByPhone9')).json().success).toBe(true);
    expect((await set(code)).json().errorCode).toBe('verification.code.invalid');
  });
});
