import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/RouterLink';
import { useSignals } from '@preact/signals-react/runtime';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { Modal } from '../../components/Modal';
import { dialogRequested } from '../../lib/stores/dialogs';
import { role, token } from '../../lib/stores/session';
import { loadBalance } from '../../lib/stores/wallet';
import { loadConfirmations, WaitingConfirmation } from './Confirmations';
import './withdraw.css';

/** Where the withdraw page lives in the member centre. */
export const WITHDRAW_PAGE_PATH = '/member/withdraw';

interface Prompt {
  /** The session the confirmations belong to: a sign-out or another sign-in hides them. */
  session: string;
  items: PaymentConfirmation[];
}

/**
 * Asks a signed-in member about withdrawals waiting for their receipt confirmation: once on sign-in
 * (or when a signed-in visit opens) and once each time the player comes back to the tab. Guests and
 * trial accounts are never asked, and for them nothing is called. It waits while another dialog is
 * asked for or open, as popups that open by themselves do.
 */
export default function ReceiptPrompt() {
  useSignals();
  const { t } = useTranslation('cashier');
  const session = token.value;
  const asks = role.value === 'member' || role.value === 'agent';
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  useEffect(() => {
    if (!asks || !session) return;
    const controller = new AbortController();
    const ask = () => {
      void loadConfirmations('WAITING', controller.signal).then((answer) => {
        if (controller.signal.aborted || !answer.success) return;
        setPrompt(answer.value.length > 0 ? { session, items: answer.value } : null);
      });
    };
    ask();
    const onReturn = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [asks, session]);

  const items = asks && prompt && prompt.session === session ? prompt.items : [];
  const close = () => setPrompt(null);
  const settled = (transactionId: string) => {
    void loadBalance();
    setPrompt((before) => {
      const rest = before ? before.items.filter((item) => item.transactionId !== transactionId) : [];
      return before && rest.length > 0 ? { ...before, items: rest } : null;
    });
  };

  return (
    <Modal
      open={items.length > 0 && !dialogRequested.value}
      title={t('cashier.withdraw.prompt.title')}
      onClose={close}
      className="receipt-prompt"
    >
      <p>{t('cashier.withdraw.prompt.intro')}</p>
      {items.map((item) => (
        <WaitingConfirmation key={item.transactionId} confirmation={item} onSettled={() => settled(item.transactionId)} />
      ))}
      <Link to={WITHDRAW_PAGE_PATH} className="text-link" onClick={close}>
        {t('cashier.withdraw.prompt.openPage')}
      </Link>
    </Modal>
  );
}
