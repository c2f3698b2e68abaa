import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { closeGameFrame, gameFrame } from '../../lib/launch/frameState';
import InhousePage from './InhousePage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

describe('/inhouse', () => {
  afterEach(() => {
    clearSession();
    closeGameFrame();
  });

  it('offers the slot, the table and the lottery lobby, each launching its kind', async () => {
    vi.mocked(call).mockImplementation((async (key: string, payload?: Record<string, unknown>) => {
      if (key === 'games.list') {
        const live = payload?.gameType === 'LIVE';
        return {
          success: true,
          value: {
            games: [
              {
                nodeId: live ? 2 : 1,
                gameName: live ? 'Auto Roulette C' : 'Golden Dragon',
                displayName: live ? 'Auto Roulette C' : 'Golden Dragon',
                gameCode: live ? 'EVO_1' : 'JL_1',
                gameType: payload?.gameType,
                vassalage: live ? 'EVO' : 'JL',
                iconUrl: '',
              },
            ],
            totalPages: 1,
            totalCount: 1,
            pageNo: 1,
          },
        };
      }
      if (key === 'games.launch') return { success: true, value: { content: { game_url: 'http://cdn.test/play/x/?t=1' } } };
      return { success: true, value: [] };
    }) as never);
    loginInfo({ token: 't', id: 1, userName: 'player1', type: 0 });
    const user = userEvent.setup();
    renderWithProviders(<InhousePage />, { route: '/inhouse' });
    const table = screen.getByRole('button', { name: 'Play Roulette Table' }) as HTMLButtonElement;
    await waitFor(() => expect(table.disabled).toBe(false));
    expect(screen.getByText('Game: Auto Roulette C')).toBeTruthy();
    await user.click(table);
    // The frame is titled with the game launched, the name its recently played entry carries.
    await waitFor(() => expect(gameFrame.value?.title).toBe('Auto Roulette C'));
    await user.click(screen.getByRole('button', { name: 'Play Lottery Lobby' }));
    const launches = vi
      .mocked(call)
      .mock.calls.filter(([k]) => k === 'games.launch')
      .map(([, p]) => p);
    expect(launches[0]).toMatchObject({ gameId: 'EVO_1', nodeId: 2, vassalage: 'EVO', launchMode: 'GLS' });
    expect(launches[1]).toMatchObject({ launchMode: 'LOTT', lottoView: 'lobby', vassalage: 'TCG_SEA' });
  });
});
