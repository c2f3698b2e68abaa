import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import { clearSession, setSessionToken, token } from '../../lib/stores/session';
import { learn, offered } from '../../lib/stores/offered';
import { alertDialog } from '../../lib/stores/ui';
import { balance } from '../../lib/stores/wallet';
import { formatDateTime } from '../../lib/format';
import ResponsibleGamingPage from './ResponsibleGamingPage';
import { limit, ok, protectionState, refused, restriction, SERVER_NOW } from './testData';

const call = vi.hoisted(() => vi.fn());
// Answers teach what the platform offers, as call()'s do.
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  call: (await import('../../test/offered')).teachingCall(call),
}));

const HOUR = 60 * 60 * 1000;
const history = ok({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 });

beforeEach(() => {
  call.mockReset();
  clearSession();
  learn('protection.state', null);
  alertDialog.value = null;
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  setBrandForTesting({});
});
afterEach(() => {
  vi.useRealTimers();
  balance.value = null;
  clearSession();
});

describe('the responsible-gaming page for a guest', () => {
  it('explains the tools and names the brand helpline, without reading any account', () => {
    setBrandForTesting({ helpline: { name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' } });
    renderWithProviders(<ResponsibleGamingPage level={1} />, { route: '/responsible-gaming' });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.getByText(/The first 6 months cannot be undone/)).toBeTruthy();
    const call1553 = screen.getByRole('link', { name: 'Call NCMH Crisis Hotline on 1553' });
    expect(call1553.getAttribute('href')).toBe('tel:1553');
    expect(screen.getByRole('link', { name: 'Visit NCMH Crisis Hotline' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('leaves the helpline out when the brand names none', () => {
    renderWithProviders(<ResponsibleGamingPage />);
    expect(screen.queryByRole('heading', { name: 'Need to talk to someone?' })).toBeNull();
  });
});

describe('the responsible-gaming page for a member', () => {
  beforeEach(() => setSessionToken('tok-1'));

  it('writes the amounts in the member currency once the balance names it, after the limits are drawn', async () => {
    balance.value = null;
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.state')
        return ok(protectionState({ limits: [limit({ kind: 'deposit', period: 'day', amount: '500.00', used: '500.00' })] }));
      if (key === 'protection.history') return history;
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />, { route: '/member/responsibleGaming' });
    await screen.findByText('$500.00 of $500.00 used');
    act(() => {
      balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    });
    // The page's reads answer as transitions (lib/load/useLoad.ts): one still rendering when the
    // currency arrives commits a moment later, under load.
    expect(await screen.findByText('₱500.00 of ₱500.00 used')).toBeTruthy();
  });

  it('shows every limit with what it has used, and warns from 80% on', async () => {
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.state')
        return ok(
          protectionState({
            limits: [
              limit({ kind: 'deposit', period: 'day', amount: '1000.00', used: '800.00' }),
              limit({ kind: 'loss', period: 'week', amount: '1000.00', used: '799.99' }),
            ],
          }),
        );
      if (key === 'protection.history') return history;
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />, { route: '/member/responsibleGaming' });
    const daily = await screen.findByRole('progressbar', { name: 'Daily deposit limit used' });
    expect(daily.getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByText('₱800.00 of ₱1,000.00 used')).toBeTruthy();
    const weeklyLoss = screen.getByRole('progressbar', { name: 'Weekly loss limit used' });
    expect(weeklyLoss.getAttribute('aria-valuenow')).toBe('80');
    // Only the limit at 80% or more warns: 799.99 of 1000 is below the share.
    const warnings = screen.getAllByRole('status').filter((n) => n.textContent?.includes('is used'));
    expect(warnings.map((n) => n.textContent)).toEqual(['80% of your Daily deposit limit is used.']);
    // Nine limits, each with its own form; the seven without an amount say so.
    expect(screen.getAllByRole('textbox', { name: /^New (Daily|Weekly|Monthly) / })).toHaveLength(9);
    expect(screen.getAllByText(/^No limit set/)).toHaveLength(7);
    expect(offered('protection.state')).toBe(true);
  });

  it('sets a limit in the wire form, refuses a bad amount before sending, and shows the new state', async () => {
    let state = protectionState();
    call.mockImplementation(async (key: string, payload: { kind: 'deposit'; period: 'day'; amount: string }) => {
      if (key === 'protection.state') return ok(state);
      if (key === 'protection.history') return history;
      if (key === 'protection.setLimit') {
        state = protectionState({ limits: [limit({ ...payload, amount: '500.00' })] });
        return ok(state);
      }
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />);
    const field = await screen.findByRole('textbox', { name: 'New Daily deposit limit' });
    const row = field.closest('li')!;
    await userEvent.type(field, '12.345');
    await userEvent.click(within(row).getByRole('button', { name: 'Set limit' }));
    expect(within(row).getByRole('alert').textContent).toBe('Use at most two decimals.');
    expect(call).not.toHaveBeenCalledWith('protection.setLimit', expect.anything());
    await userEvent.clear(field);
    await userEvent.type(field, ' 0500 ');
    await userEvent.click(within(row).getByRole('button', { name: 'Set limit' }));
    expect(call).toHaveBeenCalledWith('protection.setLimit', { kind: 'deposit', period: 'day', amount: '500.00' });
    expect(await screen.findByText('₱0.00 of ₱500.00 used')).toBeTruthy();
  });

  it('keeps a raise waiting: Confirm is enabled only from its effective time, Cancel at once', async () => {
    vi.useFakeTimers({ now: SERVER_NOW, shouldAdvanceTime: true });
    const effectiveAt = SERVER_NOW + 60_000;
    const waiting = limit({ amount: '500.00', pending: { amount: '2000.00', requestedAt: SERVER_NOW - 24 * HOUR, effectiveAt } });
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.state') return ok(protectionState({ limits: [waiting] }));
      if (key === 'protection.history') return history;
      if (key === 'protection.confirmLimit') return ok(protectionState({ limits: [limit({ amount: '2000.00' })] }));
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />);
    expect(await screen.findByText(`Raise to ₱2,000.00 requested. It can be confirmed from ${formatDateTime(effectiveAt)}.`)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm the change of the Daily deposit limit' }) as HTMLButtonElement;
    const cancel = screen.getByRole('button', { name: 'Cancel the change of the Daily deposit limit' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(cancel.disabled).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(confirm.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(call).toHaveBeenCalledWith('protection.confirmLimit', { kind: 'deposit', period: 'day' });
    expect(await screen.findByText('₱0.00 of ₱2,000.00 used')).toBeTruthy();
  });

  it('counts the confirmation time by the platform clock, not the device clock', async () => {
    // The device is an hour behind the platform: the raise is due by the platform's clock.
    vi.useFakeTimers({ now: SERVER_NOW - HOUR, shouldAdvanceTime: true });
    const waiting = limit({
      amount: '500.00',
      pending: { amount: null, requestedAt: SERVER_NOW - 25 * HOUR, effectiveAt: SERVER_NOW - HOUR / 2 },
    });
    call.mockImplementation(async (key: string) => (key === 'protection.state' ? ok(protectionState({ limits: [waiting] })) : history));
    renderWithProviders(<ResponsibleGamingPage />);
    expect(await screen.findByText(/^Removal requested\./)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm the change of the Daily deposit limit' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
  });

  it('asks before a self-exclusion, says the first 6 months cannot be undone, then says until when, keeping withdrawals open', async () => {
    const excluded = restriction({ kind: 'exclusion', duration: '1y', endsAt: SERVER_NOW + 365 * 24 * HOUR });
    let running: typeof excluded | null = null;
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.state') return ok(protectionState({ restriction: running }));
      if (key === 'protection.history') return history;
      if (key === 'protection.startRestriction') {
        running = excluded;
        return ok(excluded);
      }
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    expect(within(dialog).getByText('The first 6 months cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByText('For 1 year you cannot sign in again, deposit or bet.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('protection.startRestriction', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the self-exclusion' }));
    expect(call).toHaveBeenCalledWith('protection.startRestriction', { kind: 'exclusion', duration: '1y' });
    // The platform keeps this session for withdrawals; the page reads the state again and says until when.
    expect(token.value).toBe('tok-1');
    const until = `Your account is self-excluded until ${formatDateTime(excluded.endsAt)}.`;
    expect(alertDialog.value?.message).toBe(`${until} Withdrawals stay possible meanwhile.`);
    expect((await screen.findByText(until)).getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: 'Take a break' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exclude myself' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a self-exclusion during a break, which the platform lets replace it, but no second break', async () => {
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.state') return ok(protectionState({ restriction: restriction({ kind: 'break', duration: '7d' }) }));
      if (key === 'protection.history') return history;
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />);
    await screen.findByRole('radio', { name: '1 year' });
    expect((screen.getByRole('button', { name: 'Take a break' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exclude myself' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('notes a platform without the protection calls, so the site hides the page', async () => {
    call.mockResolvedValue(refused('function.not.available', 'protection.state is not available on this platform'));
    renderWithProviders(<ResponsibleGamingPage />);
    await vi.waitFor(() => expect(offered('protection.state')).toBe(false));
  });

  it('sets the reality check to one of the offered intervals', async () => {
    call.mockImplementation(async (key: string, payload: { minutes: number }) => {
      if (key === 'protection.state') return ok(protectionState());
      if (key === 'protection.history') return history;
      if (key === 'protection.setRealityCheck') return ok(protectionState({ realityCheckMinutes: payload.minutes }));
      throw new Error(key);
    });
    renderWithProviders(<ResponsibleGamingPage />);
    const select = await screen.findByRole('combobox', { name: 'Remind me' });
    expect((select as HTMLSelectElement).value).toBe('60');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every 15 minutes', 'Every 30 minutes', 'Every 45 minutes', 'Every 60 minutes', 'Every 90 minutes', 'Every 120 minutes']);
    await userEvent.selectOptions(select, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledWith('protection.setRealityCheck', { minutes: 15 });
    expect(await screen.findByText('Saved: every 15 minutes.')).toBeTruthy();
  });
});
