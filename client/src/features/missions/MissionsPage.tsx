import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow, Milestone, MissionGoal, MissionStatus, MissionSummary } from '../../../../shared/domains/missions/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { Pagination } from '../../components/Pagination';
import { RecordTable, type Column } from '../../components/RecordTable';
import { SafeLink } from '../../components/SafeLink';
import { Tabs } from '../../components/Tabs';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { formatDate, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { MISSIONS_PAGE_SIZE, loadLeaderboard, loadMilestones, loadMissions } from './missionsData';
import './missions.css';

/** A reached value or a target as the reader reads it: a count of bets, or an amount. */
function useMissionValue(): (goal: MissionGoal, wire: string) => string {
  const { money } = useMemberMoney();
  return (goal, wire) => (goal === 'BET_COUNT' ? formatNumber(Number(wire)) : money(wire));
}

/**
 * Mission activity (missionLeaderboard): the open and the ended missions with the member's progress
 * over each window; a mission opens its milestones (target, reward, its turnover and the reward's
 * state in the reward centre) and its leaderboard, whose footer holds the member's own place.
 */
export default function MissionsPage() {
  const { t } = useTranslation('missions');
  const titleId = useId();
  const panelId = useId();
  const [status, setStatus] = useState<MissionStatus>('O');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const load = useLoad(`${status}:${page}`, (signal) => loadMissions(status, page, signal), { keepPrevious: true });
  const value = load.state.value;

  const choose = (key: string) => {
    setStatus(key === 'E' ? 'E' : 'O');
    setPage(1);
    setOpen(null);
  };

  return (
    <section className="missions" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('missions.title')}
      </h2>
      <Tabs
        items={[
          { key: 'O', label: t('missions.tabs.open') },
          { key: 'E', label: t('missions.tabs.ended') },
        ]}
        selected={status}
        onSelect={choose}
        label={t('missions.tabs.label')}
        panelId={panelId}
        idPrefix="missions-tab"
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`missions-tab-${status}`} className="missions__panel">
        <LoadStatus load={load} loadingText={t('missions.loading')} failedText={t('missions.failed')} />
        {value && value.list.length === 0 && (
          <p className="status-text">{status === 'O' ? t('missions.noneOpen') : t('missions.noneEnded')}</p>
        )}
        {value && value.list.length > 0 && (
          <ul className="missions__list">
            {value.list.map((mission) => (
              <li key={mission.missionId}>
                <MissionCard
                  mission={mission}
                  expanded={open === mission.missionId}
                  onToggle={() => setOpen(open === mission.missionId ? null : mission.missionId)}
                />
              </li>
            ))}
          </ul>
        )}
        {value && <Pagination page={page} pageCount={Math.ceil(value.total / MISSIONS_PAGE_SIZE)} onChange={setPage} />}
      </div>
    </section>
  );
}

function MissionCard({ mission, expanded, onToggle }: { mission: MissionSummary; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation('missions');
  const show = useMissionValue();
  const headingId = useId();
  const detailId = useId();
  const reached = Number(mission.reachedValue);
  const target = Number(mission.targetValue);
  return (
    <article className="mission-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="mission-card__title">
        {mission.title}
      </h3>
      <p className="mission-card__meta">
        {t(`missions.goals.${mission.goal}`)}
        {' · '}
        {t('missions.window', { start: formatDate(mission.startTime), end: formatDate(mission.endTime) })}
      </p>
      <progress
        className="mission-card__bar"
        max={target}
        value={Math.min(reached, target)}
        aria-label={t('missions.progressLabel', { title: mission.title })}
      />
      <p className="mission-card__progress">
        {t('missions.progress', { reached: show(mission.goal, mission.reachedValue), target: show(mission.goal, mission.targetValue) })}
        {' · '}
        {t('missions.milestonesReached', { reached: mission.reachedMilestones, total: mission.milestones })}
      </p>
      {mission.waitingRewards > 0 && (
        <p className="mission-card__waiting">
          <SafeLink to="/member/rewardCenter">{t('missions.waiting', { count: mission.waitingRewards })}</SafeLink>
        </p>
      )}
      <button type="button" className="btn btn--ghost" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle}>
        {expanded ? t('missions.hideDetails', { title: mission.title }) : t('missions.showDetails', { title: mission.title })}
      </button>
      <div id={detailId} hidden={!expanded}>
        {expanded && <MissionDetail missionId={mission.missionId} />}
      </div>
    </article>
  );
}

function MissionDetail({ missionId }: { missionId: number }) {
  const { t } = useTranslation('missions');
  const { money } = useMemberMoney();
  const show = useMissionValue();
  const milestones = useLoad(`milestones:${missionId}`, (signal) => loadMilestones(missionId, signal));
  const board = useLoad(`board:${missionId}`, (signal) => loadLeaderboard(missionId, signal));
  const steps = milestones.state.value;
  const standings = board.state.value;

  const stepColumns: Column<Milestone>[] = steps
    ? [
        { id: 'milestone', label: t('missions.milestones.milestone'), cell: (m) => formatNumber(m.milestone) },
        { id: 'target', label: t('missions.milestones.target'), numeric: true, cell: (m) => show(steps.goal, m.target) },
        { id: 'reward', label: t('missions.milestones.reward'), numeric: true, cell: (m) => money(m.reward) },
        { id: 'turnover', label: t('missions.milestones.turnover'), numeric: true, cell: (m) => money(m.turnover) },
        { id: 'status', label: t('missions.milestones.status'), cell: (m) => t(`missions.rewardStatus.${m.rewardStatus}`) },
      ]
    : [];
  const boardColumns: Column<LeaderboardRow>[] = standings
    ? [
        { id: 'rank', label: t('missions.board.rank'), numeric: true, cell: (r) => formatNumber(r.rank) },
        {
          id: 'account',
          label: t('missions.board.account'),
          cell: (r) => (r.self ? t('missions.board.self', { account: r.account }) : r.account),
        },
        {
          id: 'value',
          label: t(`missions.board.value.${standings.goal}`),
          numeric: true,
          cell: (r) => show(standings.goal, r.reachedValue),
          total: show(standings.goal, standings.footer.reachedValue),
        },
      ]
    : [];

  return (
    <div className="mission-detail">
      <h4 className="mission-detail__title">{t('missions.milestones.title')}</h4>
      <LoadStatus load={milestones} loadingText={t('missions.loading')} failedText={t('missions.failed')} />
      {steps && (
        <RecordTable
          caption={t('missions.milestones.caption')}
          columns={stepColumns}
          rows={steps.milestones}
          rowKey={(m) => String(m.milestone)}
        />
      )}
      <h4 className="mission-detail__title">{t('missions.board.title')}</h4>
      <LoadStatus load={board} loadingText={t('missions.loading')} failedText={t('missions.failed')} />
      {standings && standings.list.length === 0 && <p className="status-text">{t('missions.board.empty')}</p>}
      {standings && (
        <RecordTable
          caption={t('missions.board.caption')}
          columns={boardColumns}
          rows={standings.list}
          rowKey={(r) => String(r.rank)}
          totalsLabel={
            standings.footer.rank === null
              ? t('missions.board.unranked')
              : t('missions.board.yourRank', { rank: formatNumber(standings.footer.rank) })
          }
        />
      )}
    </div>
  );
}
