import { describe, it, expect, expectTypeOf, beforeEach, afterEach, vi } from 'vitest';
import { decryptKeyOnly, decryptRequest } from '../../../shared/crypto';
import { nodeRsaKey } from '../../../shared/crypto/fixtures/nodeRsaKey';
import { catalogue } from '../../../shared/api/catalogue';
import type { Static } from 'typebox';
import type { HotGamesValue } from '../../../shared/domains/games/schemas';
import type { LotteryMenus } from '../../../shared/domains/lottery/schemas';
import { call, type CallArgs, type CallInit, type PayloadOf, type ValueOf } from './api';
import { setBrandForTesting } from './stores/brand';
import { learn, offered } from './stores/offered';
import { token } from './stores/session';
import { loginPopup, networkError, sessionEndedNotice } from './stores/ui';
import { setLanguage } from './i18n';
import { readSession, writeSession } from './storage';

interface Seen {
  url: string;
  init: RequestInit;
  headers: Headers;
}

function stubFetch(respond: (req: Seen) => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const req = { url, init, headers: new Headers(init.headers) };
      seen.push(req);
      return respond(req);
    }),
  );
  return seen;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('call()', () => {
  beforeEach(() => {
    setBrandForTesting({ merchant: 'brandx' });
    token.value = null;
    loginPopup.value = null;
    networkError.value = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the platform headers: Merchant once, Device, Language, X-Gateway-Version 3, ModuleId, X-Timestamp, X-Requested-With, X-Real-UA', async () => {
    const seen = stubFetch(() => json({ success: true, value: { list: [] } }));
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    vi.mocked(Date.now).mockRestore();
    const [req] = seen;
    // Every GET carries the cache-buster t= (epoch ms) after its payload.
    expect(req.url).toBe('/wps/relay/GCSGAME_hotGamesV2?merchantCode=brandx&isPlatform=2&t=1700000000123');
    expect(req.headers.get('X-Timestamp')).toBe('1700000000123');
    expect(req.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(req.headers.get('X-Real-UA')).toBe(Buffer.from(navigator.userAgent, 'utf8').toString('base64'));
    expect(navigator.userAgent.length).toBeGreaterThan(0);
    expect(req.init.method).toBe('GET');
    const raw = req.init.headers as Record<string, string>;
    expect(Object.keys(raw).filter((k) => k.toLowerCase() === 'merchant')).toEqual(['Merchant']);
    expect(req.headers.get('Merchant')).toBe('brandx');
    expect(req.headers.get('Device')).toBe('web');
    expect(req.headers.get('Language')).toBe('EN');
    expect(req.headers.get('X-Gateway-Version')).toBe('3');
    expect(req.headers.get('ModuleId')).toBe(catalogue['games.hot'].moduleId);
    expect(req.headers.get('ModuleId')).toBe('GAMELOHOT3');
    expect(req.headers.has('Authorization')).toBe(false);
  });

  it('sends the bare token as Authorization and follows the chosen language', async () => {
    token.value = 'tok-123';
    await setLanguage('TL');
    const seen = stubFetch(() => json({ success: true, value: {} }));
    await call('member.info');
    expect(seen[0].headers.get('Authorization')).toBe('tok-123');
    expect(seen[0].headers.get('Language')).toBe('TL');
    expect(seen[0].headers.get('ModuleId')).toBe('COMM3');
  });

  it('sends JSON bodies for POST and fills path parameters', async () => {
    const seen = stubFetch(() => json({ success: true, value: null }));
    await call('games.addFavorite', { nodeId: 7, vendor: 'PG', gameType: 'RNG' });
    expect(seen[0].init.method).toBe('POST');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ nodeId: 7, vendor: 'PG', gameType: 'RNG' });
    expect(seen[0].headers.get('Content-Type')).toContain('application/json');

    await call('lottery.playMenu', { gameId: 42, x: 'y' });
    expect(seen[1].url).toMatch(/^\/lgw\/games\/42\/play_menu\?x=y&t=\d+$/);

    await call('lottery.drawByCode', { code: 'A 1' });
    expect(seen[2].url).toMatch(/^\/lgw\/draw\/code\/A%201\?t=\d+$/);
    // Only GETs carry the cache-buster: a DELETE's query is its payload alone.
    await call('identity.logout');
    expect(seen[3].url).toBe('/wps/session/logout');
  });

  it('adds the extra headers of the init (the bot-check solution) without letting them replace its own', async () => {
    const seen = stubFetch(() => json({ success: true, value: { expiredMinutes: 5 } }));
    await call(
      'identity.smsNoLogin',
      { mobileNum: '9171234567' },
      { headers: { 'X-Bot-Challenge': 'c-1', 'X-Bot-Nonce': '7f', Merchant: 'forged', ModuleId: 'NOPE' } },
    );
    const [req] = seen;
    expect(req.headers.get('X-Bot-Challenge')).toBe('c-1');
    expect(req.headers.get('X-Bot-Nonce')).toBe('7f');
    expect(req.headers.get('Merchant')).toBe('brandx');
    expect(req.headers.get('ModuleId')).toBe('VERIFICATION3');
    expect(JSON.parse(String(req.init.body))).toEqual({ mobileNum: '9171234567' });
  });

  it('wraps raw /lgw answers in a success envelope', async () => {
    stubFetch(() => json([{ gameGroupCode: 'A' }]));
    const answer = await call('lottery.menus', { prizeMode: 'Lott' });
    expect(answer).toEqual({ success: true, value: [{ gameGroupCode: 'A' }] });
  });

  it('reads a call answered HTTP 204 without a body (the analytics beacon) as a success with a null value', async () => {
    const seen = stubFetch(() => new Response(null, { status: 204 }));
    const answer = await call('system.collect', { event: 'page_view' });
    expect(answer).toEqual({ success: true, value: null });
    expect(seen[0].init.method).toBe('POST');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ event: 'page_view' });
    expectTypeOf<ValueOf<'system.collect'>>().toEqualTypeOf<null>();
    // Its refusals still come in the envelope.
    stubFetch(() => json({ success: false, value: null, errorCode: 'request_param_err', message: 'body' }, 400));
    expect(await call('system.collect', {})).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('resolves a business failure as the envelope', async () => {
    stubFetch(() => json({ success: false, value: null, errorCode: 'x.y', message: 'No' }));
    const answer = await call('games.hot');
    expect(answer).toMatchObject({ success: false, errorCode: 'x.y', message: 'No' });
  });

  it('on HTTP 401 clears the session, opens the login popup and resolves the envelope', async () => {
    token.value = 'old-token';
    writeSession('account', 'member1');
    writeSession('merchant', 'brandx');
    stubFetch(() => json({ success: false, value: null, errorCode: 'login.not.session' }, 401));
    const answer = await call('cashier.balance');
    expect(answer.errorCode).toBe('login.not.session');
    expect(token.value).toBeNull();
    expect(readSession('token')).toBeNull();
    expect(readSession('account')).toBeNull();
    expect(readSession('merchant')).toBe('brandx');
    expect(loginPopup.value).toBe('login');
  });

  it('resolves a network failure as fail("network") and raises the network prompt', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const answer = await call('system.status');
    expect(answer).toMatchObject({ success: false, errorCode: 'network' });
    expect(networkError.value).toBe(true);
  });

  it('takes an answer whose body is cut off as a failed request: cancelled, or a lost connection, never a call the platform lacks', async () => {
    learn('cashier.memberTransactions', null);
    // Headers arrived, then the body broke off: a cancelled request, as when a filter changes
    // while the page's previous answer is still arriving.
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    stubFetch(cutOff);
    const controller = new AbortController();
    controller.abort();
    const cancelled = await call(
      'cashier.memberTransactions',
      { startTime: 1, endTime: 2, pageNo: 1, pageSize: 10 },
      { signal: controller.signal },
    );
    expect(cancelled).toMatchObject({ success: false, errorCode: 'aborted' });
    expect(offered('cashier.memberTransactions')).toBeNull();
    expect(networkError.value).toBe(false);

    const lost = await call('cashier.memberTransactions', { startTime: 1, endTime: 2, pageNo: 1, pageSize: 10 });
    expect(lost).toMatchObject({ success: false, errorCode: 'network' });
    expect(offered('cashier.memberTransactions')).toBeNull();
  });

  it('resolves an HTTP error without an envelope as the platform not answering, never a status code nor "check your network"', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const answer = await call('system.status');
    expect(answer).toMatchObject({
      success: false,
      errorCode: 'gateway.upstream_unavailable',
      message: 'The service is not answering right now. Please try again in a moment.',
    });
    expect(answer.message).not.toMatch(/HTTP|502/);
    expect(networkError.value).toBe(false);
  });

  it('words gateway failures as the site prompts and keeps the platform’s own refusals', async () => {
    stubFetch(() =>
      json({ success: false, value: null, errorCode: 'gateway.upstream_unavailable', message: 'upstream refused: ECONNREFUSED' }, 502),
    );
    expect(await call('games.hot')).toMatchObject({
      errorCode: 'gateway.upstream_unavailable',
      message: 'The service is not answering right now. Please try again in a moment.',
    });
    stubFetch(() =>
      json({ success: false, value: null, errorCode: 'gateway.upstream_timeout', message: 'upstream timed out after 8000 ms' }, 504),
    );
    expect(await call('games.hot')).toMatchObject({
      errorCode: 'gateway.upstream_timeout',
      message: 'The page took too long to load. Please check your network and try again.',
    });
    stubFetch(() => json({ success: false, value: null, errorCode: 'request_param_err', message: 'pageSize must be at most 100' }, 400));
    expect(await call('games.hot')).toMatchObject({ errorCode: 'request_param_err', message: 'pageSize must be at most 100' });
  });

  it('tells a member whose session was displaced why the login popup opened', async () => {
    sessionEndedNotice.value = null;
    token.value = 'old-token';
    const displaced = 'You have been logged out because your account signed in on another device';
    stubFetch(() => json({ success: false, value: null, errorCode: 'login.not.session', message: displaced }, 401));
    await call('cashier.balance');
    expect(loginPopup.value).toBe('login');
    expect(sessionEndedNotice.value).toBe(displaced);

    // A guest who never had a session gets the popup without a reason.
    sessionEndedNotice.value = null;
    await call('cashier.balance');
    expect(sessionEndedNotice.value).toBeNull();
  });

  it('sends encrypted entries as the RSA + DES envelope with the fetched modulus', async () => {
    const key = nodeRsaKey();
    const modulusHex = key.modulusHex;

    const seen = stubFetch((req) =>
      req.url.startsWith('/wps/session/key/rsa')
        ? new Response(modulusHex, { status: 200, headers: { 'Content-Type': 'text/plain' } })
        : json({ success: true, value: { token: 't' } }),
    );
    const payload = { username: 'player1', password: 'Secret 123', captcha: '' };
    const answer = await call('identity.login', payload);
    expect(answer.success).toBe(true);

    expect(seen[0].url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    const login = seen[1];
    expect(login.url).toBe('/wps/session/login');
    expect(login.init.method).toBe('POST');
    const body = JSON.parse(String(login.init.body)) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(JSON.stringify(body)).not.toContain('player1');
    expect(login.headers.get('X-Digest')).toBe(body.value);
    expect(login.headers.get('X-RSA')).toBe(modulusHex);
    expect(login.headers.get('ModuleId')).toBe('COMM3');
    const decrypted = decryptRequest(
      {
        encryption: login.headers.get('Encryption') ?? undefined,
        digest: login.headers.get('X-Digest') ?? undefined,
        rsa: login.headers.get('X-RSA') ?? undefined,
        body,
      },
      key,
    );
    // The browser's device id (SHELL_deviceId, a UUID kept in a cookie and in localStorage) rides along.
    const device = localStorage.getItem('SHELL_deviceId');
    expect(device).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document.cookie).toContain(`SHELL_deviceId=${device}`);
    expect(decrypted).toEqual({ ...payload, loginDeviceId: device });
  });

  it('does not send an encrypted call when the key cannot be fetched', async () => {
    const seen = stubFetch(() => json({ success: false, value: null, errorCode: 'gateway.upstream_unavailable' }, 502));
    const answer = await call('identity.login', { username: 'a', password: 'b' });
    expect(answer.success).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('types payloads and answers from the catalogue entry (checked by the compiler, never run)', () => {
    const typedCalls = async () => {
      // No payload schema, or only optional fields: the payload may be left out.
      const hot = await call('games.hot');
      expectTypeOf(hot.value).toEqualTypeOf<ValueOf<'games.hot'>>();
      expectTypeOf<ValueOf<'games.hot'>>().toEqualTypeOf<Static<typeof HotGamesValue>>();
      await call('identity.logout');
      // Raw /lgw answers are typed as the whole answer.
      expectTypeOf<ValueOf<'lottery.menus'>>().toEqualTypeOf<LotteryMenus>();
      // Path parameters come from the payload and are required.
      await call('lottery.draws', { gameId: 5 });
      // @ts-expect-error lottery.draws needs its gameId
      await call('lottery.draws');
      // @ts-expect-error games.addFavorite has required fields
      await call('games.addFavorite');
      // @ts-expect-error a field the payload schema does not declare
      await call('games.addFavorite', { nodeId: 7, vendor: 'PG', gameType: 'RNG', extra: true });
      // @ts-expect-error the wrong type for a declared field
      await call('games.addFavorite', { nodeId: '7', vendor: 'PG', gameType: 'RNG' });
      // An entry whose payload is not modelled yet takes any fields.
      await call('system.domainRoute', { amount: 5 });
      expectTypeOf<PayloadOf<'system.domainRoute'>>().toEqualTypeOf<Record<string, unknown>>();
      expectTypeOf<PayloadOf<'lottery.hotGap'>>().toEqualTypeOf<Record<string, unknown> & { gameId: string | number }>();
      expectTypeOf<[]>().not.toExtend<CallArgs<'games.addFavorite'>>();
      expectTypeOf<[]>().toExtend<CallArgs<'games.hot'>>();
      expectTypeOf<[payload: PayloadOf<'games.hot'>, init: CallInit]>().toExtend<CallArgs<'games.hot'>>();
    };
    expect(typedCalls).toBeTypeOf('function');
  });
});

