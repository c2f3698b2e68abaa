import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankLevel } from '../../../../shared/domains/rank/schemas';
import { wireToCents } from '../../../../shared/money';
import { LoadStatus } from '../../components/LoadStatus';
import { RecordTable, type Column } from '../../components/RecordTable';
import { SafeLink } from '../../components/SafeLink';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { useLoad } from '../../lib/load/useLoad';
import { offers } from '../../lib/stores/offered';
import { RANK_PROGRESS_CALLS } from '../../lib/featureCalls';
import { formatNumber } from '../../lib/format';
import { loadRank, loadRankProgress } from './rankData';
import './rank.css';

/** A level's label in its own colours, as the club label carries them. */
function LevelChip({ level }: { level: RankLevel }) {
  return (
    <span className="rank-chip" style={{ color: level.color2, backgroundColor: level.color, borderColor: level.color2 }}>
      {level.labelName}
    </span>
  );
}

/**
 * Player rank (playerRank): the member's level in the VIP club, the progress to the next level by
 * all-time deposits and valid bet (both are needed), and every level with what it asks and pays.
 * Upgrade bonuses and monthly salaries wait in the reward centre.
 */
export default function RankPage() {
  const { t } = useTranslation('rank');
  const { money } = useMemberMoney();
  const titleId = useId();
  const load = useLoad('rank', loadRank);
  const value = load.state.value;
  const current = value?.levels.find((l) => l.rankLevel === value.rankLevel);
  const next = value?.levels.find((l) => l.rankLevel === value.nextLevel);

  const columns: Column<RankLevel>[] = [
    {
      id: 'level',
      label: t('rank.levels.level'),
      cell: (l) => (
        <>
          <LevelChip level={l} />
          {l.rankLevel === value?.rankLevel && <span className="rank-current">{t('rank.levels.current')}</span>}
        </>
      ),
    },
    { id: 'deposit', label: t('rank.levels.deposit'), numeric: true, cell: (l) => money(l.depositRequired) },
    { id: 'turnover', label: t('rank.levels.turnover'), numeric: true, cell: (l) => money(l.turnoverRequired) },
    { id: 'bonus', label: t('rank.levels.bonus'), numeric: true, cell: (l) => money(l.upgradeBonus) },
    { id: 'salary', label: t('rank.levels.salary'), numeric: true, cell: (l) => money(l.monthlySalary) },
  ];

  return (
    <section className="rank" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('rank.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('rank.loading')} failedText={t('rank.failed')} />
      {value && current && (
        <>
          <div className="rank-card">
            <p className="rank-card__level">
              {t('rank.yourLevel')} <LevelChip level={current} />
            </p>
            {next ? (
              <>
                <p className="rank-card__next">
                  {t('rank.nextLevel')} <LevelChip level={next} />
                </p>
                <Progress label={t('rank.deposits')} done={value.deposits} needed={next.depositRequired} />
                <Progress label={t('rank.validBet')} done={value.validBet} needed={next.turnoverRequired} />
              </>
            ) : (
              <p className="rank-card__next">{t('rank.top')}</p>
            )}
            {offers(RANK_PROGRESS_CALLS) && <MonthPanel />}
            <p className="rank-card__note">
              {t('rank.rewardsNote')} <SafeLink to="/member/rewardCenter">{t('rank.rewardCenter')}</SafeLink>
            </p>
          </div>
          <RecordTable caption={t('rank.levels.caption')} columns={columns} rows={value.levels} rowKey={(l) => String(l.rankLevel)} />
        </>
      )}
    </section>
  );
}

function Progress({ label, done, needed }: { label: string; done: string; needed: string }) {
  const { t } = useTranslation('rank');
  const { money } = useMemberMoney();
  const max = Math.max(wireToCents(needed), 1);
  return (
    <div className="rank-progress">
      <p className="rank-progress__text">
        {label}: {t('rank.progress', { done: money(done), needed: money(needed) })}
      </p>
      <progress className="rank-progress__bar" max={max} value={Math.min(wireToCents(done), max)} aria-label={label} />
    </div>
  );
}

/** The platform's own progress figures (rank.progress): this month's valid bet and how far the next level is. */
function MonthPanel() {
  const { t } = useTranslation('rank');
  const { money } = useMemberMoney();
  const load = useLoad('rank-progress', loadRankProgress);
  const value = load.state.value;
  if (!value) return null;
  return (
    <dl className="rank-month">
      <div>
        <dt>{t('rank.month.turnover')}</dt>
        <dd>{money(value.monthlyTurnover.actual)}</dd>
      </div>
      {value.nextRankName !== null && (
        <div>
          <dt>{t('rank.month.overall', { name: value.nextRankName })}</dt>
          <dd>{formatNumber(value.playerRankProgress / 100, { style: 'percent' })}</dd>
        </div>
      )}
    </dl>
  );
}
