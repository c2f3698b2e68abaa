import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { ProtectionEvent } from '../../../../shared/domains/protection/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { loadHistory } from './protectionData';

const MONEY_SUBJECTS: ReadonlySet<string> = new Set(['deposit', 'loss', 'wager']);
const MINUTE_SUBJECTS: ReadonlySet<string> = new Set(['session', 'realityCheck']);
const RESTRICTION_SUBJECTS: ReadonlySet<string> = new Set(['break', 'exclusion', 'stopNow']);
const DURATIONS: ReadonlySet<string> = new Set(['24h', '7d', '30d', '6m', '1y', '5y']);

/** The account's own history of limits and breaks, newest first, a page at a time. */
export function HistorySection({ refreshOn }: { refreshOn: number }) {
  // Amounts are written in the member's currency, which arrives with the balance (a signal): the
  // row draws again when it does, instead of keeping the first guess.
  useSignals();
  const { t } = useTranslation('protection');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const load = useLoad(`history:${page}`, (signal) => loadHistory(page, signal), { keepPrevious: true, refreshOn });

  /** A before or after value as its subject reads it: an amount, minutes or a duration. */
  const valueText = (subject: string, value: string | null): string => {
    if (value === null) return t('protection.history.nothing');
    if (MONEY_SUBJECTS.has(subject) && /^-?[0-9]+\.[0-9]{2}$/.test(value)) return memberMoneyOfWire(value);
    if (MINUTE_SUBJECTS.has(subject) && /^[0-9]+$/.test(value)) return t('protection.history.minutes', { count: Number(value) });
    if (RESTRICTION_SUBJECTS.has(subject) && DURATIONS.has(value)) return t(`protection.durations.${value}`);
    return value;
  };
  const subjectText = (row: ProtectionEvent): string => {
    const subject = t(`protection.history.subjects.${row.subject}`, { defaultValue: row.subject });
    return row.period ? `${subject} (${t(`protection.periods.${row.period}`)})` : subject;
  };

  const columns: readonly Column<ProtectionEvent>[] = [
    { id: 'time', label: t('protection.history.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'event', label: t('protection.history.event'), cell: (row) => t(`protection.history.events.${row.event}`) },
    { id: 'subject', label: t('protection.history.subject'), cell: subjectText },
    { id: 'from', label: t('protection.history.from'), cell: (row) => valueText(row.subject, row.from) },
    { id: 'to', label: t('protection.history.to'), cell: (row) => valueText(row.subject, row.to) },
    {
      id: 'effectiveAt',
      label: t('protection.history.effectiveAt'),
      cell: (row) => (row.effectiveAt === null ? '' : formatDateTime(row.effectiveAt)),
    },
  ];

  return (
    <section className="protection-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t('protection.history.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('protection.history.loading')} failedText={t('protection.failed')} />
      <PagedRecords
        load={load}
        caption={t('protection.history.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        emptyText={t('protection.history.none')}
        onPage={setPage}
      />
    </section>
  );
}
