import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { loadBalance } from '../../lib/stores/wallet';
import { memberMoneyOfWire } from '../../lib/money/format';
import { ConfirmationActions } from './ConfirmationActions';
import { Countdown } from './Countdown';

/** The member's receipt confirmations: those still waiting (WAITING) or every one (ALL, the history). */
export async function loadConfirmations(status: 'WAITING' | 'ALL', signal?: AbortSignal): Promise<Answer<PaymentConfirmation[]>> {
  const answer = await call('cashier.paymentConfirmations', { status }, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/**
 * Receipt confirmations answered so far, on the withdraw page or in the receipt prompt: the page's
 * lists read again after each, so a withdrawal answered in the prompt no longer waits on the page.
 */
export const confirmationsAnswered = signal(0);

/** One waiting confirmation: its amount, the live countdown and the three answers. */
export function WaitingConfirmation({ confirmation, onSettled }: { confirmation: PaymentConfirmation; onSettled: () => void }) {
  const { t } = useTranslation('cashier');
  return (
    <article className="c2c-item" aria-label={t('cashier.withdraw.c2c.itemLabel', { order: confirmation.orderId })}>
      <div className="c2c-item__head">
        <span className="c2c-item__amount">{memberMoneyOfWire(confirmation.amount)}</span>
        <span className="c2c-item__order">{t('cashier.withdraw.c2c.order', { order: confirmation.orderId })}</span>
        <Countdown deadline={confirmation.deadline} />
      </div>
      <p className="c2c-item__rule">{t('cashier.withdraw.c2c.silenceRule', { time: formatDateTime(confirmation.deadline) })}</p>
      <ConfirmationActions
        confirmation={confirmation}
        onSettled={() => {
          confirmationsAnswered.value += 1;
          onSettled();
        }}
      />
    </article>
  );
}

/** The receipt confirmation section of the withdraw page (shown when the settings enable C2C). */
export function Confirmations() {
  useSignals();
  const { t } = useTranslation('cashier');
  const titleId = useId();
  const historyId = useId();
  const round = confirmationsAnswered.value;
  const [historyOpen, setHistoryOpen] = useState(false);
  const waiting = useLoad('withdraw/c2c/waiting', (signal) => loadConfirmations('WAITING', signal), { refreshOn: round });
  const history = useLoad(historyOpen ? 'withdraw/c2c/all' : null, (signal) => loadConfirmations('ALL', signal), { refreshOn: round });
  const settled = () => void loadBalance();
  const items = waiting.state.value ?? [];
  const processed = (history.state.value ?? []).filter((item) => item.status !== 'WAITING');

  return (
    <section className="withdraw-card c2c" aria-labelledby={titleId}>
      <h3 id={titleId} className="withdraw-card__title">
        {t('cashier.withdraw.c2c.title')}
      </h3>
      <p className="withdraw-card__intro">{t('cashier.withdraw.c2c.intro')}</p>
      <LoadStatus load={waiting} loadingText={t('cashier.withdraw.c2c.loading')} failedText={t('cashier.withdraw.c2c.loadFailed')} />
      {waiting.state.status === 'ready' && items.length === 0 && <p className="status-text">{t('cashier.withdraw.c2c.none')}</p>}
      {items.map((item) => (
        <WaitingConfirmation key={item.transactionId} confirmation={item} onSettled={settled} />
      ))}
      <button
        type="button"
        className="link-button"
        aria-expanded={historyOpen}
        aria-controls={historyId}
        onClick={() => setHistoryOpen((v) => !v)}
      >
        {t('cashier.withdraw.c2c.history')}
      </button>
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen && (
          <>
            <LoadStatus load={history} loadingText={t('cashier.withdraw.c2c.loading')} failedText={t('cashier.withdraw.c2c.loadFailed')} />
            {history.state.status === 'ready' && processed.length === 0 && (
              <p className="status-text">{t('cashier.withdraw.c2c.historyEmpty')}</p>
            )}
            {processed.length > 0 && (
              <ul className="c2c-history">
                {processed.map((item) => (
                  <li key={item.transactionId} className="c2c-history__item">
                    <span className="c2c-item__amount">{memberMoneyOfWire(item.amount)}</span>
                    <span>{t(`cashier.withdraw.c2c.status.${item.status}`)}</span>
                    {item.status === 'PARTIAL' && item.receivedAmount !== null && item.remainingAmount !== null && (
                      <span>
                        {t('cashier.withdraw.c2c.partialDetail', {
                          received: memberMoneyOfWire(item.receivedAmount),
                          remaining: memberMoneyOfWire(item.remainingAmount),
                        })}
                      </span>
                    )}
                    <span className="c2c-item__order">{t('cashier.withdraw.c2c.order', { order: item.orderId })}</span>
                    {item.confirmedAt !== null && (
                      <time dateTime={new Date(item.confirmedAt).toISOString()}>{formatDateTime(item.confirmedAt)}</time>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
