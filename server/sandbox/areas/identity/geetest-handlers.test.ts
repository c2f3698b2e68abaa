import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, freshCaptcha, lastCode } from '../../test-support';
import { GEETEST_FAILED, GEETEST_PASS_LIFETIME_MS, SANDBOX_GEETEST_CAPTCHA_ID } from './geetest';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const flags = (f: Record<string, boolean | null>) => app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: f } });

/** Reads a JSONP answer `callback({...});` of the stand-in's service. */
function jsonpBody(body: string, callback: string): Record<string, unknown> {
  expect(body.startsWith(`${callback}(`) && body.endsWith(');')).toBe(true);
  return JSON.parse(body.slice(callback.length + 1, -2));
}

/** What the widget's getValidate() gives after the visitor presses Verify, with the captcha id the site adds. */
async function pass(captchaId = SANDBOX_GEETEST_CAPTCHA_ID) {
  const res = await app.inject({ url: `/geetest/verify?captcha_id=${captchaId}&callback=geetest_1` });
  const answer = jsonpBody(res.body, 'geetest_1') as { data: { seccode: Record<string, string> } };
  return { captcha_id: SANDBOX_GEETEST_CAPTCHA_ID, ...answer.data.seccode } as {
    captcha_id: string;
    lot_number: string;
    pass_token: string;
    gen_time: string;
    captcha_output: string;
  };
}

const login = async (geetestValidateV4?: unknown) =>
  (await encryptedInject(app, 'identity.login', { username: 'player1', password: 'Play1234', type: 'username', geetestValidateV4 })).json();

const smsNoLogin = async (geetestValidateV4?: unknown, key: 'identity.smsNoLogin' | 'identity.forgotPasswordSms' = 'identity.smsNoLogin') =>
  (
    await app.inject({
      method: 'POST',
      url: catalogue[key].path,
      payload: { mobileNum: '9171110001', countryDialingCode: '+63', geetestValidateV4 },
    })
  ).json();

