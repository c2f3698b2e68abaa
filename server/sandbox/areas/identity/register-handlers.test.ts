import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, freshCaptcha, lastCode } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const accountCount = () => app.db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number;
const flags = (f: Record<string, boolean | null>) => app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: f } });

async function smsCode(mobileNo: string, type: 'register' | 'registerMobile' = 'register'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: catalogue['identity.smsRegister'].path,
    payload: { mobileNo, countryDialingCode: '+63', type },
  });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return lastCode(app, mobileNo);
}

/** A complete username registration payload with a fresh captcha, SMS code and bot check. */
async function prepared(overrides: Record<string, unknown> = {}, mobile = '9175550001') {
  const captcha = await freshCaptcha(app);
  const payload = {
    username: 'newbie01',
    password: 'Secret99',
    confirmPassword: 'Secret99',
    mobileNum: mobile,
    countryDialingCode: '+63',
    verificationCode: await smsCode(mobile),
    captcha: captcha.answer,
    email: 'newbie01@example.test',
    login: true,
    registerMethod: 'WEB',
    registerUrl: 'http://site.test:3000/register',
    domain: 'site.test',
    ...overrides,
  };
  return { payload, headers: { cookie: captcha.cookie } };
}

describe('identity.register', () => {
  it('registers, signs in and links the upline of an affiliate code', async () => {
    const before = accountCount();
    const { payload, headers } = await prepared({ affiliateCode: 'AGENT1' });
    const res = await encryptedInject(app, 'identity.register', payload, headers);
    expectCatalogueAnswer('identity.register', res);
    expect(res.json().value).toMatchObject({ userName: 'newbie01', type: 0, isAgent: 0, firstTimeLogin: true });
    expect(accountCount()).toBe(before + 1);
    const info = (await app.inject({ url: catalogue['member.info'].path, headers: { authorization: res.json().value.token } })).json()
      .value;
    expect(info).toMatchObject({ account: 'newbie01', toUpline: true, mobile: '+63 917****001' });
    const signIn = await encryptedInject(app, 'identity.login', { username: 'NEWBIE01', password: 'Secret99', type: 'username' });
    expect(signIn.json().success).toBe(true);
  });

  it.each([
    ['a taken username (any case)', { username: 'PLAYER1' }, 'username.exists'],
    ['a wrong confirmation', { confirmPassword: 'Secret98' }, 'field.invalid'],
    ['a username breaking the rule', { username: '1abc' }, 'field.invalid'],
    ['a password breaking the rule', { password: 'no', confirmPassword: 'no' }, 'field.invalid'],
    ['a value in a disabled field', { qqNum: '12345' }, 'field.invalid'],
    ['a bad e-mail', { email: 'not-an-email' }, 'field.invalid'],
    ['an unknown affiliate code', { affiliateCode: 'NOPE99' }, 'invitation_code_error'],
    ['an unknown referral code', { referralCode: 'ZZZZ9999' }, 'invitation_code_error'],
    ['a wrong SMS code', { verificationCode: '999999x' }, 'verification.code.invalid'],
    ['a wrong captcha', { captcha: 'abcd' }, 'captcha.invalid'],
  ])('refuses %s', async (_name, overrides, errorCode) => {
    const before = accountCount();
    const { payload, headers } = await prepared({ username: 'refused01', ...overrides }, '9175550002');
    const res = await encryptedInject(app, 'identity.register', payload, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode });
    expect(accountCount()).toBe(before);
  });

  it('names the field and the rule in a field refusal', async () => {
    const { payload, headers } = await prepared({ username: 'x' }, '9175550003');
    const body = (await encryptedInject(app, 'identity.register', payload, headers)).json();
    expect(body.value).toEqual({ field: 'username', key: 'validation.reg_pattern_1', min: 6, max: 12 });
  });

  it('refuses a mobile number that is already registered', async () => {
    const res = await app.inject({
      method: 'POST',
      url: catalogue['identity.smsRegister'].path,
      payload: { mobileNo: '9171234567', countryDialingCode: '+63', type: 'register' },
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'mobile.exists' });
  });

  it('refuses a plain body', async () => {
    const res = await app.inject({ method: 'PUT', url: catalogue['identity.register'].path, payload: { username: 'plain001' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_body_required');
  });
});

describe('identity.checkUsername', () => {
  const check = (query: string) => app.inject({ url: `${catalogue['identity.checkUsername'].path}${query}` });

  it('answers success for a free name, and username.exists for a taken one whatever its case', async () => {
    const free = await check('?username=freshname1');
    expectCatalogueAnswer('identity.checkUsername', free);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ success: true });
    for (const name of ['player1', 'PLAYER1']) {
      const taken = await check(`?username=${name}`);
      expectCatalogueAnswer('identity.checkUsername', taken);
      expect(taken.statusCode, name).toBe(200);
      expect(taken.json(), name).toMatchObject({ success: false, errorCode: 'username.exists' });
    }
  });

  it("answers HTTP 400 for a name the brand's register rule refuses, and without a name", async () => {
    // The seeded rule: 6 to 12 characters, a letter first, then letters and digits.
    for (const name of ['abc', '1player', 'averyverylongname1', 'play er1']) {
      const res = await check(`?username=${encodeURIComponent(name)}`);
      expectCatalogueAnswer('identity.checkUsername', res);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, errorCode: 'field.invalid', value: { field: 'username', min: 6, max: 12 } });
    }
    const missing = await check('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const empty = await check('?username=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, errorCode: 'field.invalid' });
  });
});

