import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomeQuery } from '../../../../shared/domains/agent/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { useLoad } from '../../lib/load/useLoad';
import { CONTRACTS_PAGE_SIZE, loadIncome } from './contractsData';
import { SettlementsTable } from './SettlementsTable';
import './contracts.css';

/**
 * My income (agentRevenueReport): every contract period paid to me, of every kind, whose period
 * ended in the chosen range, with the range's totals.
 */
export default function IncomePage() {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  const query = useRangeQuery();
  const payload: IncomeQuery = { ...query.range, pageNo: query.page, pageSize: CONTRACTS_PAGE_SIZE };
  const load = useLoad(JSON.stringify(payload), (signal) => loadIncome(payload, signal), { keepPrevious: true });

  return (
    <section className="contract-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('contracts.income.title')}
      </h2>
      <div className="contract-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
      </div>
      <LoadStatus load={load} loadingText={t('contracts.loading')} failedText={t('contracts.failed')} />
      <SettlementsTable
        load={load}
        caption={t('contracts.income.caption')}
        emptyText={t('contracts.income.none')}
        showKind
        onPage={query.setPage}
      />
    </section>
  );
}
