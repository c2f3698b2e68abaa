import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProfitRow, TeamReportQuery } from '../../../../shared/schemas/agent';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { PagedTeamTable, type Column } from './TeamTable';
import { UsernameFilter } from './UsernameFilter';
import { direction, loadTeamProfit, TEAM_PAGE_SIZE, USER_FILTER, useMoney, usernameFilter } from './teamData';
import './team.css';

/**
 * User profit and loss (agentProfitLoss): each team account with money or bets in the period, what
 * it paid in and out, bet, won and received as bonuses, and what it came out with (win − valid
 * bet + bonuses, the players' side), lowest first, with the period's totals.
 */
export default function TeamProfitPage() {
  const { t } = useTranslation('team');
  const { money, signed } = useMoney();
  const titleId = useId();
  const query = useRangeQuery();
  const username = usernameFilter(query.filter(USER_FILTER));
  const payload: TeamReportQuery = { ...query.range, pageNo: query.page, pageSize: TEAM_PAGE_SIZE, ...(username ? { username } : {}) };
  const load = useLoad(JSON.stringify(payload), (signal) => loadTeamProfit(payload, signal), { keepPrevious: true });
  const totals = load.state.value?.totals;
  const amount = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;

  const columns: Column<TeamProfitRow>[] = [
    { id: 'username', label: t('team.columns.username'), cell: (row) => row.username },
    {
      id: 'level',
      label: t('team.columns.level'),
      numeric: true,
      cell: (row) => (row.level === 0 ? t('team.levels.self') : formatNumber(row.level)),
    },
    {
      id: 'deposits',
      label: t('team.columns.deposits'),
      numeric: true,
      cell: (row) => money(row.deposits),
      total: totals && money(totals.deposits),
    },
    {
      id: 'withdrawals',
      label: t('team.columns.withdrawals'),
      numeric: true,
      cell: (row) => money(row.withdrawals),
      total: totals && money(totals.withdrawals),
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
      id: 'bonuses',
      label: t('team.columns.bonuses'),
      numeric: true,
      cell: (row) => money(row.bonuses),
      total: totals && money(totals.bonuses),
    },
    {
      id: 'profit',
      label: t('team.columns.profitLoss'),
      numeric: true,
      cell: (row) => amount(row.profitLoss),
      total: totals && amount(totals.profitLoss),
    },
  ];

  return (
    <section className="team-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('team.profit.title')}
      </h2>
      <p className="team-page__intro">{t('team.profit.intro')}</p>
      <div className="team-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <UsernameFilter value={username} onApply={(name) => query.setFilter(USER_FILTER, name)} />
      </div>
      <LoadStatus load={load} loadingText={t('team.loading')} failedText={t('team.failed')} />
      <PagedTeamTable
        load={load}
        caption={t('team.profit.caption')}
        columns={columns}
        rowKey={(row) => row.username}
        emptyText={t(username ? 'team.profit.emptyUser' : 'team.profit.empty')}
        totalsLabel={t('team.totalForPeriod')}
        onPage={query.setPage}
      />
    </section>
  );
}
