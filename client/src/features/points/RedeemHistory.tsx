import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedeemOrder } from '../../../../shared/domains/points/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { POINTS_PAGE_SIZE, loadRedeems } from './pointsData';

/** The member's redemptions, newest first: reward, quantity, points, status (processing, approved, rejected) and dates. */
export function RedeemHistory({ refreshOn }: { refreshOn: number }) {
  const { t } = useTranslation('points');
  const [page, setPage] = useState(1);
  const query = { pageNo: page, pageSize: POINTS_PAGE_SIZE };
  const load = useLoad(`points/redeems/${page}`, (signal) => loadRedeems(query, signal), { keepPrevious: true, refreshOn });

  const columns: Column<RedeemOrder>[] = [
    { id: 'id', label: t('points.history.order'), cell: (row) => row.id },
    { id: 'reward', label: t('points.history.reward'), cell: (row) => row.rewardName },
    { id: 'quantity', label: t('points.history.quantity'), numeric: true, cell: (row) => formatNumber(row.quantity) },
    { id: 'points', label: t('points.history.points'), numeric: true, cell: (row) => formatNumber(row.points) },
    {
      id: 'status',
      label: t('points.history.status'),
      cell: (row) => (row.remark ? `${t(`points.statuses.${row.status}`)} (${row.remark})` : t(`points.statuses.${row.status}`)),
    },
    { id: 'createdAt', label: t('points.history.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    {
      id: 'decidedAt',
      label: t('points.history.decidedAt'),
      cell: (row) => (row.decidedAt === null ? '—' : formatDateTime(row.decidedAt)),
    },
  ];

  return (
    <>
      <LoadStatus load={load} loadingText={t('points.loading')} failedText={t('points.failed')} />
      <PagedRecords
        load={load}
        caption={t('points.history.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('points.history.none')}
        onPage={setPage}
      />
    </>
  );
}