describe('call(): device identity and free play', () => {
  const key = nodeRsaKey();
  const modulusHex = key.modulusHex;
  const platform = () =>
    stubFetch((req) =>
      req.url.startsWith('/wps/session/key/rsa')
        ? new Response(modulusHex, { status: 200, headers: { 'Content-Type': 'text/plain' } })
        : json({ success: true, value: { token: 't' } }),
    );
  const opened = (req: Seen) =>
    decryptRequest(
      {
        encryption: req.headers.get('Encryption') ?? undefined,
        digest: req.headers.get('X-Digest') ?? undefined,
        rsa: req.headers.get('X-RSA') ?? undefined,
        body: JSON.parse(String(req.init.body)) as unknown,
      },
      key,
    ) as Record<string, unknown>;

  beforeEach(() => {
    setBrandForTesting({ merchant: 'brandx' });
    token.value = null;
    localStorage.clear();
    document.cookie = 'SHELL_deviceId=; Max-Age=0; Path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs free play in with the Encryption header alone: the RSA of a random string, X-Gateway-Version 3, a plain body', async () => {
    const seen = platform();
    const answer = await call('identity.freePlay', { os: 'web', platform: 'W' });
    expect(answer.success).toBe(true);
    expect(seen[0].url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    const [, freePlay] = seen;
    expect(freePlay.url).toBe('/wps/session/login/freeplay');
    expect(freePlay.init.method).toBe('POST');
    expect(JSON.parse(String(freePlay.init.body))).toEqual({ os: 'web', platform: 'W' });
    expect(freePlay.headers.get('X-Gateway-Version')).toBe('3');
    expect(freePlay.headers.has('X-Digest')).toBe(false);
    expect(freePlay.headers.has('X-RSA')).toBe(false);
    const sessionKey = decryptKeyOnly(freePlay.headers.get('Encryption') ?? undefined, key);
    expect(sessionKey).toMatch(/^[0-9A-Za-z]{16}$/);

    // A fresh random string every time.
    await call('identity.freePlay', { os: 'web', platform: 'W' });
    expect(decryptKeyOnly(seen[3].headers.get('Encryption') ?? undefined, key)).not.toBe(sessionKey);
  });

  it('sends one device id as loginDeviceId in every sign-in and registration body, kept in the cookie and localStorage', async () => {
    const seen = platform();
    await call('identity.login', { username: 'player1', password: 'Play1234', type: 'username' });
    await call('identity.register', { username: 'newbie01', password: 'Secret99' });
    await call('identity.registerMobile', { mobileNum: '9171234567' });
    const device = localStorage.getItem('SHELL_deviceId');
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    const bodies = seen.filter((req) => !req.url.startsWith('/wps/session/key/rsa')).map(opened);
    expect(bodies.map((body) => body.loginDeviceId)).toEqual([device, device, device]);

    // Social sign-in (a plain body) carries it too.
    await call('identity.socialLogin', { provider: 'google', code: 'c', redirectUri: 'http://site.test/login' });
    expect(JSON.parse(String(seen.at(-1)!.init.body))).toMatchObject({ loginDeviceId: device });

    // Either copy restores the other: the cookie alone brings the same id back.
    localStorage.clear();
    await call('identity.login', { username: 'player1', password: 'Play1234', type: 'username' });
    expect(opened(seen.at(-1)!).loginDeviceId).toBe(device);
    expect(localStorage.getItem('SHELL_deviceId')).toBe(device);
  });

  it('keeps the device id out of calls that are not sign-in or registration', async () => {
    const seen = platform();
    await call('games.addFavorite', { nodeId: 7, vendor: 'PG', gameType: 'RNG' });
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ nodeId: 7, vendor: 'PG', gameType: 'RNG' });
  });
});

