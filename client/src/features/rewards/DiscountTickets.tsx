import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import type { DiscountTicket } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { offers } from '../../lib/stores/offered';
import { DISCOUNT_TICKET_CALLS } from '../../lib/featureCalls';
import { cancelDiscountTicket, loadDiscountTickets } from './rewardsData';

/** The refusals of a discard, each with its text under `rewards.discount.errors`. */
const DISCARD_ERRORS: Readonly<Record<string, string>> = {
  [RewardError.ticketUnknown]: 'unknown',
  [RewardError.ticketExpired]: 'expired',
};

/**
 * Discount tickets: a percentage off a stake in one game type, up to a ceiling, until the ticket
 * expires. A ticket the member does not want can be discarded (asked twice: it is gone for good).
 * Steps aside while the platform does not offer the list.
 */
export function DiscountTickets({ refresh }: { refresh: number }) {
  useSignals();
  const shownHere = offers(DISCOUNT_TICKET_CALLS);
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad(shownHere ? 'rewards/discount' : null, loadDiscountTickets, { refreshOn: refresh });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!shownHere) return null;

  const discard = async (ticket: DiscountTicket) => {
    setBusy(true);
    const answer = await cancelDiscountTicket(ticket.ticketId);
    setBusy(false);
    setConfirming(null);
    if (answer.success) {
      setMessage(t('rewards.discount.discarded', { title: ticket.title }));
    } else {
      const key = answer.errorCode ? DISCARD_ERRORS[answer.errorCode] : undefined;
      setMessage(key ? t(`rewards.discount.errors.${key}`) : answer.message || t('rewards.failed'));
    }
    load.refresh();
  };

  const tickets = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.discount.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      <p className="rewards-message" aria-live="polite">
        {message}
      </p>
      {tickets && tickets.length === 0 && <p className="rewards-empty">{t('rewards.discount.none')}</p>}
      {tickets && tickets.length > 0 && (
        <ul className="rewards-items" aria-label={t('rewards.discount.list')}>
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className="rewards-item">
              <span className="rewards-item__title">{ticket.title}</span>
              <span className="rewards-item__type">{t(`rewards.productTypes.${ticket.productType}`)}</span>
              <span className="rewards-item__amount">
                {t('rewards.discount.rate', {
                  rate: formatNumber(Number(ticket.discountRate) / 100, { style: 'percent', maximumFractionDigits: 2 }),
                  max: memberMoneyOfWire(ticket.maxDiscount),
                })}
              </span>
              <span className="rewards-item__meta">{t('rewards.expires', { date: formatDateTime(ticket.expiresAt) })}</span>
              <span className={`rewards-status rewards-status--${ticket.status.toLowerCase()}`}>
                {t(`rewards.discount.status.${ticket.status}`)}
              </span>
              {ticket.status === 'AVAILABLE' && confirming !== ticket.ticketId && (
                <button
                  type="button"
                  className="btn btn--ghost rewards-item__action"
                  aria-label={t('rewards.discount.discardNamed', { title: ticket.title })}
                  onClick={() => setConfirming(ticket.ticketId)}
                >
                  {t('rewards.discount.discard')}
                </button>
              )}
              {ticket.status === 'AVAILABLE' && confirming === ticket.ticketId && (
                <span className="rewards-confirm" role="group" aria-label={t('rewards.discount.confirmNamed', { title: ticket.title })}>
                  <span className="rewards-item__meta">{t('rewards.discount.confirm')}</span>
                  <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void discard(ticket)}>
                    {t('rewards.discount.yes')}
                  </button>
                  <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(null)}>
                    {t('rewards.discount.keep')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
