import { useTranslation } from 'react-i18next';
import type { Settlement, SettlementsValue } from '../../../../shared/domains/contracts/schemas';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { useContractFormat } from '../../components/contracts/money';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { Loaded } from '../../lib/load/useLoad';

/**
 * One page of settlements (the spec's contract entries): the period, who earned and who paid, the
 * period's valid bet and profit and loss, the active members, the rate and the amount with its
 * status; the totals cover the whole range, not the page. On a phone each row reads as a card.
 */
export function SettlementsTable({
  load,
  caption,
  emptyText,
  showKind,
  onPage,
}: {
  load: Loaded<SettlementsValue>;
  caption: string;
  emptyText: string;
  /** My income lists every kind; a contract page only its own. */
  showKind: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contracts');
  const { money, rate } = useContractFormat();
  const totals = load.state.value?.totals;

  const columns: Column<Settlement>[] = [
    {
      id: 'period',
      label: t('contracts.settlements.period'),
      cell: (row) => `${formatDateTime(row.periodStart)} – ${formatDateTime(row.periodEnd)}`,
    },
    ...(showKind
      ? [{ id: 'kind', label: t('contracts.settlements.kind'), cell: (row: Settlement) => t(`contracts.kinds.${row.kind}`) }]
      : []),
    { id: 'member', label: t('contracts.settlements.member'), cell: (row) => row.member },
    { id: 'payer', label: t('contracts.settlements.payer'), cell: (row) => row.payer ?? t('contracts.settlements.platform') },
    {
      id: 'validBet',
      label: t('contracts.settlements.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
      total: totals && money(totals.validBet),
    },
    { id: 'profitLoss', label: t('contracts.settlements.profitLoss'), numeric: true, cell: (row) => money(row.profitLoss) },
    {
      id: 'activeMembers',
      label: t('contracts.settlements.activeMembers'),
      numeric: true,
      cell: (row) => formatNumber(row.activeMembers),
    },
    { id: 'rate', label: t('contracts.settlements.rate'), numeric: true, cell: (row) => rate(row.rate) },
    {
      id: 'amount',
      label: t('contracts.settlements.amount'),
      numeric: true,
      cell: (row) => money(row.amount),
      total: totals && money(totals.amount),
    },
    { id: 'status', label: t('contracts.settlements.status'), cell: (row) => t(`contracts.settlementStatuses.${row.status}`) },
  ];

  return (
    <PagedRecords
      load={load}
      caption={caption}
      columns={columns}
      rowKey={(row) => String(row.id)}
      emptyText={emptyText}
      totalsLabel={t('contracts.settlements.totals')}
      onPage={onPage}
    />
  );
}