describe('call(): the older generation’s envelope', () => {
  beforeEach(() => {
    setBrandForTesting({ merchant: 'brandx' });
    token.value = 'tok-legacy';
    loginPopup.value = null;
    networkError.value = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  const cards = [
    {
      id: '7',
      withdrawType: 'BC',
      bankCode: 'LBP',
      bankName: 'Land Bank',
      accountName: 'Ana Reyes',
      accountNoMasked: '****3210',
      createdAt: 1_700_000_000_000,
    },
  ];

  it('calls a moved key at the older generation’s path and reads {status, description, data} as the same result', async () => {
    expect(catalogue['cashier.bankCards']).toMatchObject({ path: '/wps/member/bankCard', answer: 'legacy', kind: 'platform' });
    const seen = stubFetch(() => json({ status: true, description: '', data: cards }));
    const answer = await call('cashier.bankCards');
    expect(seen[0].url).toMatch(/^\/wps\/member\/bankCard\?t=\d+$/);
    expect(answer).toEqual({ success: true, value: cards });
  });

  it('reads the current envelope on the same call the same way', async () => {
    stubFetch(() => json({ success: true, value: cards }));
    expect(await call('cashier.bankCards')).toEqual({ success: true, value: cards });
  });

  it('reads a business refusal (HTTP 200, status false) as a failure with its code', async () => {
    stubFetch(() => json({ status: false, description: 'real.name.required', data: null }));
    const answer = await call('cashier.bankCards');
    expect(answer).toMatchObject({ success: false, errorCode: 'real.name.required', value: null });
    expect(loginPopup.value).toBeNull();
  });

  it('on HTTP 401 login.not.session in the older envelope ends the session and says why in the site’s words', async () => {
    sessionEndedNotice.value = null;
    stubFetch(() => json({ status: false, description: 'login.not.session', data: null }, 401));
    const answer = await call('cashier.bankCards');
    expect(answer).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect(token.value).toBeNull();
    expect(loginPopup.value).toBe('login');
    expect(sessionEndedNotice.value).toBeTruthy();
  });

  it('keeps an HTTP 400 refusal in the older envelope as the platform’s own code, not a network prompt', async () => {
    stubFetch(() => json({ status: false, description: 'request_param_err', data: null }, 400));
    expect(await call('records.bets', { startTime: 1, endTime: 2, pageNo: 1, pageSize: 20 })).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
    expect(networkError.value).toBe(false);
    stubFetch(() => json({ status: false, description: 'function.not.available', data: null }, 400));
    expect(await call('records.bets', { startTime: 1, endTime: 2, pageNo: 1, pageSize: 20 })).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
  });
});
