import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setWindowWidth } from '../test/phone';
import { fetchFavouritePage, fetchGamePage } from './gameList';

vi.mock('./api', () => ({ call: vi.fn() }));
import { call } from './api';

const context = { merchant: 'gamefront1', language: 'EN' };

/** The lists ask for the games of the window's client: the desktop site's, or on a phone the mobile site's (upstream contract, GCSGAME_gameList). */
describe('the game lists on the wire', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'games.list'
        ? { success: true, value: { games: [], totalPages: 0, totalCount: 0, pageNo: 1, pageSize: 28 } }
        : { success: true, value: { content: [], pageNum: 1, totalPages: 0 } }) as never);
  });

  it('asks for the desktop client (flash,html5-desktop, client type 3) on a desktop window', async () => {
    setWindowWidth(1366);
    await fetchGamePage({ gameType: 'RNG', vassalage: 'JL', pageNo: 2 }, context);
    expect(call).toHaveBeenCalledWith(
      'games.list',
      {
        pageSize: 28,
        gameType: 'RNG',
        vassalage: 'JL',
        pageNo: 2,
        platform: 'flash,html5-desktop',
        clientType: 3,
        merchant: 'gamefront1',
        language: 'EN',
      },
      { signal: undefined },
    );
    await fetchFavouritePage(1, 28);
    expect(call).toHaveBeenLastCalledWith(
      'games.favoriteList',
      { clientType: 3, platform: 'flash,html5-desktop', language: 'EN', pageNo: 1, pageSize: 28 },
      { signal: undefined },
    );
  });

  it('asks for the mobile client (html5, client type 2) on a phone', async () => {
    setWindowWidth(390);
    await fetchGamePage({ gameType: 'LIVE', pageNo: 1 }, context);
    expect(call).toHaveBeenCalledWith(
      'games.list',
      { pageSize: 28, gameType: 'LIVE', pageNo: 1, platform: 'html5', clientType: 2, merchant: 'gamefront1', language: 'EN' },
      { signal: undefined },
    );
    await fetchFavouritePage(3, 28);
    expect(call).toHaveBeenLastCalledWith(
      'games.favoriteList',
      { clientType: 2, platform: 'html5', language: 'EN', pageNo: 3, pageSize: 28 },
      { signal: undefined },
    );
  });

  it('follows the window: the next list after a turn across the breakpoint asks for the other client', async () => {
    setWindowWidth(390);
    await fetchGamePage({ pageNo: 1 }, context);
    setWindowWidth(1024);
    await fetchGamePage({ pageNo: 1 }, context);
    expect(vi.mocked(call).mock.calls.map(([, payload]) => payload && 'platform' in payload && payload.platform)).toEqual([
      'html5',
      'flash,html5-desktop',
    ]);
  });
});
