import type { Game } from '../../../../shared/domains/games/schemas';
import { call, type PayloadOf } from '../api';
import { i18n, language } from '../i18n';
import { brand } from '../stores/brand';
import { gameClientFor } from '../gameClient';
import { role } from '../stores/session';
import { alertDialog, loginPopup } from '../stores/ui';
import { VN_LOTTERY_VENDOR } from '../stores/vendors';
import { openGameFrame } from './frameState';
import { framePath } from './seamless';
import { gameTitle, SEA_LOTTERY_VENDOR } from './names';

// The names menus and tiles show live apart, so that showing them does not load the launch code.
export { gameTitle, SEA_LOTTERY_VENDOR };

/** Game-launch constants; `accountType` 1 plays for real money. The platform and client type are launchClient()'s. */
export const LaunchConstants = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  /** The site is not an app's web view, and plays in money, not coins. */
  webView: false,
  isCoin: false,
} as const;

/**
 * The game client a launch asks for: the desktop site's `html5-desktop` with client type 3 (the
 * spec's launch constants), or on a phone the mobile site's, as its lists ask (lib/gameClient.ts):
 * the upstream contract leaves the launch's platform and client type to the client
 * (docs/behaviour/phone-layout.md).
 */
const DESKTOP_LAUNCH_CLIENT = { platform: 'html5-desktop', clientType: 3 } as const;

/** The launch client of this window now. */
export const launchClient = () => gameClientFor(DESKTOP_LAUNCH_CLIENT);

/** `accountType` of a free-play launch: a trial account plays with its demo money (the platform's launch takes 1 = real money, 0 = free). */
export const FREE_PLAY_ACCOUNT_TYPE = 0;

/** Server codes the launch flow answers in its own words. */
export const LaunchErrorCode = { maintenance: 'game.maintenance', trial: 'trial.account' } as const;

/** What a launch needs of a game; a catalogue Game fits. */
export type LaunchTarget = Pick<Game, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'> & Partial<Pick<Game, 'displayName' | 'gameName'>>;

/** `frame`: the game opened in the site's frame at `path` (/game, or /seamless in seamless mode). */
export type LaunchResult =
  { kind: 'frame'; url: string; path: string } | { kind: 'window'; url: string } | { kind: 'route'; to: string } | { kind: 'refused' };

export interface LaunchOptions {
  /** PVP: the room to join instead of a game id. */
  roomId?: string | number;
  /**
   * Opens the game in a new window instead of the site's frame. The window must be opened within
   * the click, before the launch call, or the browser blocks it: callers pass `openLaunchWindow()`.
   */
  window?: Window | null;
}

/** Opens the blank window a launch fills later; null means the browser blocked it. */
export function openLaunchWindow(): Window | null {
  return window.open('', '_blank');
}

/**
 * The account type a launch sends: real money for members and agents, free play for a trial
 * account; null for a visitor, who is asked to log in (a launch requires a login).
 */
export function launchAccountType(): number | null {
  if (role.value === 'visitor') {
    loginPopup.value = 'login';
    return null;
  }
  return role.value === 'trial' ? FREE_PLAY_ACCOUNT_TYPE : LaunchConstants.accountType;
}

/**
 * Launches one game: login required, trial accounts in free play, the Vietnam lottery opens
 * its own page, the answer's address opens in the game frame (/game) or the given window.
 * Failures are shown in the shared alert dialog; the result tells the caller where to go.
 */
export async function launchGame(game: LaunchTarget, options: LaunchOptions = {}): Promise<LaunchResult> {
  if (game.vassalage === VN_LOTTERY_VENDOR) return { kind: 'route', to: '/vnlottery' };
  if (game.vassalage === SEA_LOTTERY_VENDOR) return launchLottery({ view: 'lobby', title: gameTitle(game) }, options);
  const accountType = launchAccountType();
  if (accountType === null) return refuse(options);
  if (windowBlocked(options)) return { kind: 'refused' };
  // Sent as GET with this payload as the query, in the platform site's order of fields.
  const payload: PayloadOf<'games.launch'> = {
    ...(options.roomId !== undefined ? { roomId: Number(options.roomId) } : { gameId: game.gameCode }),
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    accountType,
    confirmTrans: LaunchConstants.confirmTrans,
    launchMode: LaunchConstants.launchMode,
    ...launchClient(),
    webView: LaunchConstants.webView,
    isCoin: LaunchConstants.isCoin,
    language: language.value,
    merchantCode: brand.value.merchant,
  };
  return open(await call('games.launch', payload), gameTitle(game), options);
}

