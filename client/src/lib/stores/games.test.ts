import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loginInfo } from './session';
import { favoriteIds, recentGames, toggleFavorite } from './games';

vi.mock('../api', () => ({ call: vi.fn() }));
import { call } from '../api';

describe('games store', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'games.favoriteIds' ? { success: true, value: [5, 6] } : { success: true, value: null }) as never);
  });
  afterEach(() => clearSession());

  it('loads the favourite ids after a member signs in and forgets them at sign-out', async () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', type: 0 });
    await vi.waitFor(() => expect([...favoriteIds.value]).toEqual([5, 6]));
    clearSession();
    expect(favoriteIds.value.size).toBe(0);
    expect(recentGames.value).toBeNull();
  });

  it('never loads favourites for a trial account', () => {
    loginInfo({ token: 't', id: 2, userName: 'trial000001', type: 4 });
    expect(call).not.toHaveBeenCalledWith('games.favoriteIds');
  });

  it('toggles by node id and restores the heart when refused', async () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', type: 0 });
    await vi.waitFor(() => expect(favoriteIds.value.has(5)).toBe(true));
    vi.mocked(call).mockResolvedValueOnce({ success: false, value: null, message: 'nope' } as never);
    expect(await toggleFavorite({ nodeId: 5, vassalage: 'JL', gameType: 'RNG' })).toEqual({ ok: false, message: 'nope' });
    expect(call).toHaveBeenLastCalledWith('games.removeFavorite', { nodeId: 5, vendor: 'JL', gameType: 'RNG' });
    expect(favoriteIds.value.has(5)).toBe(true);
    vi.mocked(call).mockResolvedValueOnce({ success: true, value: null } as never);
    expect(await toggleFavorite({ nodeId: 9, vassalage: 'PG', gameType: 'RNG' })).toEqual({ ok: true, favourite: true });
    expect(call).toHaveBeenLastCalledWith('games.addFavorite', { nodeId: 9, vendor: 'PG', gameType: 'RNG' });
    expect(favoriteIds.value.has(9)).toBe(true);
  });
});
