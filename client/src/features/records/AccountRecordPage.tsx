import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TransactionTypes,
  type TransactionRecord,
  type TransactionsQuery,
  type TransactionType,
} from '../../../../shared/domains/records/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { direction, loadTransactions, RECORD_PAGE_SIZE, useBonusKindName } from './recordsData';
import './records.css';

const TYPE = 'type';

/**
 * The text of each ledger reason the platform sends as a row's detail. A reason missing here (a
 * newer movement) is shown as it comes rather than hidden.
 */
/** A bonus is written `bonus.<kind>` (bonus.first_deposit): its detail names the kind. */
const BONUS_PREFIX = 'bonus.';

const ReasonKeys: Readonly<Record<string, string>> = {
  deposit: 'records.account.reasons.deposit',
  withdraw: 'records.account.reasons.withdraw',
  'withdraw.fee': 'records.account.reasons.withdrawFee',
  'withdraw.refund': 'records.account.reasons.withdrawRefund',
  'transfer.in': 'records.account.reasons.transferIn',
  'transfer.out': 'records.account.reasons.transferOut',
  'transfer.upline.out': 'records.account.reasons.transferToUpline',
  'transfer.upline.in': 'records.account.reasons.transferFromDownline',
  'transfer.downline.out': 'records.account.reasons.transferToDownline',
  'transfer.downline.in': 'records.account.reasons.transferFromUpline',
  'game.bet': 'records.account.reasons.gameBet',
  'game.win': 'records.account.reasons.gameWin',
  'lottery.bet': 'records.account.reasons.lotteryBet',
  'lottery.win': 'records.account.reasons.lotteryWin',
  'lottery.cancel': 'records.account.reasons.lotteryCancel',
  adjustment: 'records.account.reasons.adjustment',
  demo: 'records.account.reasons.demo',
  // Contract pay: `.out` on the payer, `.in` on the member (ref S<settlement id>).
  'contract.daily_salary.in': 'records.account.reasons.dailySalaryIn',
  'contract.daily_salary.out': 'records.account.reasons.dailySalaryOut',
  'contract.hourly_salary.in': 'records.account.reasons.hourlySalaryIn',
  'contract.hourly_salary.out': 'records.account.reasons.hourlySalaryOut',
  'contract.realtime_salary.in': 'records.account.reasons.realtimeSalaryIn',
  'contract.realtime_salary.out': 'records.account.reasons.realtimeSalaryOut',
  'contract.dividend.in': 'records.account.reasons.dividendIn',
  'contract.dividend.out': 'records.account.reasons.dividendOut',
};

function isTransactionType(value: string | null): value is TransactionType {
  return TransactionTypes.some((type) => type === value);
}

/** The account record (transactionHistory): every movement of the member's money in a period, with money in and out. */
export default function AccountRecordPage() {
  const { t } = useTranslation('records');
  const { money, signed } = useMemberMoney();
  const bonusKindName = useBonusKindName();
  const typeId = useId();
  const query = useRangeQuery();
  const wanted = query.filter(TYPE);
  const type = isTransactionType(wanted) ? wanted : null;
  const payload: TransactionsQuery = { ...query.range, pageNo: query.page, pageSize: RECORD_PAGE_SIZE, ...(type ? { type } : {}) };
  const load = useLoad(JSON.stringify(payload), (signal) => loadTransactions(payload, signal), { keepPrevious: true });
  const value = load.state.value;
  const detailOf = (reason: string) => {
    const key = ReasonKeys[reason];
    if (key) return t(key);
    if (reason.startsWith(BONUS_PREFIX))
      return t('records.account.reasons.bonus', { kind: bonusKindName(reason.slice(BONUS_PREFIX.length)) });
    return reason;
  };

  const columns: Column<TransactionRecord>[] = [
    { id: 'time', label: t('records.account.columns.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'type', label: t('records.account.columns.type'), cell: (row) => t(`records.account.types.${row.type}`) },
    { id: 'detail', label: t('records.account.columns.detail'), cell: (row) => detailOf(row.detail) },
    {
      id: 'amount',
      label: t('records.account.columns.amount'),
      numeric: true,
      cell: (row) => <span className={`amount--${direction(row.amount)}`}>{signed(row.amount)}</span>,
    },
    { id: 'balance', label: t('records.account.columns.balanceAfter'), numeric: true, cell: (row) => money(row.balanceAfter) },
  ];

  return (
    <section className="records-page" aria-labelledby={`${typeId}-title`}>
      <h2 id={`${typeId}-title`} className="section-title">
        {t('records.account.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <div className="report-filter">
          <label htmlFor={typeId} className="report-filter__label">
            {t('records.account.type')}
          </label>
          <select
            id={typeId}
            className="report-filter__select"
            value={type ?? ''}
            onChange={(e) => query.setFilter(TYPE, e.target.value || null)}
          >
            <option value="">{t('records.account.allTypes')}</option>
            {TransactionTypes.map((code) => (
              <option key={code} value={code}>
                {t(`records.account.types.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadStatus load={load} loadingText={t('records.loading')} failedText={t('records.failed')} />
      {value && (
        <dl className="report-summary" aria-label={t('records.totalForPeriod')}>
          <div className="report-summary__item">
            <dt>{t('records.account.moneyIn')}</dt>
            <dd className={`amount--${direction(value.totals.moneyIn)}`}>{signed(value.totals.moneyIn)}</dd>
          </div>
          <div className="report-summary__item">
            <dt>{t('records.account.moneyOut')}</dt>
            <dd className={`amount--${direction(outgoing(value.totals.moneyOut))}`}>{signed(outgoing(value.totals.moneyOut))}</dd>
          </div>
        </dl>
      )}
      <PagedRecords
        load={load}
        caption={t('records.account.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('records.account.empty')}
        onPage={query.setPage}
      />
    </section>
  );
}

/** Money out as an outgoing amount: the platform may write it positive ("50.00") or negative; it is shown as −. */
function outgoing(wire: string): string {
  return wire.startsWith('-') || /^0+(\.0+)?$/.test(wire) ? wire : `-${wire}`;
}
