import type { Repositories } from '../repositories';
import type { InboxMessage } from '../../../shared/domains/inbox/schemas';
import { localeOf, shippedLanguageOf, type ShippedLanguage } from '../../../shared/languages';
import { CURRENCY } from './money';
import { fill, textsFor } from '../texts';

type CashierNotice = Exclude<InboxMessage['kind'], 'NOTICE'>;

/**
 * The cashier's mail notices (deposit credited, deposit failed, withdrawal approved, withdrawal
 * rejected), written in the member's stored language from `server/sandbox/locales/<language>/
 * notices.json` (texts.ts); a member without one reads English.
 */
function noticeText(language: ShippedLanguage, kind: CashierNotice): { title: string; content: string } {
  return textsFor(language).notices.cashier[kind];
}

/** The cashier's notices in one language as templates: `{amount}` and `{orderId}` stand where a notice puts them. */
export function noticeTemplates(language: ShippedLanguage): Array<{ code: CashierNotice; title: string; content: string }> {
  const kinds: CashierNotice[] = ['DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAW_APPROVED', 'WITHDRAW_REJECTED'];
  return kinds.map((code) => {
    const text = noticeText(language, code);
    return { code, title: text.title, content: fill(text.content, { amount: '{amount}', orderId: '{orderId}' }) };
  });
}

/** An amount as a member of that language reads it: grouped, with the currency, through Intl. */
export function amountInLanguage(language: ShippedLanguage, wireAmount: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: CURRENCY.code }).format(Number(wireAmount));
}

/** Writes one cashier notice to the member's inbox; `amount` is the wire amount ("1250.00"). */
export function deliverNotice(
  repos: Pick<Repositories, 'accounts' | 'messages'>,
  accountId: number,
  kind: CashierNotice,
  detail: { amount: string; orderId: string },
  now: number,
): void {
  const language = shippedLanguageOf(repos.accounts.byId(accountId)?.language);
  const text = noticeText(language, kind);
  const content = fill(text.content, { amount: amountInLanguage(language, detail.amount), orderId: detail.orderId });
  repos.messages.deliver(accountId, text.title, content, now, kind);
}
