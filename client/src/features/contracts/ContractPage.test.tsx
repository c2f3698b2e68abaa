import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyContractsValue } from '../../../../shared/domains/contracts/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import DailySalaryPage from './DailySalaryPage';
import DividendPage from './DividendPage';
import { contract, settlement, settlements } from './testData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });
const CEILINGS: MyContractsValue['ceilings'] = { DAILY_SALARY: '1.00', HOURLY_SALARY: '0.00', REALTIME_SALARY: '0.00', DIVIDEND: '0.00' };

let mine: MyContractsValue;
beforeEach(() => {
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  mine = {
    contracts: [
      contract(),
      contract({ id: 3, kind: 'DIVIDEND', status: 'ACTIVE', period: 'WEEKLY' }),
      contract({ id: 2, status: 'REJECTED' }),
    ],
    ceilings: CEILINGS,
  };
  call.mockReset();
  call.mockImplementation(async (key: string, payload: Record<string, unknown>) => {
    switch (key) {
      case 'contracts.mine':
        return ok(mine);
      case 'contracts.given':
        return ok({
          list: [
            contract({ id: 11, upline: 'me', member: 'down2', status: 'ACTIVE' }),
            contract({ id: 12, upline: 'me', member: 'down3' }),
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 2,
          totalPages: 1,
          totals: { active: 1, offered: 1 },
        });
      case 'contracts.settlements':
        return ok(settlements(payload.side === 'PAID' ? [] : [settlement()]));
      case 'contracts.dailySalary':
      case 'contracts.uplineAction':
        return ok(contract({ status: 'ACTIVE' }));
      default:
        return { success: false, message: `unexpected ${key}` };
    }
  });
});
afterEach(() => {
  balance.value = null;
});

describe('a contract page', () => {
  it("shows my offer of the page's kind with its tiers, and accepts it through the kind's call after a confirm step", async () => {
    renderWithProviders(<DailySalaryPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Daily Salary' })).toBeTruthy();
    const mySection = screen.getByRole('region', { name: 'My contract' });
    const card = await within(mySection).findByRole('article', { name: 'Offered' });
    // Only the offer of this kind: the dividend and the rejected offer stay off this page.
    expect(within(mySection).getAllByRole('article')).toHaveLength(1);
    expect(within(card).getByText('agent1')).toBeTruthy();
    const tiers = within(card).getByRole('table', { name: 'Tiers of the contract from agent1' });
    expect(within(tiers).getAllByRole('row')[2].textContent).toContain('₱5,000.00');
    expect(within(tiers).getAllByRole('row')[2].textContent).toContain('1.00%');

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('dialog', { name: 'Accept this contract?' });
    expect(call).not.toHaveBeenCalledWith('contracts.dailySalary', expect.anything());
    mine = { ...mine, contracts: [contract({ status: 'ACTIVE', decidedAt: Date.now() })] };
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(call).toHaveBeenCalledWith('contracts.dailySalary', { contractId: 7, action: 'ACCEPT' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const active = await within(mySection).findByRole('article', { name: 'Active' });
    expect(within(active).getByRole('button', { name: 'Finish after this period' })).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Terminate now' })).toBeTruthy();
  });

  it('words a refusal in the confirm dialog and keeps it open', async () => {
    call.mockImplementation(async (key: string) =>
      key === 'contracts.mine'
        ? ok(mine)
        : key === 'contracts.dividend'
          ? { success: false, errorCode: 'contract.state.invalid', message: 'x' }
          : ok(settlements([])),
    );
    renderWithProviders(<DividendPage />);
    const card = await screen.findByRole('article', { name: 'Active' });
    expect(within(card).getByText('Paid weekly (from Monday)')).toBeTruthy();
    expect(within(card).getByRole('columnheader', { name: 'Team loss' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Terminate now' }));
    const confirm = screen.getByRole('dialog', { name: 'Terminate this contract now?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate now' }));
    expect(call).toHaveBeenCalledWith('contracts.dividend', { contractId: 3, action: 'TERMINATE' });
    expect(await within(confirm).findByRole('alert')).toHaveProperty(
      'textContent',
      'This contract has changed meanwhile. Reload the page to see it as it stands.',
    );
  });

  it('lists the contracts I gave of this kind, and withdraws an offer through the upline call', async () => {
    renderWithProviders(<DailySalaryPage />);
    const given = screen.getByRole('region', { name: 'Contracts I gave' });
    const table = await within(given).findByRole('table', { name: 'Contracts of this type you gave your downline' });
    expect(call).toHaveBeenCalledWith('contracts.given', { kind: 'DAILY_SALARY', pageNo: 1, pageSize: 20 }, expect.anything());
    expect(within(given).getByText('Active: 1 · Waiting for an answer: 1')).toBeTruthy();
    expect(within(table).getAllByText('2 tiers, up to 1.00%')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: 'Withdraw the offer to down3' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Withdraw this offer?' })).getByRole('button', { name: 'Withdraw' }));
    expect(call).toHaveBeenCalledWith('contracts.uplineAction', { contractId: 12, action: 'WITHDRAW' });
    expect(within(table).getByRole('button', { name: 'Terminate the contract with down2' })).toBeTruthy();

    await userEvent.selectOptions(within(given).getByLabelText('Status'), 'ACTIVE');
    expect(call).toHaveBeenCalledWith(
      'contracts.given',
      { kind: 'DAILY_SALARY', pageNo: 1, pageSize: 20, status: 'ACTIVE' },
      expect.anything(),
    );
  });

  it('shows the settlements paid to me and by me, with the totals of the range', async () => {
    renderWithProviders(<DailySalaryPage />);
    const section = screen.getByRole('region', { name: 'Settlements' });
    const table = await within(section).findByRole('table', { name: 'Settlements paid to you' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['downline1', 'agent1', '₱6,000.00', '-₱250.00', '4', '1.00%', '₱60.00', 'Paid']);
    expect(within(table).getByRole('rowheader', { name: 'Total for the period' })).toBeTruthy();
    const asked = call.mock.calls.find(([key]) => key === 'contracts.settlements');
    expect(asked?.[1]).toMatchObject({ kind: 'DAILY_SALARY', side: 'RECEIVED', pageNo: 1, pageSize: 20 });

    await userEvent.click(within(section).getByRole('tab', { name: 'Paid to my downline' }));
    expect(await within(section).findByText('No settlements in this period.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('contracts.settlements', expect.objectContaining({ side: 'PAID' }), expect.anything());
  });
});
