import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { PROFILE_FIELD_MAX_LENGTH } from '../../../../shared/domains/profile/rules';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, freshCaptcha, lastCode } from '../../test-support';
import { addAccount, callAs, tokenOf } from '../../testing/members';
import { PROFILE_SETTINGS } from './profile-seed';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const FILLED = {
  nickname: 'Lucky Juan',
  birthday: '1990-04-15',
  permanentAddress: '12 Rizal Street, Cebu City',
  currentAddress: '3F Ayala Tower, Makati City',
  placeOfBirth: 'Cebu',
  nationality: 'Filipino',
  occupation: 'Engineer',
  sourceOfIncome: 'Salary',
  whatsapp: '639171234567',
  telegram: '@lucky_juan',
  facebook: 'lucky.juan',
};

const accountRow = (username: string) => app.db.prepare('SELECT * FROM accounts WHERE username = ?').get(username);
const save = (values: Record<string, unknown>, username = 'player1') => callAs(app, username, 'profile.save', values);

describe('profile.kycSetting', () => {
  it("answers each profile field's setting in the register-rule shape", async () => {
    const res = await app.inject({ url: catalogue['profile.kycSetting'].path, headers: { authorization: tokenOf(app, 'player1') } });
    expectCatalogueAnswer('profile.kycSetting', res);
    expect(res.json().value).toEqual(PROFILE_SETTINGS);
  });
});

describe('profile.details and profile.save', () => {
  it('saves every field and reads them back, contacts beside the e-mail kept from registration', async () => {
    app.db.prepare(`UPDATE accounts SET contacts = '{"email":"p1@example.test"}' WHERE username = 'player1'`).run();
    const saved = await save(FILLED);
    expect(saved.success).toBe(true);
    expect(saved.value.values).toEqual(FILLED);
    const read = await callAs(app, 'player1', 'profile.details');
    expect(read.value).toMatchObject({ account: 'player1', values: FILLED });
    expect(read.value.avatars).toHaveLength(10);
    expect(read.value.avatars[3]).toEqual({ avatar: '3', icon: '/img/avatar/3.svg' });
    expect(JSON.parse((accountRow('player1') as { contacts: string }).contacts)).toEqual({
      email: 'p1@example.test',
      whatsapp: '639171234567',
      telegram: '@lucky_juan',
      facebook: 'lucky.juan',
    });
    // member.info follows the nickname.
    expect((await callAs(app, 'player1', 'member.info')).value.nickname).toBe('Lucky Juan');
  });

  it('clears an optional field sent empty', async () => {
    await save(FILLED);
    await save({ ...FILLED, occupation: '', telegram: '' });
    const values = (await callAs(app, 'player1', 'profile.details')).value.values;
    expect(values.occupation).toBeUndefined();
    expect(values.telegram).toBeUndefined();
    expect(values.nickname).toBe('Lucky Juan');
  });

  it.each([
    ['a required field left out', { currentAddress: '' }, 'currentAddress', 'validation.required'],
    ['a nationality with digits (letters and spaces)', { nationality: 'Filipino1' }, 'nationality', 'validation.reg_pattern_17'],
    ['a birthday in the wrong format', { birthday: '15-04-1990' }, 'birthday', 'validation.reg_pattern_11'],
    ['a day that does not exist', { birthday: '1990-02-30' }, 'birthday', 'validation.reg_pattern_11'],
    ['a WhatsApp number with letters', { whatsapp: '63917abc' }, 'whatsapp', 'validation.reg_pattern_6'],
    ['a Telegram handle the platform pattern refuses', { telegram: '@a-b-c-d' }, 'telegram', 'validation.reg_pattern_9'],
    ['a too short nickname', { nickname: 'J' }, 'nickname', 'validation.reg_pattern_0'],
    ['a value in a field the platform switched off', { skype: 'live:juan' }, 'skype', 'validation.field_disabled'],
  ])('refuses %s with field.invalid and changes nothing', async (_name, change, field, key) => {
    await save(FILLED);
    const before = accountRow('player1');
    const refused = await save({ ...FILLED, nickname: 'Changed Name', ...change });
    expect(refused).toMatchObject({ success: false, errorCode: 'field.invalid' });
    expect(refused.value).toMatchObject({ field, key });
    expect(accountRow('player1')).toEqual(before);
  });

  it('refuses a birthday in the future or under 18 years, on the sandbox clock', async () => {
    const now = new Date(app.clock.now());
    const year = now.getUTCFullYear();
    const future = await save({ ...FILLED, birthday: `${year + 1}-01-01` });
    expect(future).toMatchObject({ success: false, errorCode: 'profile.birthday.future' });
    const minor = await save({ ...FILLED, birthday: `${year - 10}-01-01` });
    expect(minor).toMatchObject({ success: false, errorCode: 'profile.birthday.underage' });
    expect((await callAs(app, 'player1', 'profile.details')).value.values.birthday).toBeUndefined();
  });

  it('follows the settings: a field made required must be given', async () => {
    app.repos.profiles.setSetting('occupation', { ...PROFILE_SETTINGS.occupation, required: true });
    expect(await save({ ...FILLED, occupation: '' })).toMatchObject({ success: false, value: { field: 'occupation' } });
  });

  it('answers an oversized field or an unknown one as a bad request', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: catalogue['profile.save'].path,
      headers: { authorization: tokenOf(app, 'player1') },
      payload: { ...FILLED, permanentAddress: 'x'.repeat(PROFILE_FIELD_MAX_LENGTH + 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request_param_err', message: expect.stringContaining('permanentAddress') });
    const unknown = await app.inject({
      method: 'PUT',
      url: catalogue['profile.save'].path,
      headers: { authorization: tokenOf(app, 'player1') },
      payload: { ...FILLED, password: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: catalogue['profile.details'].path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: catalogue['profile.save'].path, payload: FILLED })).statusCode).toBe(401);
  });
});

