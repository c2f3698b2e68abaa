import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointEntry } from '../../../../shared/domains/points/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { POINTS_PAGE_SIZE, loadEntries } from './pointsData';

/** Point details: every change of the member's points with its type, the points, the balance after, remark, time and status. */
export function PointDetails({ refreshOn }: { refreshOn: number }) {
  const { t } = useTranslation('points');
  const [page, setPage] = useState(1);
  const query = { pageNo: page, pageSize: POINTS_PAGE_SIZE };
  const load = useLoad(`points/entries/${page}`, (signal) => loadEntries(query, signal), { keepPrevious: true, refreshOn });

  const columns: Column<PointEntry>[] = [
    { id: 'type', label: t('points.details.type'), cell: (row) => t(`points.types.${row.type}`) },
    {
      id: 'points',
      label: t('points.details.points'),
      numeric: true,
      cell: (row) => (row.points > 0 ? `+${formatNumber(row.points)}` : formatNumber(row.points)),
    },
    { id: 'balance', label: t('points.details.balance'), numeric: true, cell: (row) => formatNumber(row.balance) },
    { id: 'remark', label: t('points.details.remark'), cell: (row) => row.remark },
    { id: 'createdAt', label: t('points.details.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    { id: 'status', label: t('points.details.status'), cell: (row) => t(`points.entryStatuses.${row.status}`) },
  ];

  return (
    <>
      <LoadStatus load={load} loadingText={t('points.loading')} failedText={t('points.failed')} />
      <PagedRecords
        load={load}
        caption={t('points.details.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        emptyText={t('points.details.none')}
        onPage={setPage}
      />
    </>
  );
}
