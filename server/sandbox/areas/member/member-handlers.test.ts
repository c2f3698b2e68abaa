import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const get = (key: 'member.info' | 'member.icon' | 'profile.avatar' | 'cashier.balance' | 'inbox.unreadCount', token: string, query = '') =>
  app.inject({ url: `${catalogue[key].path}${query}`, headers: { authorization: token } });

describe('member data', () => {
  it('answers member.info with club label, labels and upline', async () => {
    const vip = await signIn(app, 'vip1', 'Play1234');
    const res = await get('member.info', vip);
    expectCatalogueAnswer('member.info', res);
    expect(res.json().value).toMatchObject({
      account: 'vip1',
      type: 0,
      nickname: 'VIP One',
      toUpline: false,
      clubLabel: { labelName: 'VIP', rankLevel: 6 },
      memberLabel: [{ labelName: 'VIP' }],
      mobile: '+63 917****002',
    });
    const downline = await signIn(app, 'downline1', 'Play1234');
    expect((await get('member.info', downline)).json().value).toMatchObject({ toUpline: true, clubLabel: { rankLevel: 1 } });
    const agent = await signIn(app, 'agent41', 'Agent1234');
    expect((await get('member.info', agent)).json().value.type).toBe(41);
  });

  it('serves the icon path, the avatar and the image itself', async () => {
    const token = await signIn(app, 'player1', 'Play1234');
    const icon = await get('member.icon', token);
    expectCatalogueAnswer('member.icon', icon);
    const path = icon.json().value as string;
    expect(path).toMatch(/^\/img\/avatar\/[0-9]\.svg$/);
    const image = await app.inject({ url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const avatar = await get('profile.avatar', token);
    expectCatalogueAnswer('profile.avatar', avatar);
    expect(avatar.json().value).toEqual({ avatar: path.replace(/\D/g, ''), avatarType: 'STATIC' });
    expect((await app.inject({ url: '/img/avatar/10.svg' })).statusCode).toBe(404);
  });

  it('counts unread messages and stores the language', async () => {
    const token = await signIn(app, 'player1', 'Play1234');
    const unread = await get('inbox.unreadCount', token);
    expectCatalogueAnswer('inbox.unreadCount', unread);
    expect(unread.json().value).toBe(2);
    const res = await app.inject({
      method: 'PUT',
      url: catalogue['member.updateLanguage'].path,
      headers: { authorization: token },
      payload: { language: 'tl' },
    });
    expect(res.json()).toEqual({ success: true, value: null });
    expect(app.db.prepare("SELECT language FROM accounts WHERE username = 'player1'").pluck().get()).toBe('TL');
    const bad = await app.inject({
      method: 'PUT',
      url: catalogue['member.updateLanguage'].path,
      headers: { authorization: token },
      payload: { language: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    // A well-formed code the platform does not serve is a bad request too, and nothing is stored.
    const unknown = await app.inject({
      method: 'PUT',
      url: catalogue['member.updateLanguage'].path,
      headers: { authorization: token },
      payload: { language: 'NAN' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(unknown.json().message).toContain('language');
    expect(app.db.prepare("SELECT language FROM accounts WHERE username = 'player1'").pluck().get()).toBe('TL');
  });

  it('stores any language the platform offers, and refuses one it does not offer', async () => {
    const japanese = await buildTestSandbox({ languages: ['JA', 'EN', 'AR'] });
    try {
      const token = await signIn(japanese, 'player1', 'Play1234');
      const put = (language: string) =>
        japanese.inject({
          method: 'PUT',
          url: catalogue['member.updateLanguage'].path,
          headers: { authorization: token },
          payload: { language },
        });
      const stored = () => japanese.db.prepare("SELECT language FROM accounts WHERE username = 'player1'").pluck().get();
      expect((await put('ar')).json()).toEqual({ success: true, value: null });
      expect(stored()).toBe('AR');
      const refused = await put('TL');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('language: must be one of JA, EN, AR');
      expect(stored()).toBe('AR');
      const settings = await japanese.inject({ url: catalogue['system.settings'].path });
      expect(settings.json().value).toMatchObject({ languages: ['JA', 'EN', 'AR'], defaultLanguage: 'JA' });
    } finally {
      await japanese.close();
    }
  });
});
