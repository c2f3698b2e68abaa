import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadTickets } from './rewardsData';
import { TicketPlay } from './TicketPlay';

/** The member's prize tickets still to play: a slot machine or a prize wheel each, played in a dialog. */
export function PrizeTickets({ refresh, onPaid }: { refresh: number; onPaid: () => void }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad('rewards/tickets', loadTickets, { refreshOn: refresh });
  const [playing, setPlaying] = useState<Ticket | null>(null);
  const tickets = load.state.value;

  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.tickets.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {tickets && tickets.length === 0 && <p className="rewards-empty">{t('rewards.tickets.none')}</p>}
      {tickets && tickets.length > 0 && (
        <ul className="rewards-items">
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className="rewards-item">
              <span className="rewards-item__type">{t(`rewards.tickets.type.${ticket.type}`)}</span>
              <span className="rewards-item__title">{ticket.title}</span>
              {ticket.expiresAt !== null && (
                <span className="rewards-item__meta">{t('rewards.expires', { date: formatDateTime(ticket.expiresAt) })}</span>
              )}
              <button
                type="button"
                className="btn btn--primary rewards-item__action"
                aria-label={t('rewards.tickets.playNamed', { title: ticket.title })}
                onClick={() => setPlaying(ticket)}
              >
                {t('rewards.tickets.play')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={playing !== null} title={playing?.title ?? ''} onClose={() => setPlaying(null)}>
        {playing && <TicketPlay key={playing.ticketId} ticket={playing} onPaid={onPaid} />}
      </Modal>
    </section>
  );
}
