import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loginInfo } from '../stores/session';
import { alertDialog, loginPopup } from '../stores/ui';
import { setBrandForTesting } from '../stores/brand';
import { closeGameFrame, gameFrame } from './frameState';
import { launchAddress, launchGame, launchLottery } from './launch';
import { chooseSeamless, seamlessChoiceOffered } from './seamless';
import { setWindowWidth } from '../../test/phone';

vi.mock('../api', () => ({ call: vi.fn() }));
import { call } from '../api';

const game = { nodeId: 100001, gameCode: 'JL_RNG_0001', vassalage: 'JL', gameType: 'RNG', displayName: 'Golden Dragon' };
const answer = (value: unknown) => vi.mocked(call).mockResolvedValue(value as never);
const member = () => loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });

/** The launch of the test's slot by a member, in the platform site's order of fields, with the window's game client. */
const slotLaunch = (client: { platform: string; clientType: number }) => ({
  gameId: 'JL_RNG_0001',
  nodeId: 100001,
  vassalage: 'JL',
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  ...client,
  webView: false,
  isCoin: false,
  language: 'EN',
  merchantCode: 'gamefront1',
});

describe('launchGame', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockResolvedValue({ success: true, value: [] } as never);
    alertDialog.value = null;
    loginPopup.value = null;
    closeGameFrame();
  });
  afterEach(() => {
    clearSession();
    setBrandForTesting({});
    chooseSeamless(false);
  });

  it('asks a guest to log in and calls nothing', async () => {
    expect(await launchGame(game)).toEqual({ kind: 'refused' });
    expect(loginPopup.value).toBe('login');
    expect(call).not.toHaveBeenCalledWith('games.launch', expect.anything());
  });

  it('launches a trial account in free play (accountType 0), the lottery as well', async () => {
    loginInfo({ token: 'tok', id: 2, userName: 'trial000001', type: 4 });
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=free' } } });
    expect(await launchGame(game)).toEqual({ kind: 'frame', url: 'http://cdn.test/play/slot/?t=free', path: '/game' });
    expect(call).toHaveBeenCalledWith(
      'games.launch',
      expect.objectContaining({ gameId: 'JL_RNG_0001', accountType: 0, launchMode: 'GLS' }),
    );
    await launchLottery({ view: 'lobby', title: 'Lottery' });
    expect(call).toHaveBeenLastCalledWith('games.launch', expect.objectContaining({ launchMode: 'LOTT', accountType: 0 }));
    expect(alertDialog.value).toBeNull();
  });

  it('opens the game in seamless mode when the brand says so, or the player chose it where the brand allows', async () => {
    member();
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=s' } } });
    expect(seamlessChoiceOffered.value).toBe(true);
    chooseSeamless(true);
    expect(await launchGame(game)).toMatchObject({ kind: 'frame', path: '/seamless' });
    setBrandForTesting({ seamlessPlay: 'frame' });
    expect(seamlessChoiceOffered.value).toBe(false);
    expect(await launchGame(game)).toMatchObject({ kind: 'frame', path: '/game' });
    chooseSeamless(false);
    setBrandForTesting({ seamlessPlay: 'seamless' });
    expect(await launchGame(game)).toMatchObject({ kind: 'frame', path: '/seamless' });
    setBrandForTesting({ seamlessPlay: 'choice' });
    expect(await launchGame(game)).toMatchObject({ kind: 'frame', path: '/game' });
    expect(localStorage.getItem('seamlessPlay')).toBe('0');
  });

  it('sends the launch constants and opens the answer in the frame', async () => {
    member();
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=abc' } } });
    expect(await launchGame(game)).toEqual({ kind: 'frame', url: 'http://cdn.test/play/slot/?t=abc', path: '/game' });
    expect(call).toHaveBeenCalledWith('games.launch', slotLaunch({ platform: 'html5-desktop', clientType: 3 }));
    expect(gameFrame.value).toEqual({ url: 'http://cdn.test/play/slot/?t=abc', title: 'Golden Dragon' });
    expect(sessionStorage.getItem('gameUrl')).toBe('http://cdn.test/play/slot/?t=abc');
  });

  it('asks for the mobile client (html5, client type 2) on a phone, for a game and for the lottery', async () => {
    member();
    setWindowWidth(390);
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=m' } } });
    await launchGame(game);
    expect(call).toHaveBeenLastCalledWith('games.launch', slotLaunch({ platform: 'html5', clientType: 2 }));
    await launchLottery({ view: 'lobby', title: 'Lottery' });
    expect(call).toHaveBeenLastCalledWith(
      'games.launch',
      expect.objectContaining({ launchMode: 'LOTT', platform: 'html5', clientType: 2 }),
    );
    setWindowWidth(1366);
    await launchLottery({ view: 'lobby', title: 'Lottery' });
    expect(call).toHaveBeenLastCalledWith(
      'games.launch',
      expect.objectContaining({ launchMode: 'LOTT', platform: 'html5-desktop', clientType: 3 }),
    );
  });

  it('explains maintenance in its own words and shows other server messages as they are', async () => {
    member();
    answer({ success: false, value: null, errorCode: 'game.maintenance', message: 'game.maintenance' });
    expect(await launchGame(game)).toEqual({ kind: 'refused' });
    expect(alertDialog.value?.message).toMatch(/under maintenance/);
    answer({ success: false, value: null, errorCode: 'game.not.found', message: 'This game does not exist' });
    await launchGame(game);
    expect(alertDialog.value?.message).toBe('This game does not exist');
    expect(gameFrame.value).toBeNull();
  });

  it('sends the Vietnam lottery to its page and the SEA lottery to its lobby', async () => {
    member();
    expect(await launchGame({ ...game, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toEqual({ kind: 'route', to: '/vnlottery' });
    setBrandForTesting({ lotteryType: 'ZY' });
    answer({ success: true, value: { content: { game_url2: 'http://cdn.test/play/lottery/?t=l' } } });
    expect(await launchGame({ ...game, vassalage: 'TCG_SEA', gameType: 'LOTT' })).toEqual({
      kind: 'frame',
      url: 'http://cdn.test/play/lottery/?t=l',
      path: '/game',
    });
    expect(call).toHaveBeenCalledWith(
      'games.launch',
      expect.objectContaining({
        launchMode: 'LOTT',
        lottoView: 'lobby',
        lottoPrizeMode: 'ZY',
        device: 'WEB',
        backUrl: window.location.origin,
        vassalage: 'TCG_SEA',
      }),
    );
  });

  it('launches a lottery betting view with its game code', async () => {
    member();
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/lottery/?t=b' } } });
    await launchLottery({ view: 'betting', gameCode: 'VN_HN', vassalage: 'TCG_LOTTO_VN', title: 'Ha Noi' });
    expect(call).toHaveBeenCalledWith(
      'games.launch',
      expect.objectContaining({ lottoView: 'betting', lottoGameCode: 'VN_HN', lottoArea: 'VN' }),
    );
  });

  it('reports a blocked new window without launching', async () => {
    member();
    expect(await launchGame(game, { window: null })).toEqual({ kind: 'refused' });
    expect(alertDialog.value?.message).toMatch(/allow pop-ups/);
    expect(call).not.toHaveBeenCalledWith('games.launch', expect.anything());
  });

  it('fills an opened window instead of the frame', async () => {
    member();
    answer({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=w' } } });
    const opened = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() } as unknown as Window;
    expect(await launchGame(game, { window: opened })).toEqual({ kind: 'window', url: 'http://cdn.test/play/slot/?t=w' });
    expect(opened.location.href).toBe('http://cdn.test/play/slot/?t=w');
    expect(opened.opener).toBeNull();
    expect(gameFrame.value).toBeNull();
  });

  it('reads content.game_url, then content.game_url2, then gameUrl, and nothing else', () => {
    expect(launchAddress({ content: { game_url: 'a', game_url2: 'b' }, gameUrl: 'c' })).toBe('a');
    expect(launchAddress({ content: { game_url2: 'b' }, gameUrl: 'c' })).toBe('b');
    expect(launchAddress({ content: { game_url: '', game_url2: 'b' } })).toBe('b');
    expect(launchAddress({ gameUrl: 'c' })).toBe('c');
    expect(launchAddress({ content: {}, gameUrl: 'c' })).toBe('c');
    expect(launchAddress({ content: {} })).toBeNull();
    expect(launchAddress({ url: 'x', content: { url: 'y' } })).toBeNull();
    expect(launchAddress(null)).toBeNull();
  });

  it('opens a game whose answer names it only as gameUrl', async () => {
    member();
    answer({ success: true, value: { gameUrl: 'http://cdn.test/play/slot/?t=legacy' } });
    expect(await launchGame(game)).toEqual({ kind: 'frame', url: 'http://cdn.test/play/slot/?t=legacy', path: '/game' });
  });
});
