import { signal } from '@preact/signals-core';
import type { BalanceValue } from '../../../../shared/domains/cashier/schemas';
import { call } from '../api';
import { readLocal, writeLocal } from '../storage';
import { isLoggedIn } from './session';

/** The member's balance; null until the first answer (the header shows 'balance updating'). */
export const balance = signal<BalanceValue | null>(null);
export const balanceLoading = signal(false);

/** Hidden shows the balance as stars; a display choice the browser keeps across reloads. */
export const balanceHidden = signal(readLocal('balanceHidden') === '1');

/** What a hidden balance shows in its place. */
export const HIDDEN_BALANCE = '******';

export function setBalanceHidden(hidden: boolean): void {
  balanceHidden.value = hidden;
  writeLocal('balanceHidden', hidden ? '1' : null);
}

// Reads overlap (a transfer's refresh and a focus refresh): only the latest one asked may write,
// so an older answer arriving late never replaces a newer balance.
let latestRead = 0;

/** All wallets together (`typeId=0`), as the header shows one sum. */
export async function loadBalance(): Promise<void> {
  const read = ++latestRead;
  balanceLoading.value = true;
  try {
    const answer = await call('cashier.balance', { typeId: '0' });
    if (read === latestRead && answer.success && answer.value) balance.value = answer.value;
  } finally {
    if (read === latestRead) balanceLoading.value = false;
  }
}

/**
 * After every movement of money made on the site (a transfer between wallets, a deposit the player
 * returns from, a withdrawal, a transfer to an upline or a downline): the balance everywhere is read
 * again. Nothing is asked without a session.
 */
export function refreshBalance(): Promise<void> {
  return isLoggedIn.value ? loadBalance() : Promise.resolve();
}

/** How often the balance is read again while a game plays: a game moves money the site never sees. */
export const PLAYING_REFRESH_MS = 15_000;

/**
 * While a game frame is open the balance follows the game: read again every 15 s and whenever the
 * window gets the focus back. Returns the function that stops it (the frame closed).
 */
export function followBalanceWhilePlaying(): () => void {
  const onFocus = () => void refreshBalance();
  window.addEventListener('focus', onFocus);
  const timer = window.setInterval(onFocus, PLAYING_REFRESH_MS);
  return () => {
    window.removeEventListener('focus', onFocus);
    window.clearInterval(timer);
  };
}

export function resetBalance(): void {
  latestRead++;
  balance.value = null;
  balanceLoading.value = false;
}
