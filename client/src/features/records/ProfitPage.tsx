import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitQuery, ProfitRow, ProfitValue } from '../../../../shared/domains/records/schemas';
import { DateRangeFilter, dayStart, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDate, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { RecordTable, type Column } from '../../components/RecordTable';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { direction, loadProfit, utcOffsetMinutes } from './recordsData';
import './records.css';

type TypeSummary = ProfitValue['byGameType'][number];

/**
 * Personal profit and loss (personalProfit): the member's bets summed by day and game type, a line
 * per game type and the period's total. The platform groups by the player's own days, so the page
 * sends the clock's offset from UTC.
 */
export default function ProfitPage() {
  const { t } = useTranslation('records');
  const { money, signed } = useMemberMoney();
  const titleId = useId();
  const query = useRangeQuery();
  const payload: ProfitQuery = { ...query.range, utcOffsetMinutes: utcOffsetMinutes(query.range.startTime) };
  const load = useLoad(JSON.stringify(payload), (signal) => loadProfit(payload, signal), { keepPrevious: true });
  const value = load.state.value;
  const typeName = (code: string) => t(`menu.categories.${code}`, { defaultValue: code });
  const profitCell = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;

  const byType: Column<TypeSummary>[] = [
    { id: 'type', label: t('records.profit.columns.type'), cell: (row) => typeName(row.gameType) },
    { id: 'bet', label: t('records.profit.columns.bet'), numeric: true, cell: (row) => money(row.betAmount) },
    { id: 'win', label: t('records.profit.columns.win'), numeric: true, cell: (row) => money(row.winAmount) },
    { id: 'profit', label: t('records.profit.columns.profit'), numeric: true, cell: (row) => profitCell(row.profit) },
  ];
  const byDay: Column<ProfitRow>[] = [
    { id: 'day', label: t('records.profit.columns.day'), cell: (row) => formatDate(dayStart(row.day) ?? 0) },
    { id: 'type', label: t('records.profit.columns.type'), cell: (row) => typeName(row.gameType) },
    { id: 'bets', label: t('records.profit.columns.bets'), numeric: true, cell: (row) => formatNumber(row.bets) },
    { id: 'bet', label: t('records.profit.columns.bet'), numeric: true, cell: (row) => money(row.betAmount) },
    { id: 'valid', label: t('records.profit.columns.validBet'), numeric: true, cell: (row) => money(row.validBet) },
    { id: 'win', label: t('records.profit.columns.win'), numeric: true, cell: (row) => money(row.winAmount) },
    { id: 'profit', label: t('records.profit.columns.profit'), numeric: true, cell: (row) => profitCell(row.profit) },
  ];

  return (
    <section className="records-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('records.profit.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
      </div>
      <LoadStatus load={load} loadingText={t('records.loading')} failedText={t('records.failed')} />
      {value && (
        <dl className="report-summary" aria-label={t('records.totalForPeriod')}>
          <div className="report-summary__item">
            <dt>{t('records.profit.columns.bet')}</dt>
            <dd>{money(value.totals.betAmount)}</dd>
          </div>
          <div className="report-summary__item">
            <dt>{t('records.profit.columns.validBet')}</dt>
            <dd>{money(value.totals.validBet)}</dd>
          </div>
          <div className="report-summary__item">
            <dt>{t('records.profit.columns.win')}</dt>
            <dd>{money(value.totals.winAmount)}</dd>
          </div>
          <div className="report-summary__item">
            <dt>{t('records.profit.total')}</dt>
            <dd>{profitCell(value.totals.profit)}</dd>
          </div>
        </dl>
      )}
      {value && value.rows.length === 0 && load.state.status === 'ready' && <p className="report-empty">{t('records.profit.empty')}</p>}
      {value && value.rows.length > 0 && (
        <>
          <h3 className="records-subtitle">{t('records.profit.byType')}</h3>
          <RecordTable
            caption={t('records.profit.byType')}
            columns={byType}
            rows={value.byGameType}
            rowKey={(row) => row.gameType}
            busy={load.state.status === 'loading'}
          />
          <h3 className="records-subtitle">{t('records.profit.byDay')}</h3>
          <RecordTable
            caption={t('records.profit.byDay')}
            columns={byDay}
            rows={value.rows}
            rowKey={(row) => `${row.day}/${row.gameType}`}
            busy={load.state.status === 'loading'}
          />
        </>
      )}
    </section>
  );
}