describe('GET /wps/captcha/geetest', () => {
  it('is a function the platform lacks while GEETEST3 is off', async () => {
    const res = await app.inject({ url: `${catalogue['identity.captchaGeetest'].path}?product=register` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
  });

  it('answers the captcha id in value.gt while GEETEST3 is on, with or without a product', async () => {
    await flags({ GEETEST3: true });
    const res = await app.inject({ url: `${catalogue['identity.captchaGeetest'].path}?product=register` });
    expectCatalogueAnswer('identity.captchaGeetest', res);
    expect(res.json().value).toEqual({ gt: SANDBOX_GEETEST_CAPTCHA_ID });
    // The go444 client asks without one: the register form's product is the default.
    const bare = await app.inject({ url: catalogue['identity.captchaGeetest'].path });
    expectCatalogueAnswer('identity.captchaGeetest', bare);
    expect(bare.json().value).toEqual({ gt: SANDBOX_GEETEST_CAPTCHA_ID });
    const empty = await app.inject({ url: `${catalogue['identity.captchaGeetest'].path}?product=` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('request_param_err');
    await flags({ GEETEST3: null });
  });
});

describe('the GeeTest v4 stand-in', () => {
  it('serves the widget script as JavaScript', async () => {
    const res = await app.inject({ url: '/geetest/gt4.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.initGeetest4');
  });

  it('loads for its captcha id only, and refuses a callback that is not an identifier', async () => {
    const ok = await app.inject({ url: `/geetest/load?captcha_id=${SANDBOX_GEETEST_CAPTCHA_ID}&callback=geetest_9` });
    expect(jsonpBody(ok.body, 'geetest_9')).toMatchObject({ status: 'success' });
    const unknown = await app.inject({ url: '/geetest/load?captcha_id=0123456789abcdef0123456789abcdef&callback=geetest_9' });
    expect(jsonpBody(unknown.body, 'geetest_9')).toMatchObject({ status: 'error', code: 'illegal_captcha_id' });
    const hostile = await app.inject({ url: `/geetest/verify?captcha_id=${SANDBOX_GEETEST_CAPTCHA_ID}&callback=alert(1)//` });
    expect(hostile.statusCode).toBe(400);
  });

  it('issues a fresh pass on every verify', async () => {
    const first = await pass();
    const second = await pass();
    expect(first.lot_number).toMatch(/^[0-9a-f]{32}$/);
    expect(first.gen_time).toBe(String(Math.floor(app.clock.now() / 1000)));
    expect(second.lot_number).not.toBe(first.lot_number);
  });
});

describe('with GEETEST3 on, sign-in needs a GeeTest pass', () => {
  beforeAll(() => flags({ GEETEST3: true }));
  afterAll(() => flags({ GEETEST3: null }));

  it('refuses a sign-in without one, before looking at the password', async () => {
    expect(await login()).toMatchObject({ success: false, errorCode: GEETEST_FAILED });
    const sms = await encryptedInject(app, 'identity.login', { username: '9171234567', password: '000000', type: 'sms' });
    expect(sms.json()).toMatchObject({ success: false, errorCode: GEETEST_FAILED });
  });

  it('refuses forged, foreign and reused passes, and a pass past its lifetime', async () => {
    const forged = await pass();
    expect(await login({ ...forged, captcha_output: `${forged.captcha_output.slice(0, -2)}AA` })).toMatchObject({
      errorCode: GEETEST_FAILED,
    });
    // A forged attempt used the pass up: the genuine values no longer work either.
    expect(await login(forged)).toMatchObject({ errorCode: GEETEST_FAILED });

    const made = { ...(await pass()), lot_number: 'f'.repeat(32) };
    expect(await login(made)).toMatchObject({ errorCode: GEETEST_FAILED });

    const foreign = await pass();
    expect(await login({ ...foreign, captcha_id: '0123456789abcdef0123456789abcdef' })).toMatchObject({ errorCode: GEETEST_FAILED });

    const good = await pass();
    expect(await login(good)).toMatchObject({ success: true });
    expect(await login(good)).toMatchObject({ success: false, errorCode: GEETEST_FAILED });

    const late = await pass();
    app.clock.advance(GEETEST_PASS_LIFETIME_MS);
    expect(await login(late)).toMatchObject({ errorCode: GEETEST_FAILED });
  });

  it('accepts the pass the stand-in issued', async () => {
    const res = await encryptedInject(app, 'identity.login', {
      username: 'player1',
      password: 'Play1234',
      type: 'username',
      geetestValidateV4: await pass(),
    });
    expectCatalogueAnswer('identity.login', res);
    expect(res.json().success).toBe(true);
  });
});

describe('with GEETEST3 on, SMS sends need a GeeTest pass', () => {
  beforeAll(() => flags({ GEETEST3: true }));
  afterAll(() => flags({ GEETEST3: null }));

  it.each(['identity.smsNoLogin', 'identity.forgotPasswordSms'] as const)('%s', async (key) => {
    expect(await smsNoLogin(undefined, key)).toMatchObject({ success: false, errorCode: GEETEST_FAILED });
    expect(await smsNoLogin(await pass(), key)).toMatchObject({ success: true });
  });

  it('identity.smsRegister', async () => {
    const send = async (geetestValidateV4?: unknown) =>
      (
        await app.inject({
          method: 'POST',
          url: catalogue['identity.smsRegister'].path,
          payload: {
            mobileNo: '9178880001',
            countryDialingCode: '+63',
            type: 'register',

            geetestValidateV4,
          },
        })
      ).json();
    expect(await send()).toMatchObject({ success: false, errorCode: GEETEST_FAILED });
    expect(await send(await pass())).toMatchObject({ success: true });
  });
});

describe('with GEETEST3 on, registration needs a GeeTest pass', () => {
  beforeAll(() => flags({ GEETEST3: true }));
  afterAll(() => flags({ GEETEST3: null }));

  async function registerCode(mobileNo: string, type: 'register' | 'registerMobile') {
    const res = await app.inject({
      method: 'POST',
      url: catalogue['identity.smsRegister'].path,
      payload: { mobileNo, countryDialingCode: '+63', type, geetestValidateV4: await pass() },
    });
    expect(res.json(), res.body).toMatchObject({ success: true });
    return lastCode(app, mobileNo);
  }

  it('by username', async () => {
    const mobile = '9178880002';
    const verificationCode = await registerCode(mobile, 'register');
    const payload = async () => {
      const captcha = await freshCaptcha(app);
      return {
        payload: {
          username: 'geetest01',
          password: 'Secret99',
          confirmPassword: 'Secret99',
          mobileNum: mobile,
          countryDialingCode: '+63',
          verificationCode,
          captcha: captcha.answer,
          email: 'geetest01@example.test',
          login: true,
        },
        headers: { cookie: captcha.cookie },
      };
    };
    const refused = await payload();
    expect((await encryptedInject(app, 'identity.register', refused.payload, refused.headers)).json()).toMatchObject({
      success: false,
      errorCode: GEETEST_FAILED,
    });
    const sent = await payload();
    const res = await encryptedInject(app, 'identity.register', { ...sent.payload, geetestValidateV4: await pass() }, sent.headers);
    expectCatalogueAnswer('identity.register', res);
    expect(res.json().value).toMatchObject({ userName: 'geetest01' });
  });

  it('by mobile number', async () => {
    const mobile = '9178880003';
    const verificationCode = await registerCode(mobile, 'registerMobile');
    const payload = async () => {
      const captcha = await freshCaptcha(app);
      return {
        payload: {
          mobileNum: mobile,
          countryDialingCode: '+63',
          password: 'Secret99',
          confirmPassword: 'Secret99',
          verificationCode,
          captcha: captcha.answer,
          login: true,
        },
        headers: { cookie: captcha.cookie },
      };
    };
    const refused = await payload();
    expect((await encryptedInject(app, 'identity.registerMobile', refused.payload, refused.headers)).json()).toMatchObject({
      success: false,
      errorCode: GEETEST_FAILED,
    });
    const sent = await payload();
    const res = await encryptedInject(app, 'identity.registerMobile', { ...sent.payload, geetestValidateV4: await pass() }, sent.headers);
    expectCatalogueAnswer('identity.registerMobile', res);
    expect(res.json().value).toMatchObject({ userName: '639178880003' });
  });
});

describe('with GEETEST3 off', () => {
  it('signs in and sends codes without a pass, as before', async () => {
    expect(await login()).toMatchObject({ success: true });
    expect(await smsNoLogin()).toMatchObject({ success: true });
  });
});

describe('the GeeTest stand-in keeps its passes in the database', () => {
  it('a pass issued before a restart of the sandbox is accepted after it, once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'geetest-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      const before = await buildTestSandbox({ dbPath });
      await before.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { GEETEST3: true } } });
      const res = await before.inject({ url: `/geetest/verify?captcha_id=${SANDBOX_GEETEST_CAPTCHA_ID}&callback=geetest_1` });
      const issued = (jsonpBody(res.body, 'geetest_1') as { data: { seccode: Record<string, string> } }).data.seccode;
      await before.close();

      const after = await buildTestSandbox({ dbPath });
      try {
        const signIn = (validate: unknown) =>
          encryptedInject(after, 'identity.login', {
            username: 'player1',
            password: 'Play1234',
            type: 'username',
            geetestValidateV4: validate,
          });
        const validate = { captcha_id: SANDBOX_GEETEST_CAPTCHA_ID, ...issued };
        expect((await signIn(validate)).json()).toMatchObject({ success: true });
        expect((await signIn(validate)).json()).toMatchObject({ success: false, errorCode: GEETEST_FAILED });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
