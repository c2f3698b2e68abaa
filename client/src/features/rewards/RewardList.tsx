import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimableReward } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { Tabs } from '../../components/Tabs';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { claimReward, errorKey, loadRewards } from './rewardsData';

type View = 'I' | 'C';

/**
 * The member's rewards of every type: those waiting for a claim (each claimed once, paid into the
 * main wallet, its turnover then owed before a withdrawal) and, on the second tab, those claimed.
 */
export function RewardList({ refresh, onPaid }: { refresh: number; onPaid: () => void }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const panelId = useId();
  const [view, setView] = useState<View>('I');
  const load = useLoad(`rewards/list/${view}`, (signal) => loadRewards(view, signal), { refreshOn: refresh });
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const claim = async (reward: ClaimableReward) => {
    setBusy(reward.rewardId);
    const answer = await claimReward(reward);
    setBusy(null);
    if (answer.success) {
      setMessage(t('rewards.list.paid', { amount: memberMoneyOfWire(answer.value.amount), title: answer.value.title }));
      onPaid();
      return;
    }
    const key = errorKey(answer.errorCode);
    setMessage(key ? t(`rewards.errors.${key}`) : answer.message || t('rewards.failed'));
    load.retry();
  };

  const rewards = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.list.title')}
      </h3>
      <Tabs
        items={[
          { key: 'I', label: t('rewards.list.toClaim') },
          { key: 'C', label: t('rewards.list.claimed') },
        ]}
        selected={view}
        onSelect={(key) => setView(key === 'C' ? 'C' : 'I')}
        label={t('rewards.list.tabs')}
        panelId={panelId}
        idPrefix="rewards-list"
      />
      <p className="rewards-message" aria-live="polite">
        {message}
      </p>
      <div id={panelId} role="tabpanel" aria-labelledby={`rewards-list-${view}`}>
        <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
        {rewards && rewards.length === 0 && (
          <p className="rewards-empty">{view === 'I' ? t('rewards.list.none') : t('rewards.list.noneClaimed')}</p>
        )}
        {rewards && rewards.length > 0 && (
          <ul className="rewards-items">
            {rewards.map((reward) => (
              <li key={reward.rewardId} className="rewards-item">
                <span className="rewards-item__type">{t(`rewards.types.${reward.promotionType}`)}</span>
                <span className="rewards-item__title">{reward.title}</span>
                <span className="rewards-item__amount">{memberMoneyOfWire(reward.amount)}</span>
                <span className="rewards-item__meta">
                  {reward.turnover === '0.00'
                    ? t('rewards.noTurnover')
                    : t('rewards.turnoverOf', { amount: memberMoneyOfWire(reward.turnover) })}
                </span>
                {view === 'I' && reward.expiresAt !== null && (
                  <span className="rewards-item__meta">{t('rewards.expires', { date: formatDateTime(reward.expiresAt) })}</span>
                )}
                {view === 'C' && reward.claimedAt !== null && (
                  <span className="rewards-item__meta">{t('rewards.list.claimedOn', { date: formatDateTime(reward.claimedAt) })}</span>
                )}
                {view === 'I' && (
                  <button
                    type="button"
                    className="btn btn--primary rewards-item__action"
                    disabled={busy !== null}
                    aria-label={t('rewards.list.claimNamed', { title: reward.title })}
                    onClick={() => void claim(reward)}
                  >
                    {t('rewards.list.claim')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
