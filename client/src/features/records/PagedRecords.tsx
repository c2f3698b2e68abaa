import type { Loaded } from '../../lib/load/useLoad';
import { Pagination } from '../../components/Pagination';
import { RecordTable, type Column } from './RecordTable';

interface RecordPageValue<Row> {
  list: readonly Row[];
  pageNo: number;
  totalPages: number;
}

/**
 * One page of a paged record list as every record page shows it: the empty text once the answer
 * says there is nothing, else the table (busy while the next page loads) and the pagination widget.
 */
export function PagedRecords<Row extends { id: string }>({
  load,
  caption,
  columns,
  emptyText,
  totalsLabel,
  onPage,
}: {
  load: Loaded<RecordPageValue<Row>>;
  caption: string;
  columns: readonly Column<Row>[];
  emptyText: string;
  totalsLabel?: string;
  onPage: (page: number) => void;
}) {
  const value = load.state.value;
  if (!value) return null;
  if (value.list.length === 0) return load.state.status === 'ready' ? <p className="records-empty">{emptyText}</p> : null;
  return (
    <>
      <RecordTable
        caption={caption}
        columns={columns}
        rows={value.list}
        rowKey={(row) => row.id}
        totalsLabel={totalsLabel}
        busy={load.state.status === 'loading'}
      />
      <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={onPage} />
    </>
  );
}
