import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { closeGameFrame, openGameFrame } from '../../lib/launch/frameState';
import { PLAYING_REFRESH_MS, resetBalance } from '../../lib/stores/wallet';
import GamePage from './GamePage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const balanceCalls = () => vi.mocked(call).mock.calls.filter(([key]) => key === 'cashier.balance').length;
let sum = 10;

describe('/game balance', () => {
  beforeEach(() => {
    sum = 10;
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async () => ({
      success: true,
      value: { sumBalance: sum, balance: [], currency: 'PHP', currencySymbol: '₱' },
    })) as never);
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    openGameFrame({ url: 'http://cdn.test:3100/play/slot/?t=abc', title: 'Golden Dragon' });
    resetBalance();
  });
  afterEach(() => {
    vi.useRealTimers();
    closeGameFrame();
    clearSession();
    resetBalance();
  });

  it('shows the balance beside the game and reads it again when the window gets the focus back', async () => {
    renderWithProviders(<GamePage />, { route: '/game' });
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group.textContent).toContain('Balance updating…');
    sum = 42.5;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(balanceCalls()).toBe(1);
    expect(group.textContent).toContain('42.50');
  });

  it('reads the balance every 15 s while the game is open, and stops when it closes', async () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProviders(<GamePage />, { route: '/game' });
    await act(async () => {
      vi.advanceTimersByTime(PLAYING_REFRESH_MS - 1);
    });
    expect(balanceCalls()).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(balanceCalls()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(PLAYING_REFRESH_MS);
    });
    expect(balanceCalls()).toBe(2);
    unmount();
    const afterClose = balanceCalls();
    vi.advanceTimersByTime(PLAYING_REFRESH_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(balanceCalls()).toBe(afterClose);
  });

  it('shows no balance to a visitor', () => {
    clearSession();
    renderWithProviders(<GamePage />, { route: '/game' });
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
  });
});
