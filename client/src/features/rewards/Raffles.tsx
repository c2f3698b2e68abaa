import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Raffle } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { enterRaffle, errorKey, loadRaffles } from './rewardsData';

/**
 * Raffles: the member enters an open one once; the platform draws it at its time, and each winner's
 * prize waits in the reward list to be claimed.
 */
export function Raffles({ refresh }: { refresh: number }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad('rewards/raffles', loadRaffles, { refreshOn: refresh });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const enter = async (raffle: Raffle) => {
    setBusy(true);
    const answer = await enterRaffle(raffle.promotionId);
    setBusy(false);
    const key = answer.success ? null : errorKey(answer.errorCode);
    setMessage(
      answer.success
        ? t('rewards.raffles.entered', { title: raffle.title })
        : key
          ? t(`rewards.errors.${key}`)
          : answer.message || t('rewards.failed'),
    );
    load.refresh();
  };

  const raffles = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.raffles.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      <p className="rewards-message" aria-live="polite">
        {message}
      </p>
      {raffles && raffles.length === 0 && <p className="rewards-empty">{t('rewards.raffles.none')}</p>}
      {raffles && raffles.length > 0 && (
        <ul className="rewards-items">
          {raffles.map((raffle) => (
            <li key={raffle.promotionId} className="rewards-item">
              <span className="rewards-item__title">{raffle.title}</span>
              <span className="rewards-item__amount">{memberMoneyOfWire(raffle.prize)}</span>
              <span className="rewards-item__meta">{t('rewards.raffles.winners', { count: raffle.winners })}</span>
              <span className="rewards-item__meta">{t('rewards.raffles.entries', { count: raffle.entries })}</span>
              <span className="rewards-item__meta">
                {raffle.status === 'OPEN'
                  ? t('rewards.raffles.drawsAt', { date: formatDateTime(raffle.drawsAt) })
                  : t('rewards.raffles.drawnAt', { date: formatDateTime(raffle.drawsAt) })}
              </span>
              <span className={`rewards-status rewards-status--${raffle.result.toLowerCase()}`}>
                {t(`rewards.raffles.result.${raffle.result}`)}
              </span>
              {raffle.status === 'OPEN' && raffle.result === 'NOT_ENTERED' && (
                <button
                  type="button"
                  className="btn btn--primary rewards-item__action"
                  disabled={busy}
                  aria-label={t('rewards.raffles.enterNamed', { title: raffle.title })}
                  onClick={() => void enter(raffle)}
                >
                  {t('rewards.raffles.enter')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
