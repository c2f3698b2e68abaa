import type { Repositories } from '../repositories';
import type { InboxMessage } from '../../../shared/domains/inbox/schemas';
import { shippedLanguageOf, type ShippedLanguage } from '../../../shared/languages';

type CashierNotice = Exclude<InboxMessage['kind'], 'NOTICE'>;

interface NoticeText {
  title: string;
  content: (amount: string, orderId: string) => string;
}

/**
 * The cashier's mail notices (deposit credited, withdrawal approved, withdrawal rejected, deposit
 * failed), written in the member's language (shared/languages.ts): Filipino for TL, English otherwise.
 */
const TEXTS: Record<ShippedLanguage, Record<CashierNotice, NoticeText>> = {
  EN: {
    DEPOSIT_CREDITED: {
      title: 'Deposit credited',
      content: (amount, orderId) => `Your deposit of ${amount} (order ${orderId}) has been credited to your main wallet.`,
    },
    DEPOSIT_FAILED: {
      title: 'Deposit failed',
      content: (amount, orderId) => `Your deposit of ${amount} (order ${orderId}) did not go through. No money was taken from your wallet.`,
    },
    WITHDRAW_APPROVED: {
      title: 'Withdrawal approved',
      content: (amount, orderId) => `Your withdrawal of ${amount} (order ${orderId}) has been approved and paid out.`,
    },
    WITHDRAW_REJECTED: {
      title: 'Withdrawal rejected',
      content: (amount, orderId) =>
        `Your withdrawal of ${amount} (order ${orderId}) was rejected. The amount and its fee are back in your main wallet.`,
    },
  },
  TL: {
    DEPOSIT_CREDITED: {
      title: 'Naipasok na ang deposito',
      content: (amount, orderId) => `Naipasok na sa iyong pangunahing wallet ang deposito mong ${amount} (order ${orderId}).`,
    },
    DEPOSIT_FAILED: {
      title: 'Hindi natuloy ang deposito',
      content: (amount, orderId) => `Hindi natuloy ang deposito mong ${amount} (order ${orderId}). Walang perang kinuha sa iyong wallet.`,
    },
    WITHDRAW_APPROVED: {
      title: 'Aprubado ang withdrawal',
      content: (amount, orderId) => `Naaprubahan at naibayad na ang withdrawal mong ${amount} (order ${orderId}).`,
    },
    WITHDRAW_REJECTED: {
      title: 'Tinanggihan ang withdrawal',
      content: (amount, orderId) =>
        `Tinanggihan ang withdrawal mong ${amount} (order ${orderId}). Naibalik na sa iyong pangunahing wallet ang halaga at ang bayad nito.`,
    },
  },
};

/** The cashier's notices in one language as templates: `{amount}` and `{orderId}` stand where a notice puts them. */
export function noticeTemplates(language: ShippedLanguage): Array<{ code: CashierNotice; title: string; content: string }> {
  return (Object.entries(TEXTS[language]) as Array<[CashierNotice, NoticeText]>).map(([code, text]) => ({
    code,
    title: text.title,
    content: text.content('{amount}', '{orderId}'),
  }));
}

/** Writes one cashier notice to the member's inbox; `amount` is the wire amount ("1250.00"). */
export function deliverNotice(
  repos: Pick<Repositories, 'accounts' | 'messages'>,
  accountId: number,
  kind: CashierNotice,
  detail: { amount: string; orderId: string },
  now: number,
): void {
  const text = TEXTS[shippedLanguageOf(repos.accounts.byId(accountId)?.language)][kind];
  repos.messages.deliver(accountId, text.title, text.content(detail.amount, detail.orderId), now, kind);
}
