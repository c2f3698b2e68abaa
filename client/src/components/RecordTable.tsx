import type { ReactNode } from 'react';
import type { Loaded } from '../lib/load/useLoad';
import { Pagination } from './Pagination';
import './reportTable.css';
import './recordTable.css';

export interface Column<Row> {
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
  /** This column's cell in the totals row. */
  total?: ReactNode;
}

/**
 * A record list: a table on a wide screen; below the container query in recordTable.css each row
 * becomes a card whose cells carry their column's name (`data-label`), so a phone reads a row
 * without scrolling sideways. The totals row, when given, covers the whole period, not the page.
 */
/** What a record table draws: also what another table shape (the team's) takes in PagedRecords. */
export interface RecordTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalsLabel?: string;
  busy?: boolean;
}

export function RecordTable<Row>({ caption, columns, rows, rowKey, totalsLabel, busy = false }: RecordTableProps<Row>) {
  return (
    <div className="record-table__wrap">
      <table className="report-table record-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? 'report-table__num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} data-label={column.label} className={column.numeric ? 'report-table__num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalsLabel && (
          <tfoot>
            <tr className="report-table__totals">
              <th scope="row">{totalsLabel}</th>
              {columns.slice(1).map((column) => (
                <td key={column.id} data-label={column.label} className={column.numeric ? 'report-table__num' : undefined}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

interface RecordPageValue<Row> {
  list: readonly Row[];
  pageNo: number;
  totalPages: number;
}

export interface PagedRecordsProps<Row> {
  load: Loaded<RecordPageValue<Row>>;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  totalsLabel?: string;
  onPage: (page: number) => void;
}

/**
 * One page of a paged record list (the member's records, the contract settlements, the team lists):
 * the empty text once the answer says there is nothing, else the table (busy while the next page
 * loads) and the pagination widget. `table` draws another table shape than the record table.
 */
export function PagedRecords<Row>({
  load,
  caption,
  columns,
  rowKey,
  emptyText,
  totalsLabel,
  onPage,
  table: Table = RecordTable,
}: PagedRecordsProps<Row> & { table?: (props: RecordTableProps<Row>) => ReactNode }) {
  const value = load.state.value;
  if (!value) return null;
  if (value.list.length === 0) return load.state.status === 'ready' ? <p className="report-empty">{emptyText}</p> : null;
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={value.list}
        rowKey={rowKey}
        totalsLabel={totalsLabel}
        busy={load.state.status === 'loading'}
      />
      <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={onPage} />
    </>
  );
}
