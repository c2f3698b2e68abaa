import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetRecordsQuery } from '../../../../shared/domains/records/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import { direction, loadBets, RECORD_PAGE_SIZE, useGameTypes } from './recordsData';
import './records.css';

const GAME_TYPE = 'gameType';

/** The betting record (personalHistoryCopy): the member's bets in a period, by game type, with the period's totals. */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const { money, signed } = useMemberMoney();
  const gameTypes = useGameTypes();
  const typeId = useId();
  const query = useRangeQuery();
  const wanted = query.filter(GAME_TYPE);
  const gameType = wanted && /^[A-Z]{2,12}$/.test(wanted) ? wanted : null;
  const payload: BetRecordsQuery = {
    ...query.range,
    pageNo: query.page,
    pageSize: RECORD_PAGE_SIZE,
    ...(gameType ? { gameType } : {}),
  };
  const load = useLoad(JSON.stringify(payload), (signal) => loadBets(payload, signal), { keepPrevious: true });
  const value = load.state.value;
  const typeName = (code: string) => t(`menu.categories.${code}`, { defaultValue: code });
  const options = gameType && !gameTypes.includes(gameType) ? [...gameTypes, gameType] : gameTypes;

  const columns: Column<BetRecord>[] = [
    { id: 'time', label: t('records.bets.columns.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'game', label: t('records.bets.columns.game'), cell: (row) => row.gameName },
    { id: 'type', label: t('records.bets.columns.type'), cell: (row) => typeName(row.gameType) },
    {
      id: 'bet',
      label: t('records.bets.columns.bet'),
      numeric: true,
      cell: (row) => money(row.betAmount),
      total: value && money(value.totals.betAmount),
    },
    {
      id: 'valid',
      label: t('records.bets.columns.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
      total: value && money(value.totals.validBet),
    },
    {
      id: 'win',
      label: t('records.bets.columns.win'),
      numeric: true,
      cell: (row) => money(row.winAmount),
      total: value && money(value.totals.winAmount),
    },
    {
      id: 'profit',
      label: t('records.bets.columns.profit'),
      numeric: true,
      cell: (row) => <span className={`amount--${direction(row.profit)}`}>{signed(row.profit)}</span>,
      total: value && <span className={`amount--${direction(value.totals.profit)}`}>{signed(value.totals.profit)}</span>,
    },
    { id: 'status', label: t('records.bets.columns.status'), cell: (row) => t(`records.bets.status.${row.status}`) },
  ];

  return (
    <section className="records-page" aria-labelledby={`${typeId}-title`}>
      <h2 id={`${typeId}-title`} className="section-title">
        {t('records.bets.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        <div className="report-filter">
          <label htmlFor={typeId} className="report-filter__label">
            {t('records.bets.gameType')}
          </label>
          <select
            id={typeId}
            className="report-filter__select"
            value={gameType ?? ''}
            onChange={(e) => query.setFilter(GAME_TYPE, e.target.value || null)}
          >
            <option value="">{t('records.bets.allGameTypes')}</option>
            {options.map((code) => (
              <option key={code} value={code}>
                {typeName(code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadStatus load={load} loadingText={t('records.loading')} failedText={t('records.failed')} />
      <PagedRecords
        load={load}
        caption={t('records.bets.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('records.bets.empty')}
        totalsLabel={t('records.totalForPeriod')}
        onPage={query.setPage}
      />
    </section>
  );
}
