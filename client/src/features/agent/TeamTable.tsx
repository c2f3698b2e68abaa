import { useEffect, useRef, useState } from 'react';
import { PagedRecords, type PagedRecordsProps, type RecordTableProps } from '../../components/RecordTable';

// The columns are those of the record tables; a team table differs only in scrolling sideways on a phone.
export type { Column } from '../../components/RecordTable';

/**
 * Whether a box is narrower than its content: only then is it a tab stop, so a keyboard can scroll
 * it (a box with nothing to scroll would be a stop that does nothing).
 */
function useOverflows<E extends HTMLElement>(): [React.RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

/**
 * A team list: a table that keeps its columns on every screen and scrolls sideways inside its own
 * box (a region that takes the focus when it has something to scroll, so the keyboard scrolls it too) while the page around it stays put. The
 * totals row, when given, covers the whole period, not the page.
 */
export function TeamTable<Row>({ caption, columns, rows, rowKey, totalsLabel, busy = false }: RecordTableProps<Row>) {
  const [scrollBox, overflows] = useOverflows<HTMLDivElement>();
  return (
    // A scrolling box the keyboard must reach is a named region with tabindex 0 (WCAG 2.1.1): the
    // rule counts a region as never interactive, but this one scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollBox} className="team-table__scroll" role="region" aria-label={caption} tabIndex={overflows ? 0 : undefined}>
      <table className="report-table team-table" aria-busy={busy || undefined}>
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
                <td key={column.id} className={column.numeric ? 'report-table__num' : undefined}>
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
                <td key={column.id} className={column.numeric ? 'report-table__num' : undefined}>
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

/** A paged team list: the record pages' paging, drawn as a team table. */
export function PagedTeamTable<Row>(props: PagedRecordsProps<Row>) {
  return <PagedRecords {...props} table={TeamTable} />;
}
