import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusQuery, BonusRecord } from '../../../../shared/domains/records/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { loadBonus, RECORD_PAGE_SIZE, useBonusKindName } from './recordsData';
import './records.css';

/** Bonus details (bonusDetails): every bonus the member received in a period, with the period's total. */
export default function BonusPage() {
  const { t } = useTranslation('records');
  const { money } = useMemberMoney();
  const kindName = useBonusKindName();
  const titleId = useId();
  const query = useRangeQuery();
  const payload: BonusQuery = { ...query.range, pageNo: query.page, pageSize: RECORD_PAGE_SIZE };
  const load = useLoad(JSON.stringify(payload), (signal) => loadBonus(payload, signal), { keepPrevious: true });
  const value = load.state.value;

  const columns: Column<BonusRecord>[] = [
    { id: 'time', label: t('records.bonus.columns.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'kind', label: t('records.bonus.columns.kind'), cell: (row) => kindName(row.kind) },
    {
      id: 'amount',
      label: t('records.bonus.columns.amount'),
      numeric: true,
      cell: (row) => money(row.amount),
      total: value && money(value.totals.amount),
    },
    { id: 'remark', label: t('records.bonus.columns.remark'), cell: (row) => row.remark },
  ];

  return (
    <section className="records-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('records.bonus.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
      </div>
      <LoadStatus load={load} loadingText={t('records.loading')} failedText={t('records.failed')} />
      <PagedRecords
        load={load}
        caption={t('records.bonus.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('records.bonus.empty')}
        totalsLabel={t('records.totalForPeriod')}
        onPage={query.setPage}
      />
    </section>
  );
}
