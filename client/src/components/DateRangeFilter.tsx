import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECORDS_MAX_RANGE_DAYS } from '../../../shared/domains/records/rules';
import './dateRangeFilter.css';

/**
 * The period of a record page. Presets are whole days of the player's own clock; a custom range is
 * two calendar days, both included. What the page sends is [startTime, endTime) in epoch ms, so the
 * platform needs no time zone: "today" is the player's today.
 */
export const RangePresets = ['today', 'yesterday', 'prev7', 'prev30', 'next7', 'next30'] as const;
export type RangePreset = (typeof RangePresets)[number];

/** The presets a page of past records offers (the spec's date ranges: previous 7 and 30 days). */
export const PAST_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'prev7', 'prev30'];

export type RangeChoice = { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; from: string; to: string };

export interface TimeRange {
  startTime: number;
  endTime: number;
}

/** A player may always read this many months of their own history. */
export const HISTORY_MONTHS = 3;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of the local day `days` after the day of `ms` (calendar arithmetic, so a DST day stays a day). */
function localMidnight(ms: number, days = 0, months = 0): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth() + months, d.getDate() + days).getTime();
}

/** A local calendar day as "YYYY-MM-DD" (what a date input reads and writes). */
export function dayText(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Midnight (local) of a "YYYY-MM-DD" day, or null when the text is no real day. */
export function dayStart(text: string): number | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
  return date.getTime();
}

/** The bounds of a preset at `now`: whole local days, the end excluded. */
export function presetRange(preset: RangePreset, now = Date.now()): TimeRange {
  const today = localMidnight(now);
  const tomorrow = localMidnight(now, 1);
  switch (preset) {
    case 'today':
      return { startTime: today, endTime: tomorrow };
    case 'yesterday':
      return { startTime: localMidnight(now, -1), endTime: today };
    case 'prev7':
      return { startTime: localMidnight(now, -6), endTime: tomorrow };
    case 'prev30':
      return { startTime: localMidnight(now, -29), endTime: tomorrow };
    case 'next7':
      return { startTime: today, endTime: localMidnight(now, 7) };
    case 'next30':
      return { startTime: today, endTime: localMidnight(now, 30) };
  }
}

/** Why two typed days make no range: missing, reversed, too long, too old, or in the future. */
export type RangeProblem = 'missing' | 'order' | 'tooLong' | 'tooOld' | 'future';

/** The earliest day a custom range may start: the same day HISTORY_MONTHS months ago. */
export function earliestDay(now = Date.now()): number {
  return localMidnight(now, 0, -HISTORY_MONTHS);
}

export function customRangeProblem(from: string, to: string, now = Date.now(), allowFuture = false): RangeProblem | null {
  const start = dayStart(from);
  const end = dayStart(to);
  if (start === null || end === null) return 'missing';
  if (start > end) return 'order';
  if (Math.round((localMidnight(end, 1) - start) / 86_400_000) > RECORDS_MAX_RANGE_DAYS) return 'tooLong';
  if (start < earliestDay(now)) return 'tooOld';
  if (!allowFuture && end > localMidnight(now)) return 'future';
  return null;
}

/** The bounds of a choice: a custom range runs from the first day's midnight to the midnight after the last. */
export function rangeOf(choice: RangeChoice, now = Date.now()): TimeRange {
  if (choice.kind === 'preset') return presetRange(choice.preset, now);
  const start = dayStart(choice.from) ?? localMidnight(now);
  const end = dayStart(choice.to) ?? start;
  return { startTime: start, endTime: localMidnight(end, 1) };
}

/** The choice an address holds (?range=prev7 or ?from=&to=); anything unusable reads as the fallback. */
export function readRangeQuery(
  params: URLSearchParams,
  presets: readonly RangePreset[],
  fallback: RangePreset,
  now = Date.now(),
): RangeChoice {
  const range = params.get('range');
  const preset = presets.find((p) => p === range);
  if (preset) return { kind: 'preset', preset };
  const from = params.get('from');
  const to = params.get('to');
  const allowFuture = presets.some((p) => p.startsWith('next'));
  if (from && to && customRangeProblem(from, to, now, allowFuture) === null) return { kind: 'custom', from, to };
  return { kind: 'preset', preset: fallback };
}

/** Reads a page number from the address: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export interface RangeQuery {
  choice: RangeChoice;
  range: TimeRange;
  page: number;
  /** A filter's value in the address, or null. */
  filter: (name: string) => string | null;
  setChoice: (choice: RangeChoice) => void;
  setPage: (page: number) => void;
  /** Sets (or with null removes) a filter; back to page 1. */
  setFilter: (name: string, value: string | null) => void;
}

