import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBettingRow, TeamReportQuery } from '../../../../shared/schemas/agent';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { PagedTeamTable, type Column } from './TeamTable';
import { UsernameFilter } from './UsernameFilter';
import { direction, loadTeamBetting, TEAM_PAGE_SIZE, USER_FILTER, useMoney, usernameFilter } from './teamData';
import './team.css';

/**
 * Team betting (agentTeamBetting): each team account with a bet in the period, the agent included,
 * biggest valid bet first, with the period's totals; one account by its exact username on demand.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation('team');
  const { money, signed } = useMoney();
  const titleId = useId();
  const query = useRangeQuery();
  const username = usernameFilter(query.filter(USER_FILTER));
  const payload: TeamReportQuery = { ...query.range, pageNo: query.page, pageSize: TEAM_PAGE_SIZE, ...(username ? { username } : {}) };
  const load = useLoad(JSON.stringify(payload), (signal) => loadTeamBetting(payload, signal), { keepPrevious: true });
  const totals = load.state.value?.totals;
  const profit = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;

  const columns: Column<TeamBettingRow>[] = [
    { id: 'username', label: t('team.columns.username'), cell: (row) => row.username },
    {
      id: 'level',
      label: t('team.columns.level'),
      numeric: true,
      cell: (row) => (row.level === 0 ? t('team.levels.self') : formatNumber(row.level)),
    },
    {
      id: 'bets',
      label: t('team.columns.bets'),
      numeric: true,
      cell: (row) => formatNumber(row.bets),
      total: totals && formatNumber(totals.bets),
    },
    {
      id: 'bet',
      label: t('team.columns.betAmount'),
      numeric: true,
      cell: (row) => money(row.betAmount),
      total: totals && money(totals.betAmount),
    },
    {
      id: 'valid',
      label: t('team.columns.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
      total: totals && money(totals.validBet),
    },
    {
      id: 'win',
      label: t('team.columns.win'),
      numeric: true,
      cell: (row) => money(row.winAmount),
      total: totals && money(totals.winAmount),
    },
    {
      id: 'profit',
      label: t('team.columns.profitLoss'),
      numeric: true,
      cell: (row) => profit(row.profitLoss),
      total: totals && profit(totals.profitLoss),
    },
  ];

  return (
    <section className="team-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('team.betting.title')}
      </h2>
      <p className="team-page__intro">{t('team.betting.intro')}</p>
      <div className="team-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <UsernameFilter value={username} onApply={(name) => query.setFilter(USER_FILTER, name)} />
      </div>
      <LoadStatus load={load} loadingText={t('team.loading')} failedText={t('team.failed')} />
      <PagedTeamTable
        load={load}
        caption={t('team.betting.caption')}
        columns={columns}
        rowKey={(row) => row.username}
        emptyText={t(username ? 'team.betting.emptyUser' : 'team.betting.empty')}
        totalsLabel={t('team.totalForPeriod')}
        onPage={query.setPage}
      />
    </section>
  );
}
