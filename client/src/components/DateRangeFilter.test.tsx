import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import { setLanguage } from '../lib/i18n';
import {
  customRangeProblem,
  DateRangeFilter,
  presetRange,
  rangeOf,
  readRangeQuery,
  useRangeQuery,
  type RangeChoice,
  PAST_PRESETS,
} from './DateRangeFilter';

// 14:30 local time on 15 May 2024: every bound below is a local midnight.
const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('date range presets', () => {
  it('are whole local days with the end excluded', () => {
    expect(presetRange('today', NOW)).toEqual({ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16) });
    expect(presetRange('yesterday', NOW)).toEqual({ startTime: day(2024, 5, 14), endTime: day(2024, 5, 15) });
    expect(presetRange('prev7', NOW)).toEqual({ startTime: day(2024, 5, 9), endTime: day(2024, 5, 16) });
    expect(presetRange('prev30', NOW)).toEqual({ startTime: day(2024, 4, 16), endTime: day(2024, 5, 16) });
    expect(presetRange('next7', NOW)).toEqual({ startTime: day(2024, 5, 15), endTime: day(2024, 5, 22) });
    expect(presetRange('next30', NOW)).toEqual({ startTime: day(2024, 5, 15), endTime: day(2024, 6, 14) });
  });

  it('cross a month end by the calendar', () => {
    const march1 = new Date(2024, 2, 1, 0, 5).getTime();
    expect(presetRange('yesterday', march1)).toEqual({ startTime: day(2024, 2, 29), endTime: day(2024, 3, 1) });
  });

  it('a custom range includes both days', () => {
    expect(rangeOf({ kind: 'custom', from: '2024-05-01', to: '2024-05-03' }, NOW)).toEqual({
      startTime: day(2024, 5, 1),
      endTime: day(2024, 5, 4),
    });
  });

  it('a custom range is checked: order, length, age, future', () => {
    expect(customRangeProblem('2024-05-03', '2024-05-01', NOW)).toBe('order');
    expect(customRangeProblem('2024-02-15', '2024-05-15', NOW)).toBeNull(); // 3 months back, 91 days
    expect(customRangeProblem('2024-02-14', '2024-05-15', NOW)).toBe('tooOld');
    expect(customRangeProblem('2024-01-01', '2024-05-15', NOW)).toBe('tooLong');
    expect(customRangeProblem('2024-05-10', '2024-05-16', NOW)).toBe('future');
    expect(customRangeProblem('2024-05-10', '2024-05-16', NOW, true)).toBeNull();
    expect(customRangeProblem('2024-02-30', '2024-05-01', NOW)).toBe('missing');
    expect(customRangeProblem('', '2024-05-01', NOW)).toBe('missing');
  });

  it('the address gives the choice; an unknown or unusable one reads as the fallback', () => {
    const read = (q: string) => readRangeQuery(new URLSearchParams(q), PAST_PRESETS, 'today', NOW);
    expect(read('range=prev7')).toEqual({ kind: 'preset', preset: 'prev7' });
    expect(read('range=next7')).toEqual({ kind: 'preset', preset: 'today' });
    expect(read('from=2024-05-01&to=2024-05-03')).toEqual({ kind: 'custom', from: '2024-05-01', to: '2024-05-03' });
    expect(read('from=2023-01-01&to=2024-05-03')).toEqual({ kind: 'preset', preset: 'today' });
    expect(read('')).toEqual({ kind: 'preset', preset: 'today' });
  });
});

function Probe() {
  const query = useRangeQuery();
  const location = useLocation();
  return (
    <div>
      <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
      <button type="button" onClick={() => query.setPage(query.page + 1)}>
        next page
      </button>
      <button
        type="button"
        onClick={() => {
          query.setChoice({ kind: 'preset', preset: 'prev30' });
          query.setFilter('type', 'BONUS');
        }}
      >
        period and filter
      </button>
      <output data-testid="range">{`${query.range.startTime}-${query.range.endTime}`}</output>
      <output data-testid="search">{location.search}</output>
      <output data-testid="page">{query.page}</output>
    </div>
  );
}

describe('<DateRangeFilter>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the presets in a labelled select and keeps the choice and the page in the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: '/records?range=yesterday&page=3' });
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect((select as HTMLSelectElement).value).toBe('yesterday');
    expect(screen.getByTestId('page').textContent).toBe('3');
    expect(screen.getByTestId('range').textContent).toBe(`${day(2024, 5, 14)}-${day(2024, 5, 15)}`);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Previous 7 days',
      'Previous 30 days',
      'Custom dates',
    ]);

    await user.selectOptions(select, 'prev7');
    expect(screen.getByTestId('search').textContent).toBe('?range=prev7');
    expect(screen.getByTestId('range').textContent).toBe(`${day(2024, 5, 9)}-${day(2024, 5, 16)}`);
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByTestId('search').textContent).toBe('?range=prev7&page=2');
  });

  it('keeps both of two changes made before the page draws again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: '/records?range=today&page=2' });
    await user.click(screen.getByRole('button', { name: 'period and filter' }));
    expect(screen.getByTestId('search').textContent).toBe('?range=prev30&type=BONUS');
  });

  it('applies a custom range once it is valid and says why it is not', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: '/records?range=today&page=2' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const form = screen.getByRole('form', { name: 'Custom dates' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect((from as HTMLInputElement).min).toBe('2024-02-15');
    expect((to as HTMLInputElement).max).toBe('2024-05-15');

    await user.clear(from);
    await user.type(from, '2024-05-10');
    await user.clear(to);
    await user.type(to, '2024-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The first day must not be after the last day.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe('?range=today&page=2');

    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.clear(to);
    await user.type(to, '2024-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('A period can be at most 93 days long.');

    await user.clear(from);
    await user.type(from, '2024-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.isConnected).toBe(true);
    expect(screen.getByTestId('search').textContent).toBe('?from=2024-05-01&to=2024-05-01');
    expect(screen.getByTestId('range').textContent).toBe(`${day(2024, 5, 1)}-${day(2024, 5, 2)}`);
  });

  it('a reload with a custom range shows its days', () => {
    renderWithProviders(<Probe />, { route: '/records?from=2024-05-01&to=2024-05-03&page=4' });
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2024-05-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2024-05-03');
    expect(screen.getByTestId('page').textContent).toBe('4');
  });

  it('offers the days ahead when a page asks for them', async () => {
    const user = userEvent.setup();
    const changes: RangeChoice[] = [];
    renderWithProviders(
      <DateRangeFilter choice={{ kind: 'preset', preset: 'next7' }} presets={['next7', 'next30']} onChange={(c) => changes.push(c)} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'next30');
    expect(changes).toEqual([{ kind: 'preset', preset: 'next30' }]);
  });

  it('reads in Filipino', async () => {
    await setLanguage('TL');
    renderWithProviders(<Probe />, { route: '/records' });
    expect(screen.getByRole('combobox', { name: 'Panahon' })).toBeTruthy();
  });
});
