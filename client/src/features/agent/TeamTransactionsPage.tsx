import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTransaction, TeamTransactionsQuery } from '../../../../shared/domains/agent/schemas';
import { ContractKinds } from '../../../../shared/domains/contracts/schemas';
import { TransactionTypes, type TransactionType } from '../../../../shared/domains/records/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import '../../components/reportTable.css';
import { PagedTeamTable, type Column } from './TeamTable';
import { UsernameFilter } from './UsernameFilter';
import { direction, loadTeamTransactions, outgoing, TEAM_PAGE_SIZE, USER_FILTER, usernameFilter } from './teamData';
import './team.css';

const TYPE = 'type';

/** The ledger reasons a row's detail carries, and their text; a reason missing here is shown as it comes. */
const ReasonKeys: Readonly<Record<string, string>> = {
  deposit: 'team.transactions.reasons.deposit',
  withdraw: 'team.transactions.reasons.withdraw',
  'withdraw.fee': 'team.transactions.reasons.withdrawFee',
  'withdraw.refund': 'team.transactions.reasons.withdrawRefund',
  'transfer.in': 'team.transactions.reasons.transferIn',
  'transfer.out': 'team.transactions.reasons.transferOut',
  'transfer.upline.out': 'team.transactions.reasons.transferToUpline',
  'transfer.upline.in': 'team.transactions.reasons.transferFromDownline',
  'transfer.downline.out': 'team.transactions.reasons.transferToDownline',
  'transfer.downline.in': 'team.transactions.reasons.transferFromUpline',
  'game.bet': 'team.transactions.reasons.gameBet',
  'game.win': 'team.transactions.reasons.gameWin',
  'lottery.bet': 'team.transactions.reasons.lotteryBet',
  'lottery.win': 'team.transactions.reasons.lotteryWin',
  'lottery.cancel': 'team.transactions.reasons.lotteryCancel',
  adjustment: 'team.transactions.reasons.adjustment',
};

/** A contract payout is written `contract.<kind lowercased>.in` on the member and `.out` on the payer. */
const CONTRACT_REASON = /^contract\.([a-z_]+)\.(in|out)$/;

function isTransactionType(value: string | null): value is TransactionType {
  return TransactionTypes.some((type) => type === value);
}

/**
 * Transaction details (agentDownlineTransactionDetailsCopy): the team's ledger rows in a period,
 * the agent's own left out, newest first, by account and by type, with the money in and out.
 */
export default function TeamTransactionsPage() {
  const { t } = useTranslation('agent');
  const { money, signed } = useMemberMoney();
  const titleId = useId();
  const typeId = useId();
  const query = useRangeQuery();
  const username = usernameFilter(query.filter(USER_FILTER));
  const wanted = query.filter(TYPE);
  const type = isTransactionType(wanted) ? wanted : null;
  const payload: TeamTransactionsQuery = {
    ...query.range,
    pageNo: query.page,
    pageSize: TEAM_PAGE_SIZE,
    ...(username ? { username } : {}),
    ...(type ? { type } : {}),
  };
  const load = useLoad(JSON.stringify(payload), (signal) => loadTeamTransactions(payload, signal), { keepPrevious: true });
  const value = load.state.value;

  const detailOf = (reason: string) => {
    const key = ReasonKeys[reason];
    if (key) return t(key);
    const contract = CONTRACT_REASON.exec(reason);
    const kind = contract && ContractKinds.find((k) => k === contract[1].toUpperCase());
    if (contract && kind) {
      const name = t(`team.contracts.kinds.${kind}`);
      return contract[2] === 'in'
        ? t('team.transactions.reasons.contractIn', { kind: name })
        : t('team.transactions.reasons.contractOut', { kind: name });
    }
    return reason;
  };
  const amount = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;

  const columns: Column<TeamTransaction>[] = [
    { id: 'time', label: t('team.columns.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'username', label: t('team.columns.username'), cell: (row) => row.username },
    {
      id: 'type',
      label: t('team.columns.type'),
      cell: (row) => (isTransactionType(row.type) ? t(`team.transactions.types.${row.type}`) : row.type),
    },
    { id: 'detail', label: t('team.columns.detail'), cell: (row) => detailOf(row.detail) },
    { id: 'amount', label: t('team.columns.amount'), numeric: true, cell: (row) => amount(row.amount) },
    { id: 'balance', label: t('team.columns.balanceAfter'), numeric: true, cell: (row) => money(row.balanceAfter) },
  ];

  return (
    <section className="team-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('team.transactions.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <UsernameFilter value={username} onApply={(name) => query.setFilter(USER_FILTER, name)} />
        <div className="report-filter">
          <label htmlFor={typeId} className="report-filter__label">
            {t('team.transactions.type')}
          </label>
          <select
            id={typeId}
            className="report-filter__select"
            value={type ?? ''}
            onChange={(e) => query.setFilter(TYPE, e.target.value || null)}
          >
            <option value="">{t('team.transactions.allTypes')}</option>
            {TransactionTypes.map((code) => (
              <option key={code} value={code}>
                {t(`team.transactions.types.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadStatus load={load} loadingText={t('team.loading')} failedText={t('team.failed')} />
      {value && (
        <dl className="report-summary" aria-label={t('team.totalForPeriod')}>
          <div className="report-summary__item">
            <dt>{t('team.transactions.moneyIn')}</dt>
            <dd>{amount(value.totals.moneyIn)}</dd>
          </div>
          <div className="report-summary__item">
            <dt>{t('team.transactions.moneyOut')}</dt>
            <dd>{amount(outgoing(value.totals.moneyOut))}</dd>
          </div>
        </dl>
      )}
      <PagedTeamTable
        load={load}
        caption={t('team.transactions.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('team.transactions.empty')}
        onPage={query.setPage}
      />
    </section>
  );
}