describe('identity.registerMobile', () => {
  it('registers by mobile number with a generated password returned once', async () => {
    await flags({ MOBILENUMPASSREG3: false });
    const captcha = await freshCaptcha(app);
    const payload = {
      mobileNum: '9176660001',
      countryDialingCode: '+63',
      verificationCode: await smsCode('9176660001', 'registerMobile'),
      captcha: captcha.answer,
      login: true,
    };
    const res = await encryptedInject(app, 'identity.registerMobile', payload, { cookie: captcha.cookie });
    expectCatalogueAnswer('identity.registerMobile', res);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: '639176660001', type: 0 });
    expect(value.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const signIn = await encryptedInject(app, 'identity.login', { username: '639176660001', password: value.password, type: 'username' });
    expect(signIn.json().success).toBe(true);
    await flags({ MOBILENUMPASSREG3: null });
  });

  it('asks for the password pair when MOBILENUMPASSREG3 is on', async () => {
    const captcha = await freshCaptcha(app);
    const payload = {
      mobileNum: '9176660002',
      countryDialingCode: '+63',
      verificationCode: await smsCode('9176660002', 'registerMobile'),
      captcha: captcha.answer,
      password: 'Mobile77',
      confirmPassword: 'Mobile77',
    };
    const res = await encryptedInject(app, 'identity.registerMobile', payload, { cookie: captcha.cookie });
    expect(res.json()).toEqual({ success: true, value: { id: expect.any(Number), userName: '639176660002' } });
  });
});

describe('identity.registerAuto', () => {
  const registerAuto = (payload: Record<string, unknown>, cookie: string) =>
    app.inject({ method: 'PUT', url: catalogue['identity.registerAuto'].path, payload, headers: { cookie } });

  it('makes the name and the password, answers both once, with the checks of a registration', async () => {
    const before = accountCount();
    const { payload, headers } = await prepared(
      { username: undefined, password: undefined, confirmPassword: undefined, email: undefined },
      '9177770001',
    );
    const res = await registerAuto(payload, headers.cookie);
    expectCatalogueAnswer('identity.registerAuto', res);
    const value = res.json().value;
    // The seeded username rule: a letter first, then letters or digits, 6 to 12 in all.
    expect(value.userName).toMatch(/^[a-z][0-9]{7}$/);
    expect(value.password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(value.token).toEqual(expect.any(String));
    expect(accountCount()).toBe(before + 1);
    const account = app.repos.accounts.byUsername(value.userName)!;
    expect([account.mobileDialingCode, account.mobileNumber]).toEqual(['+63', '9177770001']);
    const signIn = await encryptedInject(app, 'identity.login', { username: value.userName, password: value.password, type: 'username' });
    expect(signIn.json().success).toBe(true);
  });

  it('refuses as registration does: a wrong captcha, a wrong SMS code, username registration off', async () => {
    const before = accountCount();
    const wrong = await prepared({ username: undefined, password: undefined, confirmPassword: undefined, captcha: 'XXXX' }, '9177770002');
    expect((await registerAuto(wrong.payload, wrong.headers.cookie)).json()).toMatchObject({
      success: false,
      errorCode: 'captcha.invalid',
    });
    const code = await prepared({ username: undefined, password: undefined, confirmPassword: undefined }, '9177770004');
    const wrongCode = { ...code.payload, verificationCode: code.payload.verificationCode === '000000' ? '111111' : '000000' };
    expect((await registerAuto(wrongCode, code.headers.cookie)).json()).toMatchObject({
      success: false,
      errorCode: 'verification.code.invalid',
    });
    await flags({ USERNAMEREG3: false });
    const off = await prepared({ username: undefined, password: undefined, confirmPassword: undefined }, '9177770003');
    const refused = await registerAuto(off.payload, off.headers.cookie);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await flags({ USERNAMEREG3: null });
    expect(accountCount()).toBe(before);
  });
});

describe('agent.affiliate', () => {
  it('accepts an agent code and refuses others', async () => {
    const ok = await app.inject({ url: `${catalogue['agent.affiliate'].path}?code=agent1&domain=site.test` });
    expect(ok.json()).toEqual({ success: true, value: null });
    const member = app.db.prepare("SELECT referral_code FROM accounts WHERE username = 'player1'").pluck().get() as string;
    for (const code of ['NOPE99', member]) {
      const res = await app.inject({ url: `${catalogue['agent.affiliate'].path}?code=${code}&domain=site.test` });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    }
  });
});
