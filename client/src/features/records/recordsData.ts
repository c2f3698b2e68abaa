import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { wireToCents } from '../../../../shared/money';
import type {
  BetRecordsQuery,
  BetRecordsValue,
  BonusQuery,
  BonusValue,
  ProfitQuery,
  ProfitValue,
  TransactionsQuery,
  TransactionsValue,
} from '../../../../shared/domains/records/schemas';
import { RewardPromotionTypes } from '../../../../shared/domains/rewards/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { CategoryRoutes, categories } from '../../lib/stores/vendors';

/** Rows per page of every record list (the platform allows up to 100). */
export const RECORD_PAGE_SIZE = 20;

export async function loadBets(query: BetRecordsQuery, signal: AbortSignal): Promise<Answer<BetRecordsValue>> {
  const answer = await call('records.bets', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadTransactions(query: TransactionsQuery, signal: AbortSignal): Promise<Answer<TransactionsValue>> {
  const answer = await call('cashier.memberTransactions', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadProfit(query: ProfitQuery, signal: AbortSignal): Promise<Answer<ProfitValue>> {
  const answer = await call('records.profit', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadBonus(query: BonusQuery, signal: AbortSignal): Promise<Answer<BonusValue>> {
  const answer = await call('records.bonus', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** Minutes east of UTC of the player's clock at `at` (Manila: 480), so a day is the player's day. */
export function utcOffsetMinutes(at: number): number {
  const offset = -new Date(at).getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/** Which way an amount goes, for its colour class: in, out or nothing. */
export function direction(wire: string): 'in' | 'out' | 'none' {
  const cents = wireToCents(wire);
  return cents > 0 ? 'in' : cents < 0 ? 'out' : 'none';
}

/** The game types the site offers (its vendor lanes), or every type the site knows before they arrive. */
export function useGameTypes(): string[] {
  useSignals();
  const offered = categories.value.map((c) => c.code);
  return offered.length > 0 ? offered : Object.keys(CategoryRoutes);
}

/** Bonus kinds the page has a text for; another kind is shown as it comes. */
/** Bonus kinds with a name: the operator's own bonuses and every reward the reward centre pays (shared/domains/rewards/schemas.ts). */
const BonusKindKeys: Readonly<Record<string, string>> = Object.fromEntries(
  ['REBATE', 'BIRTHDAY', ...RewardPromotionTypes].map((kind) => [kind, `records.bonus.kinds.${kind}`]),
);

/** The name of a bonus kind ("FIRST_DEPOSIT", or "first_deposit" from a ledger reason). */
export function useBonusKindName(): (kind: string) => string {
  const { t } = useTranslation('records');
  return (kind) => {
    const key = BonusKindKeys[kind.toUpperCase()];
    return key ? t(key) : kind;
  };
}
