import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Compile } from 'typebox/compile';
import { catalogue } from '../../../../shared/api/catalogue';
import { clearSession, loginInfo } from '../stores/session';
import { setBrandForTesting } from '../stores/brand';
import { closeGameFrame, gameFrame } from './frameState';
import { launchGame, launchLottery } from './launch';

/** The launch through the real `call()`: what goes on the wire, and which answers count as an address. */
describe('the launch on the wire', () => {
  let seen: Array<{ url: string; method: string | undefined; body: unknown }>;
  beforeEach(() => {
    setBrandForTesting({ merchant: 'brandx' });
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    closeGameFrame();
    seen = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, method: init.method, body: init.body });
        return new Response(JSON.stringify({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=1' } } }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    setBrandForTesting({});
  });

  it('launches a game with GET and the payload as the query, as the platform site does', async () => {
    await launchGame({ nodeId: 100001, gameCode: 'JL_RNG_0001', vassalage: 'JL', gameType: 'RNG' });
    const [{ url, method, body }] = seen;
    expect(method).toBe('GET');
    expect(body).toBeUndefined();
    const address = new URL(url, 'http://site.test');
    expect(address.pathname).toBe('/wps/game/launchGame');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      gameId: 'JL_RNG_0001',
      nodeId: '100001',
      vassalage: 'JL',
      accountType: '1',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      language: 'EN',
      confirmTrans: '0',
      merchantCode: 'brandx',
      webView: 'false',
      isCoin: 'false',
      t: expect.stringMatching(/^\d{13}$/),
    });
    expect(gameFrame.value?.url).toBe('http://cdn.test/play/slot/?t=1');
  });

  it('launches the lottery with launchMode LOTT in the query', async () => {
    await launchLottery({ view: 'betting', gameCode: 'TCG5MLOTTO', vassalage: 'TCG_LOTTO_VN', title: 'Lotto' });
    const address = new URL(seen[0].url, 'http://site.test');
    expect(seen[0].method).toBe('GET');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoGameCode: 'TCG5MLOTTO',
      lottoView: 'betting',
      device: 'WEB',
      accountType: '1',
    });
  });

  it('declares an answer valid with any one of content.game_url, content.game_url2 and gameUrl, and not with none', () => {
    const value = Compile(catalogue['games.launch'].value);
    expect(value.Check({ content: { game_url: 'http://a' } })).toBe(true);
    expect(value.Check({ content: { game_url2: 'http://b' } })).toBe(true);
    expect(value.Check({ gameUrl: 'http://c' })).toBe(true);
    expect(value.Check({ content: {}, gameUrl: 'http://c' })).toBe(true);
    expect(value.Check({ content: {} })).toBe(false);
    expect(value.Check({})).toBe(false);
    expect(value.Check({ content: { game_url: '' } })).toBe(false);
  });
});
