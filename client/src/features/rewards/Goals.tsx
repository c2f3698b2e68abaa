import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Achievement, Quest } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDate, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { offers } from '../../lib/stores/offered';
import { ACHIEVEMENT_CALLS, QUEST_CALLS } from '../../lib/featureCalls';
import { loadAchievements, loadQuests } from './rewardsData';

/** A measure as the member reads it: valid bet as money, a count (bets, days) as a number. */
const shown = (isMoney: boolean, value: string): string => (isMoney ? memberMoneyOfWire(value) : formatNumber(Number(value)));

/** One goal's progress bar, its figures and where its reward stands. */
function GoalProgress({ goal, isMoney }: { goal: Quest | Achievement; isMoney: boolean }) {
  const { t } = useTranslation('rewards');
  const target = Number(goal.target);
  return (
    <>
      <progress
        className="rewards-goal__bar"
        max={target}
        value={Math.min(Number(goal.progress), target)}
        aria-label={t('rewards.goals.progressLabel', { title: goal.title })}
      />
      <span className="rewards-item__meta">
        {t('rewards.goals.progress', { progress: shown(isMoney, goal.progress), target: shown(isMoney, goal.target) })}
      </span>
      <span className="rewards-item__amount">{memberMoneyOfWire(goal.reward)}</span>
      <span className={`rewards-status rewards-status--${goal.rewardStatus.toLowerCase()}`}>
        {t(`rewards.goals.status.${goal.rewardStatus}`)}
      </span>
    </>
  );
}

/**
 * Quests: goals over the member's bets in a window (one game type or every one). A quest reached
 * issues its reward, which waits in the reward list to be claimed. Steps aside while the platform
 * does not offer the call.
 */
export function Quests({ refresh }: { refresh: number }) {
  useSignals();
  const shownHere = offers(QUEST_CALLS);
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad(shownHere ? 'rewards/quests' : null, loadQuests, { refreshOn: refresh });
  if (!shownHere) return null;
  const quests = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.quests.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {quests && quests.length === 0 && <p className="rewards-empty">{t('rewards.quests.none')}</p>}
      {quests && quests.length > 0 && (
        <ul className="rewards-items" aria-label={t('rewards.quests.title')}>
          {quests.map((quest) => (
            <li key={quest.questId} className="rewards-item rewards-goal">
              <span className="rewards-item__title">{quest.title}</span>
              <span className="rewards-item__type">
                {quest.productType ? t(`rewards.productTypes.${quest.productType}`) : t('rewards.quests.anyGame')}
              </span>
              <span className="rewards-item__meta">{t('rewards.quests.ends', { date: formatDate(quest.endAt) })}</span>
              <GoalProgress goal={quest} isMoney={quest.goal === 'TURNOVER'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Achievements: all-time goals (bets, valid bet, active days), each paying once when reached. Steps aside while not offered. */
export function Achievements({ refresh }: { refresh: number }) {
  useSignals();
  const shownHere = offers(ACHIEVEMENT_CALLS);
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad(shownHere ? 'rewards/achievements' : null, loadAchievements, { refreshOn: refresh });
  if (!shownHere) return null;
  const achievements = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.achievements.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {achievements && achievements.length === 0 && <p className="rewards-empty">{t('rewards.achievements.none')}</p>}
      {achievements && achievements.length > 0 && (
        <ul className="rewards-items" aria-label={t('rewards.achievements.title')}>
          {achievements.map((achievement) => (
            <li key={achievement.achievementId} className="rewards-item rewards-goal">
              <span className="rewards-item__title">{achievement.title}</span>
              <span className="rewards-item__type">{t(`rewards.achievements.measures.${achievement.measure}`)}</span>
              <GoalProgress goal={achievement} isMoney={achievement.measure === 'TURNOVER'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
