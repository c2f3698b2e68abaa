import { signal } from '@preact/signals-react';
import type { BalanceValue } from '../../../../shared/schemas/identity';
import { call } from '../api';

/** The member's balance; null until the first answer (the header shows 'balance updating'). */
export const balance = signal<BalanceValue | null>(null);
export const balanceLoading = signal(false);

/** Hidden shows the balance as stars; a display choice only, kept for this page view. */
export const balanceHidden = signal(false);

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
