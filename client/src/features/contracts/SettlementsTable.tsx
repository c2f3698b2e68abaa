import { useTranslation } from 'react-i18next';
import type { Settlement, SettlementsValue } from '../../../../shared/schemas/contracts';
import { Pagination } from '../../components/Pagination';
import { useContractFormat } from '../../components/contracts/money';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { Loaded } from '../../lib/load/useLoad';

interface Column {
  id: string;
  label: string;
  cell: (row: Settlement) => string;
  numeric?: boolean;
  total?: string;
}

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
  const value = load.state.value;
  if (!value) return null;
  if (value.list.length === 0) return load.state.status === 'ready' ? <p className="contract-empty">{emptyText}</p> : null;

  const columns: Column[] = [
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
      total: money(value.totals.validBet),
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
      total: money(value.totals.amount),
    },
    { id: 'status', label: t('contracts.settlements.status'), cell: (row) => t(`contracts.settlementStatuses.${row.status}`) },
  ];
  const numeric = (column: Column) => (column.numeric ? 'contract-table__num' : undefined);

  return (
    <>
      <div className="contract-table__wrap">
        <table className="contract-table" aria-busy={load.state.status === 'loading' || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={numeric(column)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {value.list.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.id} data-label={column.label} className={numeric(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="contract-table__totals">
              <th scope="row">{t('contracts.settlements.totals')}</th>
              {columns.slice(1).map((column) => (
                <td key={column.id} data-label={column.label} className={numeric(column)}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={onPage} />
    </>
  );
}