export interface LotteryLaunch {
  view: 'lobby' | 'betting';
  gameCode?: string;
  /** The lottery vendor; the Southeast Asia lottery unless the Vietnam one is meant. */
  vassalage?: string;
  title: string;
}

/** The lottery platform's lobby or betting view (launchMode LOTT) into the game frame. */
export async function launchLottery(lottery: LotteryLaunch, options: LaunchOptions = {}): Promise<LaunchResult> {
  const accountType = launchAccountType();
  if (accountType === null) return refuse(options);
  if (windowBlocked(options)) return { kind: 'refused' };
  const payload: PayloadOf<'games.launch'> = {
    vassalage: lottery.vassalage ?? SEA_LOTTERY_VENDOR,
    accountType,
    confirmTrans: LaunchConstants.confirmTrans,
    ...launchClient(),
    launchMode: 'LOTT',
    lottoView: lottery.view,
    lottoPrizeMode: brand.value.lotteryType,
    ...(lottery.gameCode ? { lottoGameCode: lottery.gameCode } : {}),
    // The Vietnam lottery is its own area of the lottery platform.
    ...(lottery.vassalage === VN_LOTTERY_VENDOR ? { lottoArea: 'VN' } : {}),
    device: 'WEB',
    backUrl: window.location.origin,
    language: language.value,
    merchantCode: brand.value.merchant,
  };
  return open(await call('games.launch', payload), lottery.title, options);
}

/**
 * The game's address, read where the platform puts it, in this order: `content.game_url`,
 * `content.game_url2` (its second address), then `gameUrl` (the form live clients also meet).
 */
export function launchAddress(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { content, gameUrl } = value as { content?: unknown; gameUrl?: unknown };
  const { game_url: first, game_url2: second } =
    typeof content === 'object' && content !== null ? (content as { game_url?: unknown; game_url2?: unknown }) : {};
  for (const address of [first, second, gameUrl]) if (typeof address === 'string' && address) return address;
  return null;
}

function open(
  answer: { success: boolean; value: unknown; message?: string; errorCode?: string },
  title: string,
  options: LaunchOptions,
): LaunchResult {
  const url = answer.success ? launchAddress(answer.value) : null;
  if (url === null) {
    alertDialog.value = { message: failureMessage(answer) };
    return refuse(options);
  }
  if (options.window !== undefined) {
    if (windowBlocked(options) || !options.window) return { kind: 'refused' };
    options.window.opener = null; // the game must not reach back into the site
    options.window.location.href = url;
    return { kind: 'window', url };
  }
  openGameFrame({ url, title });
  return { kind: 'frame', url, path: framePath() };
}

function failureMessage(answer: { success: boolean; message?: string; errorCode?: string }): string {
  if (answer.errorCode === LaunchErrorCode.maintenance) return i18n.t('launch.maintenance');
  if (answer.errorCode === LaunchErrorCode.trial) return i18n.t('auth.in_need_true_account');
  if (answer.success) return i18n.t('launch.noAddress');
  return answer.message || i18n.t('launch.failed');
}

/** A new window the browser refused (or the player closed) ends the launch with the popup-blocked message. */
function windowBlocked(options: LaunchOptions): boolean {
  if (options.window === undefined) return false;
  if (options.window !== null && !options.window.closed) return false;
  alertDialog.value = { message: i18n.t('launch.popupBlocked') };
  return true;
}

/** A refused launch closes the blank window it had opened. */
function refuse(options: LaunchOptions): LaunchResult {
  options.window?.close();
  return { kind: 'refused' };
}
