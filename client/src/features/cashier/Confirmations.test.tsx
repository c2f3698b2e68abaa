import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { CashierError, PROOF_MAX_BYTES } from '../../../../shared/domains/cashier/errors';
import { renderWithProviders } from '../../test/render';
import { balance, resetBalance } from '../../lib/stores/wallet';
import { Confirmations, WaitingConfirmation } from './Confirmations';
import { Countdown } from './Countdown';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });

function waiting(overrides: Partial<PaymentConfirmation> = {}): PaymentConfirmation {
  return {
    transactionId: 'tx-1',
    orderId: 'W7',
    amount: '1000.00',
    status: 'WAITING',
    approvedAt: Date.now() - 60_000,
    deadline: Date.now() + 29 * 60_000,
    confirmedAt: null,
    receivedAmount: null,
    remainingAmount: null,
    ...overrides,
  };
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'proof.png', { type: 'image/png' });

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (key: string, payload: { action?: string }) =>
    key === 'cashier.processC2C' ? ok({ ...waiting(), status: payload.action === 'PARTIAL' ? 'PARTIAL' : 'RECEIVED' }) : ok([]),
  );
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
});

afterEach(() => {
  resetBalance();
  vi.useRealTimers();
});

describe('one waiting receipt confirmation', () => {
  it('shows the amount and says plainly that silence past the deadline counts as received', () => {
    const item = waiting();
    renderWithProviders(<WaitingConfirmation confirmation={item} onSettled={() => {}} />);
    expect(screen.getByText('₱1,000.00')).toBeTruthy();
    expect(screen.getByText(/^If you do not answer by .+, the withdrawal counts as received\.$/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^2[89]:\d\d left to confirm$/);
  });

  it('takes "received" in one click and a confirmation', async () => {
    const settled = vi.fn();
    renderWithProviders(<WaitingConfirmation confirmation={waiting()} onSettled={settled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Received' }));
    expect(screen.getByText('Confirm that you received ₱1,000.00?')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I received it' }));
    expect(call).toHaveBeenCalledExactlyOnceWith('cashier.processC2C', { transactionId: 'tx-1', action: 'RECEIVED' });
    expect(settled).toHaveBeenCalledOnce();
  });

  it('opens the proof picker at once on "not received" and sends the image as a data: URL', async () => {
    const settled = vi.fn();
    renderWithProviders(<WaitingConfirmation confirmation={waiting()} onSettled={settled} />);
    const picker = screen.getByLabelText<HTMLInputElement>('Proof that the money did not arrive');
    const opened = vi.spyOn(picker, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Not received' }));
    expect(opened).toHaveBeenCalledOnce();
    await userEvent.upload(picker, png());
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledExactlyOnceWith('cashier.processC2C', {
      transactionId: 'tx-1',
      action: 'NOT_RECEIVED',
      proofImage: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('refuses a proof that is not png or jpg, or larger than 5 MB, in the browser', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<WaitingConfirmation confirmation={waiting()} onSettled={() => {}} />);
    const picker = screen.getByLabelText<HTMLInputElement>('Proof that the money did not arrive');
    await user.upload(picker, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The proof must be a PNG or JPG image.');
    await user.upload(picker, png(PROOF_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The proof image must be at most 5 MB.');
    expect(call).not.toHaveBeenCalled();
  });

  it('takes "partly received" with the two amounts, which must add up to the total', async () => {
    const settled = vi.fn();
    renderWithProviders(<WaitingConfirmation confirmation={waiting()} onSettled={settled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Partly received' }));
    await userEvent.type(screen.getByLabelText('Amount received'), '300');
    expect(screen.getByLabelText<HTMLInputElement>('Amount not received').value).toBe('700.00');
    await userEvent.clear(screen.getByLabelText('Amount not received'));
    await userEvent.type(screen.getByLabelText('Amount not received'), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Send amounts' }));
    expect(await screen.findByText('The received and not received amounts must add up to ₱1,000.00.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Amount not received'));
    await userEvent.type(screen.getByLabelText('Amount not received'), '700');
    await userEvent.click(screen.getByRole('button', { name: 'Send amounts' }));
    expect(call).toHaveBeenCalledExactlyOnceWith('cashier.processC2C', {
      transactionId: 'tx-1',
      action: 'PARTIAL',
      receivedAmount: '300.00',
      remainingAmount: '700.00',
    });
    expect(settled).toHaveBeenCalledOnce();
  });

  it('words a refusal of the platform in its own text', async () => {
    call.mockResolvedValue({ success: false, errorCode: CashierError.confirmationClosed, message: 'closed' });
    renderWithProviders(<WaitingConfirmation confirmation={waiting()} onSettled={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I received it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This withdrawal has already been confirmed.');
  });
});

describe('the countdown to the deadline', () => {
  it('ticks every second and says when the time is over', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const deadline = Date.now() + 65_000;
    render(<Countdown deadline={deadline} />);
    expect(screen.getByRole('timer').textContent).toBe('1:05 left to confirm');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('1:04 left to confirm');
    act(() => vi.advanceTimersByTime(64_000));
    expect(screen.getByRole('timer').textContent).toBe('Time to confirm is over');
  });

  it('shows hours for a long time-out', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    render(<Countdown deadline={Date.now() + 2 * 3600_000 + 5_000} />);
    expect(screen.getByRole('timer').textContent).toBe('2:00:05 left to confirm');
  });
});

describe('the receipt confirmation section', () => {
  it('lists the waiting ones, refreshes after an answer, and shows the processed ones in the history', async () => {
    let open = [waiting()];
    const history = [
      waiting({
        transactionId: 'tx-0',
        orderId: 'W5',
        status: 'PARTIAL',
        confirmedAt: 1,
        receivedAmount: '200.00',
        remainingAmount: '300.00',
        amount: '500.00',
      }),
      waiting({ transactionId: 'tx-9', orderId: 'W4', status: 'FORCED', confirmedAt: 1 }),
    ];
    call.mockImplementation(async (key: string, payload: { status?: string }) => {
      if (key === 'cashier.processC2C') {
        open = [];
        return ok({ ...waiting(), status: 'RECEIVED' });
      }
      if (key === 'cashier.paymentConfirmations') return ok(payload.status === 'ALL' ? [...open, ...history] : open);
      if (key === 'cashier.balance') return ok({ sumBalance: 1, balance: [], currency: 'PHP', currencySymbol: '₱' });
      throw new Error(key);
    });
    renderWithProviders(<Confirmations />);
    const item = await screen.findByRole('article', { name: 'Withdrawal W7' });
    await userEvent.click(within(item).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, I received it' }));
    expect(await screen.findByText('No withdrawal is waiting for your confirmation.')).toBeTruthy();
    expect(call.mock.calls.filter(([key]) => key === 'cashier.balance')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Earlier confirmations' }));
    expect(await screen.findByText('Counted as received (no answer in time)')).toBeTruthy();
    expect(screen.getByText('₱200.00 received, ₱300.00 not received')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cashier.paymentConfirmations', { status: 'ALL' }, expect.anything());
  });
  it('no longer lists a withdrawal the player answered in the receipt prompt', async () => {
    let open = [waiting()];
    call.mockImplementation(async (key: string) => {
      if (key === 'cashier.processC2C') {
        open = [];
        return ok({ ...waiting(), status: 'RECEIVED' });
      }
      if (key === 'cashier.paymentConfirmations') return ok(open);
      throw new Error(key);
    });
    renderWithProviders(
      <>
        <Confirmations />
        <div role="dialog" aria-label="Did your withdrawal arrive?">
          <WaitingConfirmation confirmation={waiting()} onSettled={() => {}} />
        </div>
      </>,
    );
    const section = screen.getByRole('region', { name: 'Confirm receipt of withdrawals' });
    expect(await within(section).findByRole('article', { name: 'Withdrawal W7' })).toBeTruthy();
    const prompt = screen.getByRole('dialog', { name: 'Did your withdrawal arrive?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, I received it' }));
    expect(await within(section).findByText('No withdrawal is waiting for your confirmation.')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });
});
