import { signal } from '@preact/signals-core';
import { readLocal, writeLocal } from '../storage';

/** Help-centre modal; `tag` selects an article (#term, #rules …). */
export const helpModal = signal<{ open: boolean; tag: string | null }>({ open: false, tag: null });

/** Notice popup; `index` is the entry opened when it shows. */
export const noticePopup = signal<{ open: boolean; index: number | null }>({ open: false, index: null });

/** The login popup's mode; set to 'login' when a guest triggers a protected action or the session ends. */
export const loginPopup = signal<null | 'login' | 'register'>(null);

/** Left menu collapsed by the visitor (BarlessPaths force it regardless); the choice is kept across reloads. */
export const leftMenuMini = signal(readLocal('leftMenuMini') === '1');

export function setLeftMenuMini(mini: boolean): void {
  leftMenuMini.value = mini;
  writeLocal('leftMenuMini', mini ? '1' : '0');
}

/** Why the member's session ended (signed in elsewhere, expired); the login popup shows it until it closes. */
export const sessionEndedNotice = signal<string | null>(null);

/**
 * The token of the session that just ended with a 401, kept only until the login popup has asked
 * the platform whether a sign-in elsewhere displaced it (and when and from where). Never stored.
 */
export const endedSessionToken = signal<string | null>(null);

/** Shows the side and top bars on BarlessPaths (a game page may ask for them). */
export const forceBars = signal(false);

/** A call failed at the network level: the shell shows the "network link abnormal" prompt. */
export const networkError = signal(false);

/**
 * One shared warning dialog rendered by the shell. `secondary` is an optional second button
 * beside the confirm button: it closes the dialog and then runs its action.
 */
export const alertDialog = signal<null | { message: string; confirmText?: string; secondary?: { text: string; run: () => void } }>(null);