/**
 * The period, the page number and the page's own filters, kept in the address so a reload or a
 * shared link shows the same records. A new period or filter starts again at page 1.
 */
export function useRangeQuery(presets: readonly RangePreset[] = PAST_PRESETS, fallback: RangePreset = 'today'): RangeQuery {
  const [params, setParams] = useSearchParams();
  // The address as last written: two changes made before the page draws again (a period, then a
  // filter) both stay, where building on the rendered `params` would let the second undo the first.
  const written = useRef(params);
  useLayoutEffect(() => {
    written.current = params;
  }, [params]);
  const choice = readRangeQuery(params, presets, fallback);
  const update = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(written.current);
    edit(next);
    written.current = next;
    setParams(next, { replace: true });
  };
  return {
    choice,
    range: rangeOf(choice),
    page: readPage(params),
    filter: (name) => params.get(name),
    setChoice: (next) =>
      update((q) => {
        q.delete('range');
        q.delete('from');
        q.delete('to');
        q.delete('page');
        if (next.kind === 'preset') q.set('range', next.preset);
        else {
          q.set('from', next.from);
          q.set('to', next.to);
        }
      }),
    setPage: (page) =>
      update((q) => {
        if (page > 1) q.set('page', String(page));
        else q.delete('page');
      }),
    setFilter: (name, value) =>
      update((q) => {
        q.delete('page');
        if (value === null || value === '') q.delete(name);
        else q.set(name, value);
      }),
  };
}

const CUSTOM = 'custom';

/**
 * The period picker: a labelled select of the presets and "custom dates"; custom dates open two
 * date inputs, checked (start not after end, at most RECORDS_MAX_RANGE_DAYS days, not older than
 * HISTORY_MONTHS months, not in the future unless the page looks ahead) before they apply.
 */
export function DateRangeFilter({
  choice,
  onChange,
  presets = PAST_PRESETS,
}: {
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  presets?: readonly RangePreset[];
}) {
  const { t } = useTranslation('dates');
  const id = useId();
  const errorId = `${id}-error`;
  const allowFuture = presets.some((p) => p.startsWith('next'));
  const shown = rangeOf(choice);
  const [editing, setEditing] = useState(choice.kind === 'custom');
  const [from, setFrom] = useState(choice.kind === 'custom' ? choice.from : dayText(shown.startTime));
  const [to, setTo] = useState(choice.kind === 'custom' ? choice.to : dayText(shown.endTime - 1));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  // The day the picker opened on bounds its inputs (a page left open past midnight keeps yesterday's bounds until it is used).
  const [now] = useState(Date.now);
  const selected = editing ? CUSTOM : choice.kind === 'preset' ? choice.preset : CUSTOM;

  const pick = (value: string) => {
    const preset = presets.find((p) => p === value);
    setProblem(null);
    if (preset) {
      setEditing(false);
      onChange({ kind: 'preset', preset });
    } else {
      setFrom(dayText(shown.startTime));
      setTo(dayText(shown.endTime - 1));
      setEditing(true);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, Date.now(), allowFuture);
    setProblem(found);
    if (found === null) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className="date-range">
      <div className="date-range__period">
        <label htmlFor={`${id}-period`} className="date-range__label">
          {t('dateRange.label')}
        </label>
        <select id={`${id}-period`} className="date-range__select" value={selected} onChange={(e) => pick(e.target.value)}>
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`dateRange.presets.${preset}`)}
            </option>
          ))}
          <option value={CUSTOM}>{t('dateRange.custom')}</option>
        </select>
      </div>
      {editing && (
        <form className="date-range__custom" aria-label={t('dateRange.customLabel')} onSubmit={apply} noValidate>
          <label className="date-range__day">
            <span className="date-range__label">{t('dateRange.from')}</span>
            <input
              type="date"
              value={from}
              min={dayText(earliestDay(now))}
              max={allowFuture ? undefined : dayText(now)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label className="date-range__day">
            <span className="date-range__label">{t('dateRange.to')}</span>
            <input
              type="date"
              value={to}
              min={dayText(earliestDay(now))}
              max={allowFuture ? undefined : dayText(now)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--ghost date-range__apply">
            {t('dateRange.apply')}
          </button>
          {problem && (
            <p id={errorId} role="alert" className="date-range__error">
              {t(`dateRange.problems.${problem}`, { days: RECORDS_MAX_RANGE_DAYS, months: HISTORY_MONTHS })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
