import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { closeGameFrame, openGameFrame } from '../../lib/launch/frameState';
import GamePage from './GamePage';
import SeamlessPage from './SeamlessPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const post = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
const balanceCalls = () => vi.mocked(call).mock.calls.filter(([key]) => key === 'cashier.balance').length;

describe('game frame', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockResolvedValue({ success: true, value: { sumBalance: 10, currencySymbol: '₱' } } as never);
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    openGameFrame({ url: 'http://cdn.test:3100/play/slot/?t=abc', title: 'Golden Dragon' });
  });
  afterEach(() => {
    closeGameFrame();
    clearSession();
  });

  it('shows the game in a titled frame that may go full screen', () => {
    renderWithProviders(<GamePage />, { route: '/game' });
    const frame = screen.getByTitle('Golden Dragon') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe('http://cdn.test:3100/play/slot/?t=abc');
    expect(frame.allowFullscreen).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('refreshes the balance on a balance message from the game origin only', () => {
    renderWithProviders(<GamePage />, { route: '/game' });
    post('http://evil.test', { type: 'gamefront:balance' });
    post('http://cdn.test:3100', { type: 'something-else' });
    expect(balanceCalls()).toBe(0);
    post('http://cdn.test:3100', { type: 'gamefront:balance' });
    expect(balanceCalls()).toBe(1);
  });

  it('refreshes the balance when the player leaves the game', async () => {
    const { getByRole, findByText } = renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/seamless" element={<SeamlessPage />} />
      </Routes>,
      { route: '/seamless' },
    );
    act(() => getByRole('button', { name: 'Exit game' }).click());
    await findByText('Home page');
    expect(balanceCalls()).toBe(1);
  });

  it('says so when no game is open', () => {
    closeGameFrame();
    renderWithProviders(<GamePage />, { route: '/game' });
    expect(screen.getByRole('heading', { name: 'No game open' })).toBeTruthy();
  });
});
