import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsolidatedFundsValue } from '../../../../shared/domains/cashier/schemas';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import ContractPrompt from './ContractPrompt';
import { contract } from './testData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });
const funds = (over: Partial<ConsolidatedFundsValue> = {}): ConsolidatedFundsValue => ({
  sumBalance: 0,
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  ...over,
});
const OFFERS = [contract(), contract({ id: 8, kind: 'DIVIDEND', period: 'MONTHLY', upline: 'agent1' })];

let consolidated = funds({ dailysalreqtype: 1, divtypereq: 1 });
const signIn = (type = 0) => loginInfo({ token: 'tok-1', id: 7, userName: 'downline1', isAgent: type });
const asked = (key: string) => call.mock.calls.filter(([k]) => k === key).length;

beforeEach(() => {
  consolidated = funds({ dailysalreqtype: 1, divtypereq: 1 });
  call.mockReset();
  call.mockImplementation(async (key: string) => {
    if (key === 'cashier.consolidated') return ok(consolidated);
    if (key === 'contracts.mine')
      return ok({ contracts: [...OFFERS, contract({ id: 1, status: 'ACTIVE', kind: 'HOURLY_SALARY' })], ceilings: {} });
    return ok(contract({ status: 'ACTIVE' }));
  });
  clearSession();
  loginPopup.value = null;
});
afterEach(() => clearSession());

describe('the contract offer prompt', () => {
  it('costs a guest and a trial account nothing', () => {
    renderWithProviders(<ContractPrompt />);
    act(() => signIn(4));
    expect(call).not.toHaveBeenCalled();
  });

  it('reads the contracts only when a request flag says an offer waits', async () => {
    consolidated = funds({ contracthoursalreq: 2 });
    signIn();
    renderWithProviders(<ContractPrompt />);
    await vi.waitFor(() => expect(asked('cashier.consolidated')).toBe(1));
    expect(asked('contracts.mine')).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one offer at a time after sign-in and answers each through its kind', async () => {
    renderWithProviders(<ContractPrompt />);
    act(() => signIn());
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer from agent1' });
    expect(within(dialog).getByText(/offers you a Daily salary contract/)).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Tiers of the contract from agent1' })).toBeTruthy();
    expect(within(dialog).getByText('1 more offer waits after this one.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(call).toHaveBeenCalledWith('contracts.dailySalary', { contractId: 7, action: 'ACCEPT' });
    expect(await within(dialog).findByText(/offers you a Dividend contract/)).toBeTruthy();
    expect(within(dialog).getByText('Paid monthly')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(call).toHaveBeenCalledWith('contracts.dividend', { contractId: 8, action: 'REJECT' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the offer and words a refusal', async () => {
    call.mockImplementation(async (key: string) => {
      if (key === 'cashier.consolidated') return ok(consolidated);
      if (key === 'contracts.mine') return ok({ contracts: OFFERS, ceilings: {} });
      return { success: false, errorCode: 'contract.not.found', message: 'gone' };
    });
    signIn();
    renderWithProviders(<ContractPrompt />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This contract no longer exists.');
    expect(within(dialog).getByText(/offers you a Daily salary contract/)).toBeTruthy();
  });

  it('waits while another dialog is asked for, and hides on sign-out', async () => {
    signIn();
    loginPopup.value = 'login';
    renderWithProviders(<ContractPrompt />);
    await vi.waitFor(() => expect(asked('contracts.mine')).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      loginPopup.value = null;
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
