import { signal } from '@preact/signals-react';
import type { BalanceValue } from '../../../../shared/schemas/identity';
import { call } from '../api';
import { readLocal, writeLocal } from '../storage';

/** The member's balance; null until the first answer (the header shows 'balance updating'). */
export const balance = signal<BalanceValue | null>(null);
export const balanceLoading = signal(false);

/** Hidden shows the balance as stars; a display choice the browser keeps across reloads. */
export const balanceHidden = signal(readLocal('balanceHidden') === '1');

export function setBalanceHidden(hidden: boolean): void {
  balanceHidden.value = hidden;
  writeLocal('balanceHidden', hidden ? '1' : null);
}

/** All wallets together (`typeId=0`), as the header shows one sum. */
export async function loadBalance(): Promise<void> {
  balanceLoading.value = true;
  try {
    const answer = await call('wallet.balance', { typeId: '0' });
    if (answer.success && answer.value) balance.value = answer.value;
  } finally {
    balanceLoading.value = false;
  }
}

export function resetBalance(): void {
  balance.value = null;
  balanceLoading.value = false;
}
