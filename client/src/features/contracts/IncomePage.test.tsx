import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import IncomePage from './IncomePage';
import { settlement, settlements } from './testData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  call.mockReset();
  call.mockImplementation(async (_key: string, payload: { pageNo: number }) => ({
    success: true,
    value: settlements(
      [
        settlement({ id: payload.pageNo * 10 }),
        settlement({ id: payload.pageNo * 10 + 1, kind: 'DIVIDEND', payer: null, amount: '0.00', status: 'NOT_REACHED' }),
      ],
      { pageNo: payload.pageNo, totalPages: 2, totalCount: 22, totals: { amount: '1260.00', validBet: '90000.00' } },
    ),
  }));
});
afterEach(() => {
  vi.useRealTimers();
  balance.value = null;
});

describe('my income', () => {
  it('lists the contract pay of every kind in the range, with its totals, and pages', async () => {
    renderWithProviders(<IncomePage />, { route: '/agent/agentRevenueReport' });
    expect(screen.getByRole('heading', { level: 2, name: 'My Income' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Contract pay you received' });
    expect(call).toHaveBeenCalledWith(
      'agent.income',
      { startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 },
      expect.anything(),
    );
    const rows = within(table).getAllByRole('row');
    const second = within(rows[2])
      .getAllByRole('cell')
      .slice(1)
      .map((c) => c.textContent);
    // After the period: kind, member, payer (the platform pays a top agent), valid bet, P&L, members, rate, amount, status.
    expect(second).toEqual(['Dividend', 'downline1', 'Platform', '₱6,000.00', '-₱250.00', '4', '1.00%', '₱0.00', 'Not reached']);
    const totals = within(rows[3])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(totals).toContain('₱1,260.00');
    expect(totals).toContain('₱90,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(call).toHaveBeenLastCalledWith('agent.income', expect.objectContaining({ pageNo: 2 }), expect.anything());

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'prev7');
    expect(call).toHaveBeenLastCalledWith(
      'agent.income',
      { startTime: day(2024, 5, 9), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 },
      expect.anything(),
    );
  });

  it('says when the range has no pay', async () => {
    call.mockImplementation(async () => ({ success: true, value: settlements([]) }));
    renderWithProviders(<IncomePage />);
    expect(await screen.findByText('No contract pay in this period.')).toBeTruthy();
  });
});
