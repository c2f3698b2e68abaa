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

  for (const { name, width, client, query, favouritePage } of [
    {
      name: 'the desktop client (flash,html5-desktop, client type 3) on a desktop window',
      width: 1366,
      client: { platform: 'flash,html5-desktop', clientType: 3 },
      query: { gameType: 'RNG', vassalage: 'JL', pageNo: 2 },
      favouritePage: 1,
    },
    {
      name: 'the mobile client (html5, client type 2) on a phone',
      width: 390,
      client: { platform: 'html5', clientType: 2 },
      query: { gameType: 'LIVE', pageNo: 1 },
      favouritePage: 3,
    },
  ] as const) {
    it(`asks for ${name}`, async () => {
      setWindowWidth(width);
      await fetchGamePage(query, context);
      expect(call).toHaveBeenCalledWith(
        'games.list',
        { pageSize: 28, ...query, ...client, merchant: 'gamefront1', language: 'EN' },
        { signal: undefined },
      );
      await fetchFavouritePage(favouritePage, 28);
      expect(call).toHaveBeenLastCalledWith(
        'games.favoriteList',
        { ...client, language: 'EN', pageNo: favouritePage, pageSize: 28 },
        { signal: undefined },
      );
    });
  }

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
