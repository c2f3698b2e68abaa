import type { ProtectionError } from '../../../../shared/domains/protection/schemas';
import type { BalanceValue } from '../../../../shared/domains/cashier/schemas';
import type { DepositChannelsValue, DepositSettingsValue } from '../../../../shared/domains/cashier/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { balance, refreshBalance } from '../../lib/stores/wallet';

/** The main wallet's accountTypeId: every deposit lands there and every game wallet is filled from it. */
export const MAIN_WALLET = 2;

/** Every wallet of the member with its balance (typeId 0: all of them); the header's sum follows. */
export async function loadWallets(signal: AbortSignal): Promise<Answer<BalanceValue>> {
  const answer = await call('cashier.balance', { typeId: '0' }, { signal });
  if (!answer.success || !answer.value) return failure(answer);
  balance.value = answer.value;
  return { success: true, value: answer.value };
}

export interface DepositOptions {
  settings: DepositSettingsValue;
  /** Null when deposits are closed: no channel is asked for. */
  methods: DepositChannelsValue | null;
}

/** The deposit settings, then (when deposits are open) the channels offered on the web, grouped by channel name. */
export async function loadDepositOptions(signal: AbortSignal): Promise<Answer<DepositOptions>> {
  // Limits and presets are shown in the member's currency, which the balance answer names.
  if (!balance.value) void refreshBalance();
  const settings = await call('cashier.depositSettings', undefined, { signal });
  if (!settings.success) return failure(settings);
  if (settings.value.allowDeposit !== 'Y') return { success: true, value: { settings: settings.value, methods: null } };
  const channels = await call('cashier.depositChannels', { webSupported: 'Y', groupMTByChannelName: 'Y' }, { signal });
  if (!channels.success) return failure(channels);
  return { success: true, value: { settings: settings.value, methods: channels.value } };
}

/** The refusal of a deposit that would pass a deposit limit (the schema module stays out of the bundle). */
const DEPOSIT_LIMIT = 'protection.limit.deposit' satisfies (typeof ProtectionError)['depositLimit'];

/**
 * What a deposit refused by one of the player's limits (protection.limit.deposit) carries: the
 * limit's period, what is left of it and when its window ends; read by hand, as the browser runs
 * no schema engine.
 */
export function depositLimitRefusal(answer: {
  errorCode?: string;
  value?: unknown;
}): { period: 'day' | 'week' | 'month'; remaining: string; windowEnd: number } | null {
  if (answer.errorCode !== DEPOSIT_LIMIT || typeof answer.value !== 'object' || answer.value === null) return null;
  const { period, remaining, windowEnd } = answer.value as Record<string, unknown>;
  if ((period !== 'day' && period !== 'week' && period !== 'month') || typeof remaining !== 'string' || typeof windowEnd !== 'number')
    return null;
  return { period, remaining, windowEnd };
}
