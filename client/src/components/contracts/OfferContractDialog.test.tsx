import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractSummary, MyContractsValue } from '../../../../shared/domains/contracts/schemas';
import { renderWithProviders } from '../../test/render';
import { OfferContractDialog } from './OfferContractDialog';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });
const MINE: MyContractsValue = {
  contracts: [],
  ceilings: { DAILY_SALARY: '2.00', HOURLY_SALARY: '0.00', REALTIME_SALARY: '0.00', DIVIDEND: '40.00' },
};
const OFFERED: ContractSummary = {
  id: 9,
  kind: 'DAILY_SALARY',
  status: 'OFFERED',
  period: null,
  tiers: [{ threshold: '1000.00', minActiveMembers: 1, rate: '1.50' }],
  topRate: '1.50',
  upline: 'agent1',
  member: 'downline1',
  offeredAt: 1,
  decidedAt: null,
  endedAt: null,
  endsAt: null,
  endReason: null,
};

function open() {
  const onClose = vi.fn();
  const onOffered = vi.fn();
  renderWithProviders(<OfferContractDialog username="downline1" onClose={onClose} onOffered={onOffered} />);
  return { onClose, onOffered };
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (key: string) => (key === 'contracts.mine' ? ok(MINE) : ok(OFFERED)));
});

describe('the offer dialog', () => {
  it('offers only the kinds the agent holds, and sends the checked terms', async () => {
    const { onOffered } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to downline1' });
    const kind = await within(dialog).findByLabelText<HTMLSelectElement>('Contract type');
    expect([...kind.options].map((o) => o.value)).toEqual(['DAILY_SALARY', 'DIVIDEND']);
    expect(within(dialog).queryByLabelText('Dividend period')).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Team valid bet'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Minimum active members'), '1');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    expect(call).toHaveBeenCalledWith('contracts.offer', {
      username: 'downline1',
      kind: 'DAILY_SALARY',
      tiers: [{ threshold: '1000.00', minActiveMembers: 1, rate: '1.50' }],
    });
    expect(onOffered).toHaveBeenCalledOnce();
  });

  it('shows each problem under its field and sends nothing', async () => {
    open();
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText('Contract type'), 'DIVIDEND');
    expect(within(dialog).getByLabelText('Dividend period')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Team loss'), '5000');
    await userEvent.type(within(dialog).getByLabelText('Minimum active members'), '2');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '45');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Team loss'));
    await userEvent.type(within(second).getByLabelText('Team loss'), '4000');
    await userEvent.type(within(second).getByLabelText('Minimum active members'), '2');
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    const first = within(dialog).getByRole('group', { name: 'Tier 1' });
    expect(within(first).getByText('You may give at most 40.00%.')).toBeTruthy();
    expect(within(second).getByText('Must be higher than the tier before.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Team loss', { selector: 'input[aria-invalid="true"]' })).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('contracts.offer', expect.anything());

    await userEvent.click(within(second).getByRole('button', { name: 'Remove tier 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Tier 2' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add a tier' }));
  });

  it("words the platform's refusals", async () => {
    call.mockImplementation(async (key: string) =>
      key === 'contracts.mine' ? ok(MINE) : { success: false, errorCode: 'contract.offer.pending', message: 'pending' },
    );
    const { onOffered } = open();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('Team valid bet'), '0');
    await userEvent.type(within(dialog).getByLabelText('Minimum active members'), '0');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('downline1 already has an offer of this type waiting for an answer.')).toBeTruthy();
    expect(onOffered).not.toHaveBeenCalled();
  });

  it('says so when the agent holds no contract to pass on, and closes with Cancel or Escape', async () => {
    call.mockImplementation(async () =>
      ok({ contracts: [], ceilings: { DAILY_SALARY: '0.00', HOURLY_SALARY: '0.00', REALTIME_SALARY: '0.00', DIVIDEND: '0.00' } }),
    );
    const { onClose } = open();
    expect(await screen.findByText('You have no contract you can pass on to your team.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
