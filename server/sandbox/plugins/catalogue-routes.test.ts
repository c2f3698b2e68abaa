import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, endpoints, routesOf, type EndpointKey } from '../../../shared/api/catalogue';
import { encryptKeyOnly, encryptRequest } from '../../../shared/crypto';
import { sandboxAreas } from '../areas';
import { buildTestSandbox, concretePath, expectCatalogueAnswer, insertSession, TEST_EPOCH } from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

// Entries the gateway answers itself are no platform call: the sandbox offers them no route.
const routes = endpoints
  .filter((entry) => entry.kind !== 'edge')
  .flatMap((entry) => routesOf(entry).map(({ method, path }) => ({ entry, method, path })));

describe('routes registered from the catalogue', () => {
  it('answers every entry and alias with its method (never 404)', async () => {
    for (const { entry, method, path } of routes) {
      const res = await app.inject({ method, url: concretePath(path) });
      expect(res.statusCode, `${method} ${path}`).not.toBe(404);
      // The RSA key is text; a call answered without a body (HTTP 204) has no envelope to read.
      if (entry.answer !== 'text' && res.statusCode !== 204)
        expect(res.json().errorCode ?? null, `${method} ${path}`).not.toBe('not.found');
    }
  });

  it('offers no route for the entries the gateway answers itself', async () => {
    const gatewayOnly = endpoints.filter((entry) => entry.kind === 'edge');
    expect(gatewayOnly.map((entry) => entry.key)).toContain('identity.botChallenge');
    for (const entry of gatewayOnly) {
      const res = await app.inject({ method: entry.method, url: entry.path });
      expect(res.statusCode, entry.key).toBe(404);
      expect(res.json().errorCode, entry.key).toBe('not.found');
    }
  });

  it('refuses a guest on every token-only entry with 401 login.not.session', async () => {
    const tokenOnly = routes.filter(({ entry }) => entry.token);
    expect(tokenOnly.length).toBeGreaterThan(50);
    for (const { entry, method, path } of tokenOnly) {
      const res = await app.inject({ method, url: concretePath(path), headers: { authorization: 'not-a-session' } });
      expect(res.statusCode, path).toBe(401);
      // A call on the older generation's path refuses in that generation's envelope.
      const refusal =
        entry.answer === 'legacy'
          ? { status: false, description: 'login.not.session', data: null }
          : { success: false, errorCode: 'login.not.session' };
      expect(res.json(), path).toMatchObject(refusal);
    }
  });

  it('lets a valid session through the token rule, and not an expired one', async () => {
    insertSession(app, 'live-token-123456');
    insertSession(app, 'old-token-654321', TEST_EPOCH - 1);
    const passed = await app.inject({ url: catalogue['member.info'].path, headers: { authorization: 'live-token-123456' } });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().value).toMatchObject({ account: 'memberlive-t', type: 0 });

    const expired = await app.inject({ url: catalogue['member.info'].path, headers: { authorization: 'old-token-654321' } });
    expect(expired.statusCode).toBe(401);
  });

  it('answers function.not.available for a public entry without a handler', async () => {
    // Every call has a handler (areas/registration.test.ts); a sandbox without the chat area lacks these.
    const without = await buildTestSandbox({ areas: sandboxAreas.filter((area) => area.name !== 'chat') });
    const res = await without.inject({ method: 'GET', url: catalogue['chat.models'].path });
    await without.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      errorCode: 'function.not.available',
      message: 'chat.models is not available on this platform',
    });
  });

  it('answers unknown /wps paths with the not.found envelope', async () => {
    const res = await app.inject({ url: '/wps/relay/NOPE_unknownCall' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe("calls on the older generation's paths", () => {
  /** Every call of ours that takes a path the older generation documents (reference S13), as its method and path. */
  const moved: Array<[EndpointKey, string, string]> = [
    ['cashier.bankCards', 'GET', '/wps/member/bankCard'],
    ['cashier.addBankCard', 'PUT', '/wps/member/bankCard'],
    ['cashier.paymentPasswordStatus', 'GET', '/wps/member/hasWithdrawalPassword'],
    ['cashier.setPaymentPassword', 'PUT', '/wps/member/paymentPassword'],
    ['cashier.changePaymentPassword', 'POST', '/wps/member/paymentPassword'],
    ['cashier.withdrawBanks', 'GET', '/wps/system/withdrawBanks'],
    ['cashier.recallAll', 'POST', '/wps/wallets/transferToMainWallet'],
    ['cashier.transferDownline', 'POST', '/wps/agent/transferDownline'],
    ['inbox.read', 'POST', '/wps/message/read'],
    ['records.bets', 'GET', '/wps/report/accountGameBetHistory'],
    ['agent.downlines', 'GET', '/wps/agent/downlines'],
    ['agent.registerDownline', 'POST', '/wps/agent/downline'],
    ['agent.announcements', 'GET', '/wps/agent/announcements'],
    ['agent.affiliateLinks', 'GET', '/wps/agent/affiliateUrls'],
    ['agent.createAffiliateLink', 'POST', '/wps/agent/affiliateUrl'],
    ['agent.transactions', 'GET', '/wps/report/downlineTransaction'],
    ['agent.profitLoss', 'GET', '/wps/report/downlineLottoPNL'],
    ['agent.income', 'GET', '/wps/report/income'],
    ['agent.teamBetting', 'GET', '/wps/report/teamPVPRNGBetting'],
  ];

  it.each(moved)('%s answers %s %s in the older envelope, and a guest there with 401', async (key, method, path) => {
    expect(catalogue[key]).toMatchObject({ method, path, answer: 'legacy', kind: 'platform' });
    const guest = await app.inject({ method: method as 'GET' | 'POST' | 'PUT', url: path });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ status: false, description: 'login.not.session', data: null });
  });

  it('answers a success as {status: true, description: "", data}', async () => {
    insertSession(app, 'lgcy01-token');
    const res = await app.inject({ url: '/wps/system/withdrawBanks', headers: { authorization: 'lgcy01-token' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'description', 'status']);
    expect(body).toMatchObject({ status: true, description: '' });
    expect(Array.isArray(body.data)).toBe(true);
    expectCatalogueAnswer('cashier.withdrawBanks', res);
  });

  it('answers a business refusal with HTTP 200 and the code as description', async () => {
    insertSession(app, 'lgcy02-token');
    const res = await app.inject({ url: '/wps/agent/announcements', headers: { authorization: 'lgcy02-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: false, description: 'agent.required', data: null });
  });

  it('answers a bad payload with HTTP 400 request_param_err, malformed JSON included', async () => {
    insertSession(app, 'lgcy03-token');
    const headers = { authorization: 'lgcy03-token' };
    const bad = await app.inject({ url: '/wps/report/accountGameBetHistory?startTime=x', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: false, description: 'request_param_err', data: null });
    const malformed = await app.inject({
      method: 'POST',
      url: '/wps/message/read',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"ids":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: false, description: 'request_param_err', data: null });
  });

  it('no longer answers the paths of ours they had under /wps/gf/', async () => {
    for (const path of ['/wps/gf/member/bankCards', '/wps/gf/agent/downlines', '/wps/gf/report/bets', '/wps/gf/messages/read']) {
      const res = await app.inject({ method: path.endsWith('read') ? 'POST' : 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('payload validation', () => {
  const cases: Array<[string, string, string]> = [
    ['help centre without lang', '/wps/system/helpCenter?device=WEB', 'lang'],
    ['announcements with types=ZZ', '/wps/relay/MCSFE_getListAnnouncements?types=ZZ&platform=W', 'types'],
    ['status with a 5000-character url', `/wps/system/status?url=${'a'.repeat(5000)}`, 'url'],
    ['lottery menus with an unknown prize mode', '/lgw/games/game_menus?prizeMode=Nope', 'prizeMode'],
  ];
  it.each(cases)('refuses %s with request_param_err naming the field', async (_name, url, field) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });

  it('applies schema defaults to an absent query', async () => {
    const res = await app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements' });
    expect(res.statusCode).toBe(200);
    expectCatalogueAnswer('content.announcements', res);
  });

  it('refuses bodies over 64 KB and malformed JSON with request_param_err', async () => {
    // A call without a larger limit of its own (feedback takes pictures and has one).
    const big = await app.inject({
      method: 'POST',
      url: '/wps/system/collect',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    const malformed = await app.inject({
      method: 'POST',
      url: '/wps/system/collect',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'request_param_err', message: 'body: malformed JSON' });
  });
});

describe('encrypted entries', () => {
  const encrypted = endpoints.filter((e) => e.encrypted && !e.token && e.kind !== 'edge');
  const modulus = async () => (await app.inject({ url: catalogue['identity.rsaKey'].path })).body;

  it('refuse a plain body with request_body_required', async () => {
    expect(encrypted.length).toBeGreaterThan(0);
    for (const entry of encrypted) {
      const res = await app.inject({ method: entry.method, url: entry.path, payload: { username: 'player01', password: 'secret1' } });
      expect(res.statusCode, entry.key).toBe(400);
      expect(res.json(), entry.key).toMatchObject({ success: false, errorCode: 'request_body_required' });
    }
  });

  it('refuse a sealed body without the Encryption header', async () => {
    const sealed = encryptRequest({ username: 'player01' }, await modulus());
    const res = await app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed.body });
    expect(res.json()).toMatchObject({ errorCode: 'request_body_required' });
  });

  it('accept a v2 encrypted body: decryption passes and the call reaches its payload check or handler', async () => {
    for (const entry of encrypted) {
      const sealed = encryptRequest({ username: 'player01', password: 'secret1' }, await modulus());
      const res = await app.inject({ method: entry.method, url: entry.path, headers: sealed.headers, payload: sealed.body });
      expect(res.statusCode, entry.key).toBeLessThan(500);
      expect(['request_body_required', 'decrypt_failed'], entry.key).not.toContain(res.json().errorCode);
    }
    const login = encryptRequest({ username: 'player01', password: 'secret1' }, await modulus());
    const res = await app.inject({ method: 'POST', url: '/wps/session/login', headers: login.headers, payload: login.body });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'incorrect.username.or.password' });
  });

  it('accept the v1 raw Base64 body with only the Encryption header', async () => {
    const sealed = encryptRequest({ username: 'player01' }, await modulus());
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', encryption: sealed.headers.Encryption },
      payload: sealed.body.value,
    });
    expect(res.json()).toMatchObject({ errorCode: 'request_param_err', message: 'password: is required' });
  });

  it('refuse a tampered body with decrypt_failed', async () => {
    const sealed = encryptRequest({ username: 'player01' }, await modulus());
    const tampered = `A${sealed.body.value.slice(1, -4)}AAA=`;
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: sealed.headers.Encryption, 'x-rsa': sealed.headers['X-RSA'], 'x-digest': tampered },
      payload: { value: tampered },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'decrypt_failed' });
  });

  it('refuse a {value} body that lacks X-Digest or X-RSA with request_body_required, as the platform does', async () => {
    for (const missing of ['X-Digest', 'X-RSA'] as const) {
      for (const entry of encrypted) {
        const sealed = encryptRequest({ username: 'player01', password: 'secret1' }, await modulus());
        const headers: Record<string, string> = { ...sealed.headers };
        delete headers[missing];
        const res = await app.inject({ method: entry.method, url: entry.path, headers, payload: sealed.body });
        expect(res.statusCode, `${entry.key} without ${missing}`).toBe(400);
        expect(res.json(), `${entry.key} without ${missing}`).toMatchObject({ success: false, errorCode: 'request_body_required' });
      }
    }
  });

  it('check the token rule before decrypting on token-only encrypted calls', async () => {
    const res = await app.inject({ method: 'POST', url: catalogue['identity.changePassword'].path, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('free-play sign-in (the Encryption header alone)', () => {
  const modulus = async () => (await app.inject({ url: catalogue['identity.rsaKey'].path })).body;
  const freePlay = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: catalogue['identity.freePlay'].path, headers, payload: { os: 'Linux', platform: 'W' } });

  it('refuses a call without the Encryption header with request_body_required', async () => {
    const res = await freePlay({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('refuses an Encryption header that does not decrypt under the platform key', async () => {
    const other = 'c'.repeat(255) + 'd';
    for (const encryption of ['not-hex', encryptKeyOnly(other).Encryption, 'ab'.repeat(200)]) {
      const res = await freePlay({ encryption });
      expect(res.statusCode, encryption).toBe(400);
      expect(res.json(), encryption).toMatchObject({ success: false, errorCode: 'request_body_required' });
    }
  });

  it('accepts the RSA of a random string with a plain body and opens a trial session', async () => {
    const res = await freePlay({ ...encryptKeyOnly(await modulus()), 'x-gateway-version': '3' });
    expect(res.statusCode).toBe(200);
    expectCatalogueAnswer('identity.freePlay', res);
    expect(res.json().value).toMatchObject({ type: 4 });
  });
});

describe('answers of implemented entries', () => {
  const implemented: Array<[EndpointKey, string]> = [
    ['system.status', '/wps/system/status'],
    ['system.status', '/wps/v2/system/status'],
    ['system.whitelabel', '/wps/system/whitelabel'],
    ['system.registerSettings', '/wps/system/setting/register'],
    ['system.countries', '/wps/system/country'],
    ['system.location', '/wps/system/location'],
    ['system.domainRoute', '/wps/system/domainRoute'],
    ['system.helpCenter', '/wps/system/helpCenter?lang=EN&device=WEB'],
    ['identity.rsaKey', '/wps/session/key/rsa?t=1'],
    ['content.announcements', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W'],
    ['content.announcements', '/wps/relay/CCSFE_getListAnnouncements?types=B&platform=W&execution=B'],
    ['games.vendors', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=gf'],
    ['games.vendors', '/wps/relay/GCSGAME_gameVendor'],
    ['games.hot', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=&platform=flash,html5-desktop'],
    ['lottery.menus', '/lgw/games/game_menus?prizeMode=Lott'],
    ['lottery.vnMenus', '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB'],
  ];
  it.each(implemented)('%s (%s) matches its catalogue value schema', async (key, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expectCatalogueAnswer(key, res);
  });
});
