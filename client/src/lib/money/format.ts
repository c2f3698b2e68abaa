import type { BalanceValue } from '../../../../shared/domains/cashier/schemas';
import { wireToCents } from '../../../../shared/money';
import { formatMoney, formatNumber } from '../format';
import { balance } from '../stores/wallet';

/** The balance answer's naming of the member's currency: an ISO 4217 code and a symbol. */
export type MemberCurrency = Pick<BalanceValue, 'currency' | 'currencySymbol'> | null | undefined;

/**
 * What leads an amount while the balance answer names no symbol (not read yet, or a blank one):
 * the same on every page, so a deposit's limit, a withdrawal's fee and a record's amount read alike.
 */
export const UNKNOWN_SYMBOL = '$';

/**
 * An amount (whole currency units) in the member's currency, as the balance answer names it. A
 * component passes the balance it read while rendering, so it renders again when the currency arrives.
 */
export function memberMoney(amount: number, currency: MemberCurrency = balance.value): string {
  return formatMoney(amount, currency?.currencySymbol || UNKNOWN_SYMBOL, currency?.currency);
}

/** Whole cents in the member's currency. */
export function memberMoneyOfCents(cents: number, currency: MemberCurrency = balance.value): string {
  return memberMoney(cents / 100, currency);
}

/** A wire amount ("1250.00") in the member's currency. */
export function memberMoneyOfWire(wire: string, currency: MemberCurrency = balance.value): string {
  return memberMoneyOfCents(wireToCents(wire), currency);
}

/** A wire amount with its sign written out (+ in, − out), so a direction never rests on colour alone. */
export function signedMemberMoneyOfWire(wire: string, currency: MemberCurrency = balance.value): string {
  const cents = wireToCents(wire);
  const text = memberMoneyOfCents(Math.abs(cents), currency);
  return cents > 0 ? `+${text}` : cents < 0 ? `\u2212${text}` : text;
}

/**
 * An amount a guest sees too (a public board, a voucher's face value): in the member's currency once
 * a balance names it, the number alone without a member, as nothing names the merchant's currency.
 */
export function publicMoney(amount: number, currency: MemberCurrency = balance.value): string {
  return currency ? memberMoney(amount, currency) : formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
