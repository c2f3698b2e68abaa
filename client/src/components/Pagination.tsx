import './pagination.css';
import { useTranslation } from 'react-i18next';

/** Page links: a range of 3 around the current page, 1 at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages to show: `margin` pages at each end, `range` pages around the current one, and a gap
 * wherever pages are left out (the common paginate-widget layout). Pages are 1-based.
 */
export function pageItems(current: number, count: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (count <= 0) return [];
  if (count <= range + 2 * margin) return Array.from({ length: count }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const page = Math.min(Math.max(1, current), count);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(count, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = count - margin + 1; p <= count; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** Page buttons with previous/next; the current page carries aria-current. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          <button type="button" className="pagination__button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('pagination.previous')}
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pagination__button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
