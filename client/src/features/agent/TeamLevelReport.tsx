import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import type { TeamReportQuery } from '../../../../shared/domains/agent/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { Pagination } from '../../components/Pagination';
import { formatNumber } from '../../lib/format';
import type { Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import '../../components/reportTable.css';
import { TeamCrumbs } from './TeamCrumbs';
import { TeamTable, type Column } from './TeamTable';
import { UsernameFilter } from './UsernameFilter';
import { TEAM_PAGE_SIZE, USER_FILTER, usernameFilter } from './teamData';
import './team.css';

interface LevelRow {
  username: string;
  level: number;
  teamSize: number;
}

interface LevelValue<Row, Totals> {
  own: Row;
  list: Row[];
  pageNo: number;
  totalPages: number;
  totals: Totals;
  path: string[];
}

/** A table row: the viewed account's own figures, or a direct downline's whole team. */
type Shown<Row> = { row: Row; own: boolean };

/**
 * One level of a team report (team betting, user profit and loss): the viewed account's own
 * figures first, then each direct downline with its whole team's, the viewed account's whole team
 * as the totals; a downline with a team of its own opens in turn, and the breadcrumb goes back up.
 * The level (`?user=`), the period and the page are kept in the address; the username box opens
 * any account of the team directly.
 */
export function TeamLevelReport<Row extends LevelRow, Totals>({
  title,
  intro,
  caption,
  figures,
  load: loader,
}: {
  title: string;
  intro: string;
  /** The table's name for the level of `username` (null: the agent's own). */
  caption: (username: string | null) => string;
  /** The report's own columns, each with its total. */
  figures: ReadonlyArray<Omit<Column<Row>, 'total'> & { total: (totals: Totals) => React.ReactNode }>;
  load: (query: TeamReportQuery, signal: AbortSignal) => Promise<Answer<LevelValue<Row, Totals>>>;
}) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  const location = useLocation();
  const query = useRangeQuery();
  const parent = usernameFilter(query.filter(USER_FILTER));
  const payload: TeamReportQuery = { ...query.range, pageNo: query.page, pageSize: TEAM_PAGE_SIZE, ...(parent ? { parent } : {}) };
  const load = useLoad(JSON.stringify(payload), (signal) => loader(payload, signal), { keepPrevious: true });
  const value = load.state.value;

  /** The address of a level, the period kept, back at its first page. */
  const levelHref = (username: string | null) => {
    const q = new URLSearchParams(location.search);
    q.delete('page');
    if (username) q.set(USER_FILTER, username);
    else q.delete(USER_FILTER);
    return `?${q}`;
  };

  const columns: Column<Shown<Row>>[] = [
    {
      id: 'username',
      label: t('team.columns.username'),
      cell: ({ row, own }) => (own ? t('team.report.ownRow', { name: row.username }) : row.username),
    },
    {
      id: 'level',
      label: t('team.columns.level'),
      numeric: true,
      cell: ({ row }) => (row.level === 0 ? t('team.levels.self') : formatNumber(row.level)),
    },
    {
      id: 'team',
      label: t('team.report.covers'),
      numeric: true,
      cell: ({ row, own }) => (own ? t('team.report.ownOnly') : t('team.report.teamOf', { count: row.teamSize + 1 })),
    },
    ...figures.map((column): Column<Shown<Row>> => ({
      id: column.id,
      label: column.label,
      numeric: column.numeric,
      cell: ({ row }) => column.cell(row),
      total: value && column.total(value.totals),
    })),
    {
      id: 'open',
      label: t('team.columns.actions'),
      cell: ({ row, own }) =>
        !own && row.teamSize > 0 ? (
          <Link className="chip" to={levelHref(row.username)}>
            {t('team.management.open', { name: row.username })}
          </Link>
        ) : null,
    },
  ];

  const rows: Shown<Row>[] = value ? [{ row: value.own, own: true }, ...value.list.map((row) => ({ row, own: false }))] : [];
  return (
    <section className="team-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      <p className="team-page__intro">{intro}</p>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <UsernameFilter
          key={parent ?? ''}
          value={parent}
          onApply={(name) => query.setFilter(USER_FILTER, name)}
          label={t('team.report.account')}
          formLabel={t('team.report.accountLabel')}
          applyText={t('team.report.open')}
        />
      </div>
      {value && <TeamCrumbs path={value.path} hrefOf={levelHref} />}
      <LoadStatus load={load} loadingText={t('team.loading')} failedText={t('team.failed')} />
      {value && (
        <>
          <TeamTable
            caption={caption(value.path.at(-1) ?? null)}
            columns={columns}
            rows={rows}
            rowKey={({ row, own }) => (own ? `own:${row.username}` : row.username)}
            totalsLabel={t('team.report.totals')}
            busy={load.state.status === 'loading'}
          />
          {value.list.length === 0 && load.state.status === 'ready' && <p className="report-empty">{t('team.report.noDownlines')}</p>}
          <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={query.setPage} />
        </>
      )}
    </section>
  );
}
