import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import type { Downline, DownlinesQuery } from '../../../../shared/domains/agent/schemas';
import { OfferContractDialog } from '../../components/contracts/OfferContractDialog';
import { readPage } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import '../../components/reportTable.css';
import { TeamCrumbs } from './TeamCrumbs';
import { PagedTeamTable, type Column } from './TeamTable';
import { accountKind, loadDownlines, TEAM_PAGE_SIZE, useContractText, usernameFilter } from './teamData';
import './team.css';

const PARENT = 'parent';
const SEARCH = 'q';
const PAGE = 'page';

/** The member centre's transfer page, which fills in the downline named by `?to=`. */
const TRANSFER_PAGE = '/member/transferUpline';

/** The address of a team level: the agent's own (no parent) or one account's direct downlines. */
function levelSearch(parent: string | null): string {
  return parent ? `?${new URLSearchParams({ [PARENT]: parent })}` : '?';
}

/**
 * Team management (downlineManagmentView): the direct downlines of the agent or of one account of
 * its team (`?parent=`), with a breadcrumb back up; a search by username prefix over the whole team
 * (`?q=`, which sets the level aside until it is cleared). Each row opens its own team when it has one, a transfer to it,
 * and, for a direct downline (contracts go only to those), an offer of a contract.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation('agent');
  const { money } = useMemberMoney();
  const contractText = useContractText();
  const titleId = useId();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const parent = usernameFilter(params.get(PARENT));
  const search = usernameFilter(params.get(SEARCH));
  const page = readPage(params);
  const [searchText, setSearchText] = useState(search ?? '');
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const [offered, setOffered] = useState<string | null>(null);

  const payload: DownlinesQuery = search
    ? { search, pageNo: page, pageSize: TEAM_PAGE_SIZE }
    : { ...(parent ? { parent } : {}), pageNo: page, pageSize: TEAM_PAGE_SIZE };
  const load = useLoad(JSON.stringify(payload), (signal) => loadDownlines(payload, signal), { keepPrevious: true });
  const value = load.state.value;

  /** A new level is a step of its own in the history, so Back goes up again. */
  const openTeam = (name: string) => {
    setSearchText('');
    setParams(new URLSearchParams({ [PARENT]: name }));
  };
  const setPage = (next: number) => {
    const q = new URLSearchParams(params);
    if (next > 1) q.set(PAGE, String(next));
    else q.delete(PAGE);
    setParams(q, { replace: true });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const wanted = usernameFilter(searchText);
    // The level stays in the address while a search is shown, so clearing the search comes back to it.
    const q = new URLSearchParams(parent ? { [PARENT]: parent } : {});
    if (wanted) q.set(SEARCH, wanted);
    setParams(q);
  };
  const clearSearch = () => {
    setSearchText('');
    setParams(new URLSearchParams(parent ? { [PARENT]: parent } : {}));
  };

  const columns: Column<Downline>[] = [
    { id: 'username', label: t('team.columns.username'), cell: (row) => row.username },
    { id: 'type', label: t('team.columns.accountType'), cell: (row) => t(`team.accountTypes.${accountKind(row.accountType)}`) },
    { id: 'level', label: t('team.columns.level'), numeric: true, cell: (row) => formatNumber(row.level) },
    {
      id: 'teamSize',
      label: t('team.columns.teamSize'),
      numeric: true,
      cell: (row) => t('team.management.teamSize', { size: formatNumber(row.teamSize), direct: formatNumber(row.directMembers) }),
    },
    { id: 'balance', label: t('team.columns.balance'), numeric: true, cell: (row) => money(row.balance) },
    {
      id: 'lastLogin',
      label: t('team.columns.lastLogin'),
      cell: (row) => (row.lastLoginAt === null ? t('team.management.never') : formatDateTime(row.lastLoginAt)),
    },
    { id: 'registered', label: t('team.columns.registered'), cell: (row) => formatDateTime(row.registeredAt) },
    { id: 'status', label: t('team.columns.status'), cell: (row) => t(`team.statuses.${row.status}`) },
    {
      id: 'contracts',
      label: t('team.columns.contracts'),
      cell: (row) =>
        row.contracts.length === 0 ? (
          t('team.contracts.none')
        ) : (
          <ul className="team-contracts">
            {row.contracts.map((contract) => (
              <li key={contract.id}>{contractText(contract)}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      label: t('team.columns.actions'),
      cell: (row) => (
        <div className="team-actions">
          {row.directMembers > 0 && (
            <button type="button" className="chip" onClick={() => openTeam(row.username)}>
              {t('team.management.open', { name: row.username })}
            </button>
          )}
          <Link
            className="chip"
            to={`${TRANSFER_PAGE}?${new URLSearchParams({ to: row.username })}`}
            aria-label={t('team.management.transferTo', { name: row.username })}
          >
            {t('team.management.transfer')}
          </Link>
          {row.level === 1 && (
            <button
              type="button"
              className="chip"
              aria-label={t('team.management.offerTo', { name: row.username })}
              onClick={() => {
                setOffered(null);
                setOfferTo(row.username);
              }}
            >
              {t('team.management.offer')}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="team-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('team.management.title')}
      </h2>
      <form className="report-filter" role="search" aria-label={t('team.management.searchLabel')} onSubmit={submitSearch}>
        <label htmlFor={searchId} className="report-filter__label">
          {t('team.management.search')}
        </label>
        <div className="team-filter__row">
          <input
            id={searchId}
            className="form-input team-filter__input"
            type="search"
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <button type="submit" className="btn btn--ghost">
            {t('team.management.searchSubmit')}
          </button>
          {search && (
            <button type="button" className="btn btn--ghost" onClick={clearSearch}>
              {t('team.management.clearSearch')}
            </button>
          )}
        </div>
      </form>
      {search ? (
        <p className="team-page__intro">{t('team.management.searching', { prefix: search })}</p>
      ) : (
        <TeamCrumbs path={value?.path ?? []} hrefOf={levelSearch} />
      )}
      {offered && (
        <p role="status" className="team-page__done">
          {t('team.management.offered', { name: offered })}
        </p>
      )}
      <LoadStatus load={load} loadingText={t('team.loading')} failedText={t('team.failed')} />
      <PagedTeamTable
        load={load}
        caption={
          search
            ? t('team.management.searchCaption', { prefix: search })
            : parent
              ? t('team.management.caption', { name: parent })
              : t('team.management.captionMine')
        }
        columns={columns}
        rowKey={(row) => row.username}
        emptyText={search ? t('team.management.noMatch', { prefix: search }) : t('team.management.empty')}
        onPage={setPage}
      />
      {offerTo && (
        <OfferContractDialog
          username={offerTo}
          onClose={() => setOfferTo(null)}
          onOffered={() => {
            setOffered(offerTo);
            setOfferTo(null);
            load.refresh();
          }}
        />
      )}
    </section>
  );
}
