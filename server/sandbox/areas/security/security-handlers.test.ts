import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { EndpointKey } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, freePlayInject, lastCode, signIn } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const get = (key: EndpointKey, token: string) => app.inject({ url: catalogue[key].path, headers: { authorization: token } });
const post = (key: EndpointKey, token: string | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: catalogue[key].path, headers: token ? { authorization: token } : {}, payload });
const overview = async (token: string) => (await get('security.config', token)).json().value;
const column = (sql: string, username: string) => app.db.prepare(sql).pluck().get(username);
const advance = (advanceMs: number) => app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs } });

describe('security.config', () => {
  it('answers the overview: masked mobile and e-mail, the registration date, the sign-in before this one and each item', async () => {
    const first = await signIn(app, 'agent2', 'Agent1234', { 'x-real-ip': '198.51.100.7' });
    const res = await get('security.config', first);
    expectCatalogueAnswer('security.config', res);
    const second = await signIn(app, 'agent2', 'Agent1234', { 'x-real-ip': '198.51.100.8' });
    const value = await overview(second);
    expect(value).toMatchObject({
      account: 'agent2',
      mobile: '+63 917****002',
      email: null,
      regDate: expect.any(Number),
      lastLogin: { time: expect.any(Number), ip: '198.51.100.7' },
      items: { loginPassword: true, mobile: true, email: false },
    });
    const player = await signIn(app, 'player1', 'Play1234');
    expect(await overview(player)).toMatchObject({
      email: 'p***@example.test',
      items: { loginPassword: true, withdrawPassword: true, mobile: true, email: true, realName: true },
    });
  });

  it('refuses a trial account and a guest', async () => {
    const trial = (await freePlayInject(app)).json().value.token as string;
    expect((await get('security.config', trial)).json()).toMatchObject({ success: false, errorCode: 'trial.account' });
    expect((await app.inject({ url: catalogue['security.config'].path })).statusCode).toBe(401);
  });
});

describe('binding a mobile number', () => {
  const sms = (token: string, mobileNum: string) => post('identity.smsBind', token, { mobileNum, countryDialingCode: '+63' });
  const bind = (token: string, mobileNum: string, verificationCode: string) =>
    post('security.bindMobile', token, { mobileNum, countryDialingCode: '+63', verificationCode });
  const mobileOf = () => column('SELECT mobile_number FROM accounts WHERE username = ?', 'agent2');

  it('sends a code to a free number and binds it with that code; a wrong code changes nothing', async () => {
    const token = await signIn(app, 'agent2', 'Agent1234');
    const sent = await sms(token, '9176660001');
    expectCatalogueAnswer('identity.smsBind', sent);
    expect(sent.json().value).toMatchObject({ expiredMinutes: 5 });
    const code = await lastCode(app, '+639176660001');
    const wrong = await bind(token, '9176660001', code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    expect(mobileOf()).toBe('9172220002');
    const bound = await bind(token, '9176660001', code);
    expectCatalogueAnswer('security.bindMobile', bound);
    expect(bound.json().value).toMatchObject({ mobile: '+63 917****001', items: { mobile: true } });
    expect(mobileOf()).toBe('9176660001');
    // The code is used up.
    expect((await bind(token, '9176660001', code)).json().errorCode).toBe('mobile.same');
    expect((await overview(token)).mobile).toBe('+63 917****001');
  });

  it('refuses a number another account holds, and the own one, before any code is sent', async () => {
    const token = await signIn(app, 'agent2', 'Agent1234');
    const taken = await sms(token, '9171110001');
    expect(taken.json()).toMatchObject({ success: false, errorCode: 'mobile.exists' });
    const player = await signIn(app, 'player1', 'Play1234');
    expect((await sms(player, '9171110001')).json().errorCode).toBe('mobile.same');
    await expect(lastCode(app, '+639171110001')).rejects.toThrow();
    // A code for a number that another account took meanwhile binds nothing.
    expect((await bind(token, '9171110001', '123456')).json().errorCode).toBe('mobile.exists');
  });

  it('refuses an oversized or malformed number as a bad request, and a sign-in code does not bind', async () => {
    const token = await signIn(app, 'agent2', 'Agent1234');
    const long = await sms(token, '9'.repeat(40));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'request_param_err', message: expect.stringContaining('mobileNum') });
    expect((await sms(token, 'abc')).json().errorCode).toBe('mobile.invalid');
    expect((await bind(token, '9176660002', '1'.repeat(13))).statusCode).toBe(400);
  });
});

describe('binding an e-mail address', () => {
  const bind = (token: string, email: string) => post('security.bindEmail', token, { email });
  const emailOf = () => column('SELECT email FROM accounts WHERE username = ?', 'agent1');

  it('checks the register rule, binds, and refuses a second bind within a minute, changing nothing', async () => {
    const token = await signIn(app, 'agent1', 'Agent1234');
    const bad = await bind(token, 'not-an-address');
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'field.invalid', value: { field: 'email' } });
    const oversized = await bind(token, `${'a'.repeat(250)}@example.com`);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toContain('email');
    expect((await bind(token, `${'a'.repeat(60)}@example.com`)).json().value).toMatchObject({ field: 'email' });
    expect(emailOf()).toBe('agent1@example.test');

    const first = await bind(token, ' New.Agent@Example.com ');
    expectCatalogueAnswer('security.bindEmail', first);
    expect(first.json().value).toMatchObject({ email: 'N***@Example.com', items: { email: true } });
    expect(emailOf()).toBe('New.Agent@Example.com');
    const again = await bind(token, 'other@example.com');
    expect(again.json()).toMatchObject({ success: false, errorCode: 'email.bind.too.soon', value: 60 });
    expect(emailOf()).toBe('New.Agent@Example.com');
    await advance(60_000);
    expect((await bind(token, 'other@example.com')).json().success).toBe(true);
    expect(emailOf()).toBe('other@example.com');
    expect((await bind(token, 'OTHER@example.com')).json().errorCode).toBe('email.same');
  });
});

describe('setting the real name', () => {
  const set = (token: string, realName: string) => post('security.setRealName', token, { realName });
  const nameOf = () => column('SELECT payee_name FROM accounts WHERE username = ?', 'player1');

  it('sets it once, only as the holder name of the payout accounts, and refuses a bad or oversized name', async () => {
    const token = await signIn(app, 'player1', 'Play1234');
    expect((await set(token, 'Juan Dela Cruz')).json()).toMatchObject({ success: false, errorCode: 'real.name.exists' });
    // An account whose payout accounts predate its real name.
    app.db.prepare("UPDATE accounts SET payee_name = NULL WHERE username = 'player1'").run();
    expect((await overview(token)).items.realName).toBe(false);
    expect((await set(token, 'Maria Santos')).json()).toMatchObject({ success: false, errorCode: 'real.name.card.mismatch' });
    expect((await set(token, 'Juan 2')).json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'payeeName' } });
    expect((await set(token, 'J'.repeat(101))).statusCode).toBe(400);
    expect(nameOf()).toBeNull();
    const done = await set(token, '  juan   dela cruz ');
    expectCatalogueAnswer('security.setRealName', done);
    expect(done.json().value.items.realName).toBe(true);
    expect(nameOf()).toBe('juan dela cruz');
    expect((await set(token, 'Juan Dela Cruz')).json().errorCode).toBe('real.name.exists');
    expect(nameOf()).toBe('juan dela cruz');
  });
});
