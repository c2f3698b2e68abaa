import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BonusRecord, BonusValue } from '../../../../shared/domains/records/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import BonusPage from './BonusPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
const bonus = (id: string): BonusRecord => ({
  id,
  time: new Date(2024, 4, 15, 8, 0).getTime(),
  kind: 'REBATE',
  amount: '12.34',
  remark: `Rebate ${id}`,
});
const page = (list: BonusRecord[], over: Partial<BonusValue> = {}): BonusValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { amount: '1234.56' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'records.bonus')
    .map(([, p]) => p);

describe('<BonusPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = (payload) => ({
      success: true,
      value: page([bonus(`p${String(payload.pageNo)}`)], { pageNo: Number(payload.pageNo), totalPages: 5, totalCount: 90 }),
    });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it('shows each bonus with its kind, amount and remark, the total of the period, and pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BonusPage />, { route: '/member/bonusDetails?range=prev30&page=3' });
    const table = await screen.findByRole('table', { name: 'Bonuses in the chosen period' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(1).map((c) => c.textContent)).toEqual(['Rebate', '₱12.34', 'Rebate p3']);
    expect(within(table).getByRole('rowheader', { name: 'Total for the period' }).closest('tr')?.textContent).toContain('₱1,234.56');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('Rebate p4')).toBeTruthy();
    expect(payloads()).toEqual([
      { startTime: day(2024, 4, 16), endTime: day(2024, 5, 16), pageNo: 3, pageSize: 20 },
      { startTime: day(2024, 4, 16), endTime: day(2024, 5, 16), pageNo: 4, pageSize: 20 },
    ]);
  });

  it('shows a kind it has no text for as it comes', async () => {
    answer = () => ({ success: true, value: page([{ ...bonus('1'), kind: 'LUCKY_SPIN' }]) });
    renderWithProviders(<BonusPage />, { route: '/member/bonusDetails' });
    expect(await screen.findByText('LUCKY_SPIN')).toBeTruthy();
  });

  it('says when the period has no bonus, and shows a failure', async () => {
    answer = () => ({ success: true, value: page([]) });
    const { unmount } = renderWithProviders(<BonusPage />, { route: '/member/bonusDetails' });
    expect(await screen.findByText('No bonuses in this period.')).toBeTruthy();
    unmount();
    answer = () => ({ success: false, value: null, message: 'Network link abnormal' });
    renderWithProviders(<BonusPage />, { route: '/member/bonusDetails' });
    expect((await screen.findByRole('alert')).textContent).toContain('Network link abnormal');
  });
});
