import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointsError } from '../../../../shared/domains/points/errors';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { balance } from '../../lib/stores/wallet';
import PointMallPage from './PointMallPage';
import { entry, order, page, reward } from './testData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const CONFIG = {
  earn: [{ source: 'RNG', type: 'SLOTS', amountPerPoint: '1.00' }],
  conversion: { points: 100, amount: '1.00' },
  minConversion: 500,
  expires: false,
};

/** Answers by key; a key's answer may be replaced by a test. */
let answers: Record<string, unknown>;
const ok = (value: unknown) => ({ success: true, value });

beforeEach(() => {
  clearSession();
  loginPopup.value = null;
  alertDialog.value = null;
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  answers = {
    'points.showcase': ok(page([reward(), reward({ id: 8, name: 'Limited edition cap', kind: 'PHYSICAL', stock: 0, faceValue: null })])),
    'points.balance': ok({ points: 2729 }),
    'points.redeemList': ok({
      ...page([order(), order({ id: 'P0', status: 'APPROVED', decidedAt: Date.now() })]),
      totals: { points: 2000 },
    }),
    'points.entries': ok({ ...page([entry()], 1, 14), totals: { earned: 6234, spent: 3500 } }),
    'points.config': ok(CONFIG),
    'points.redeem': ok(order({ id: 'P7' })),
    'points.convert': ok({ entryId: 50, points: 500, amount: '5.00', balance: 2229 }),
    'cashier.balance': ok({ sumBalance: 100, balance: [], currency: 'PHP', currencySymbol: '₱' }),
  };
  call.mockReset();
  call.mockImplementation(async (key: string) => answers[key] ?? { success: false, errorCode: 'unexpected', message: key });
});
afterEach(() => {
  clearSession();
  balance.value = null;
});

const member = () => act(() => loginInfo({ token: 'tok', id: 1, userName: 'player1', isAgent: 0 }));

describe('the point mall', () => {
  it('lets a guest browse the rewards with pictures, cost and stock, and asks for a login to redeem', async () => {
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    expect(screen.getByRole('heading', { level: 1, name: 'Point Mall' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]).getByRole('img', { name: 'Mobile load ₱20' })).toBeTruthy();
    expect(within(cards[0]).getByText('1,000 points')).toBeTruthy();
    expect(within(cards[0]).getByText('500')).toBeTruthy();
    expect(within(cards[0]).getByText('₱20.00')).toBeTruthy();
    expect((within(cards[1]).getByRole('button', { name: 'Redeem Limited edition cap' }) as HTMLButtonElement).disabled).toBe(true);
    expect(call).toHaveBeenCalledWith('points.showcase', { pageNo: 1, pageSize: 12 }, expect.anything());
    expect(call).not.toHaveBeenCalledWith('points.balance', undefined, expect.anything());

    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Redeem Mobile load ₱20' }));
    expect(loginPopup.value).toBe('login');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(screen.getByRole('tab', { name: 'Rewards' }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives a trial account the register prompt instead of the dialog', async () => {
    act(() => loginInfo({ token: 'tok', id: 2, userName: 'trial000001', isAgent: 4 }));
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Mobile load ₱20' }));
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('redeems a voucher with the login password and refreshes the balance', async () => {
    member();
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    expect(await screen.findByText('2,729')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Mobile load ₱20' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Mobile load ₱20' });
    // No password: refused before any call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('points.redeem', expect.anything());

    answers['points.redeem'] = { success: false, errorCode: PointsError.passwordWrong, message: 'The sign-in password is incorrect' };
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Wrong999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText('The login password is incorrect.')).toBeTruthy();

    answers['points.redeem'] = ok(order({ id: 'P7' }));
    answers['points.balance'] = ok({ points: 1729 });
    await userEvent.clear(within(dialog).getByLabelText('Login password'));
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Play1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText(/Order P7 for 1,000 points is being processed/)).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('points.balance', undefined, expect.anything());
    expect(call).toHaveBeenCalledWith('points.redeem', { rewardId: 1, quantity: 1, password: 'Play1234' });
    expect(await screen.findByText('1,729')).toBeTruthy();
  });

  it('asks for the withdrawal password, an address and a mobile number for goods', async () => {
    member();
    answers['points.showcase'] = ok(
      page([reward({ id: 5, name: 'Club T-shirt', kind: 'PHYSICAL', points: 600, stock: 3, faceValue: null })]),
    );
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    await screen.findByText('2,729');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Club T-shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Club T-shirt' });
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText('Enter the address where the reward should be delivered.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid mobile number.')).toBeTruthy();
    // Three pieces of 600 points each, within the balance of 2,729.
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity'), '3');
    await userEvent.type(within(dialog).getByLabelText('Receiving address'), '12 Rizal St, Makati');
    await userEvent.clear(within(dialog).getByLabelText('Mobile number'));
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '+639171110001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(call).toHaveBeenCalledWith('points.redeem', {
      rewardId: 5,
      quantity: 3,
      password: '123456',
      address: '12 Rizal St, Makati',
      mobile: '+639171110001',
    });
  });

  it('shows the redeem history with its statuses and the point details with paging', async () => {
    member();
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('table', { name: 'Your redeemed rewards' });
    expect(within(history).getByText('Processing')).toBeTruthy();
    expect(within(history).getByText('Approved')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Point details' }));
    const details = await screen.findByRole('table', { name: 'Every change of your points' });
    expect(within(details).getByText('Slots')).toBeTruthy();
    expect(within(details).getByText('+5')).toBeTruthy();
    expect(within(details).getByText('2,734')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(call).toHaveBeenLastCalledWith('points.entries', { pageNo: 2, pageSize: 10 }, expect.anything());
  });

  it('checks a conversion before sending it, maps the refusals, and converts', async () => {
    member();
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    await screen.findByText('2,729');
    await userEvent.click(screen.getByRole('tab', { name: 'Convert to cash' }));
    const input = await screen.findByLabelText('Points to convert');
    const submit = screen.getByRole('button', { name: 'Convert' });
    await userEvent.type(input, '300');
    await userEvent.click(submit);
    expect(screen.getByText('Convert at least 500 points.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '550');
    await userEvent.click(submit);
    expect(screen.getByText('Convert a multiple of 100 points.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.click(submit);
    expect(screen.getByText('You do not have enough points.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('points.convert', expect.anything());

    answers['points.convert'] = { success: false, errorCode: PointsError.passwordWrong, message: 'The sign-in password is incorrect' };
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    expect(screen.getByText('You receive ₱5.00')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Login password'), 'Wrong999');
    await userEvent.click(submit);
    expect(await screen.findByText('The login password is incorrect.')).toBeTruthy();

    answers['points.convert'] = ok({ entryId: 50, points: 500, amount: '5.00', balance: 2229 });
    await userEvent.clear(screen.getByLabelText('Login password'));
    await userEvent.type(screen.getByLabelText('Login password'), 'Play1234');
    await userEvent.click(submit);
    expect(await screen.findByText('500 points were converted: ₱5.00 is in your main wallet.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('points.convert', { points: 500, password: 'Play1234' });
    expect(call).toHaveBeenCalledWith('cashier.balance', { typeId: '0' });
  });
});