describe('profile.chooseAvatar', () => {
  it("sets an avatar of the platform's set, read back by the avatar relay and member.icon", async () => {
    const chosen = await callAs(app, 'player1', 'profile.chooseAvatar', { avatar: '7' });
    expect(chosen.value).toEqual({ avatar: '7', avatarType: 'STATIC' });
    expect((await callAs(app, 'player1', 'profile.avatar')).value.avatar).toBe('7');
    expect((await callAs(app, 'player1', 'member.icon')).value).toBe('/img/avatar/7.svg');
    expect((await callAs(app, 'player1', 'profile.details')).value.avatar).toBe('7');
  });

  it('refuses an avatar outside the set and keeps the old one', async () => {
    await callAs(app, 'player1', 'profile.chooseAvatar', { avatar: '2' });
    expect(await callAs(app, 'player1', 'profile.chooseAvatar', { avatar: '10' })).toMatchObject({
      success: false,
      errorCode: 'profile.avatar.unknown',
    });
    expect((await callAs(app, 'player1', 'profile.avatar')).value.avatar).toBe('2');
  });
});

async function registerWith(username: string, mobile: string, referralCode: string) {
  const smsRes = await app.inject({
    method: 'POST',
    url: catalogue['identity.smsRegister'].path,
    payload: { mobileNo: mobile, countryDialingCode: '+63', type: 'register' },
  });
  expect(smsRes.json()).toMatchObject({ success: true });
  const captcha = await freshCaptcha(app);
  const payload = {
    username,
    password: 'Secret99',
    confirmPassword: 'Secret99',
    mobileNum: mobile,
    countryDialingCode: '+63',
    verificationCode: await lastCode(app, mobile),
    captcha: captcha.answer,
    referralCode,
    login: true,
    registerMethod: 'WEB',
  };
  return (await encryptedInject(app, 'identity.register', payload, { cookie: captcha.cookie })).json();
}

describe('profile.referralDetails and profile.referrals', () => {
  it('answers the code, the invitations and the promotion domains; a friend registering with the code is listed', async () => {
    const details = await app.inject({
      url: `${catalogue['profile.referralDetails'].path}?autoGenerate=true`,
      headers: { authorization: tokenOf(app, 'player1') },
    });
    expectCatalogueAnswer('profile.referralDetails', details);
    const { referralCode, totalInvitations, promotionDomains } = details.json().value;
    expect(referralCode).toBe(app.repos.accounts.byUsername('player1')!.referralCode);
    expect(totalInvitations).toBe(0);
    expect(promotionDomains.length).toBeGreaterThan(0);

    const registered = await registerWith('friend001', '9175550101', referralCode.toLowerCase());
    expect(registered, JSON.stringify(registered)).toMatchObject({ success: true });
    const friend = app.repos.accounts.byUsername('friend001')!;
    expect(app.repos.profiles.referrerOf(friend.id)).toBe(app.repos.accounts.byUsername('player1')!.id);

    expect((await callAs(app, 'player1', 'profile.referralDetails', { autoGenerate: true })).value.totalInvitations).toBe(1);
    const friends = await callAs(app, 'player1', 'profile.referrals', { pageNo: 1, pageSize: 20 });
    expect(friends.value).toMatchObject({ totalCount: 1, list: [{ account: 'fr***1', registeredAt: friend.createdAt }] });
    // Nobody else sees the friend.
    addAccount(app, 'stranger1', 0, null);
    expect((await callAs(app, 'stranger1', 'profile.referrals', { pageNo: 1, pageSize: 20 })).value.totalCount).toBe(0);
  });

  it('generates a code on the first read with autoGenerate=true only', async () => {
    app.db.prepare("UPDATE accounts SET referral_code = NULL WHERE username = 'player1'").run();
    expect((await callAs(app, 'player1', 'profile.referralDetails', {})).value.referralCode).toBe('');
    const generated = (await callAs(app, 'player1', 'profile.referralDetails', { autoGenerate: true })).value.referralCode;
    expect(generated).toMatch(/^[0-9A-F]{10}$/);
    expect(app.repos.accounts.byUsername('player1')!.referralCode).toBe(generated);
    expect((await callAs(app, 'player1', 'profile.referralDetails', { autoGenerate: true })).value.referralCode).toBe(generated);
  });

  it('refuses a trial account', async () => {
    addAccount(app, 'trial123456', 4, null);
    expect(await callAs(app, 'trial123456', 'profile.referralDetails', {})).toMatchObject({ success: false, errorCode: 'trial.account' });
  });
});
