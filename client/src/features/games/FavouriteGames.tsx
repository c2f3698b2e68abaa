import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/domains/games/schemas';
import { useInfiniteScroll } from '../../lib/hooks/useInfiniteScroll';
import { favoriteIds, markFavourites } from '../../lib/stores/games';
import { isLoggedIn, role } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { useLaunch } from '../../lib/launch/useLaunch';
import { useMembersOnlyPrompt } from '../../lib/hooks/useMembersOnlyPrompt';
import { GameGrid } from '../../components/games/GameCard';
import { fetchFavouritePage, LOBBY_PAGE_SIZE } from '../../lib/gameList';
import { RecentGames } from './RecentGames';

interface ListState {
  games: Game[];
  nextPage: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
}
const initial: ListState = { games: [], nextPage: 1, totalPages: 1, loading: false, error: null };

/** /favorite: the member's favourite games, loaded page after page as the visitor scrolls. */
export function FavouriteGames() {
  useSignals();
  const { t } = useTranslation('games');
  const loggedIn = isLoggedIn.value;
  const trial = role.value === 'trial';
  const { play, busy } = useLaunch();
  const [list, setList] = useState<ListState>(initial);
  const controller = useRef<AbortController | null>(null);

  useMembersOnlyPrompt(!loggedIn);

  // The ref holds the state between renders so two quick triggers never load the same page twice.
  const state = useRef<ListState>(initial);
  const change = useCallback((next: (before: ListState) => ListState) => {
    state.current = next(state.current);
    setList(state.current);
  }, []);

  const loadMore = useCallback(() => {
    const current = state.current;
    if (current.loading || current.nextPage > current.totalPages) return;
    const ask = new AbortController();
    controller.current = ask;
    change((before) => ({ ...before, loading: true, error: null }));
    void fetchFavouritePage(current.nextPage, LOBBY_PAGE_SIZE, ask.signal).then((result) => {
      if (ask.signal.aborted) return;
      if (result.success) markFavourites(result.value.games.map((g) => g.nodeId));
      change((before) =>
        result.success
          ? {
              games: [...before.games, ...result.value.games.filter((g) => !before.games.some((b) => b.nodeId === g.nodeId))],
              nextPage: before.nextPage + 1,
              totalPages: result.value.totalPages,
              loading: false,
              error: null,
            }
          : { ...before, loading: false, error: result.message || t('games.listFailed') },
      );
    });
  }, [change, t]);

  useEffect(() => {
    controller.current?.abort();
    change(() => initial);
    if (loggedIn && !trial) loadMore();
    return () => controller.current?.abort();
  }, [loggedIn, trial, loadMore, change]);

  const more = list.nextPage <= list.totalPages;
  const sentinel = useInfiniteScroll(loadMore, { enabled: loggedIn && !trial && more && !list.loading && list.error === null });
  // A heart switched off here takes the game out of the list at once.
  const shown = list.games.filter((g) => favoriteIds.value.has(g.nodeId));

  const signedIn = loggedIn && !trial;
  return (
    <>
      <section className="favourites" aria-labelledby="favourites-heading" aria-busy={list.loading}>
        <h1 id="favourites-heading" className="section-title">
          {t('games.favouritesTitle')}
        </h1>
        {!signedIn ? (
          <>
            <p className="status-text">{t('games.favouritesLogin')}</p>
            {!loggedIn && (
              <button type="button" className="pill-button" onClick={() => (loginPopup.value = 'login')}>
                {t('header.login')}
              </button>
            )}
          </>
        ) : (
          <>
            {/* The lobbies' grid and cards: a favourite looks the same here as in its lobby. */}
            {shown.length > 0 && (
              <GameGrid games={shown} onPlay={(game) => void play(game)} busy={busy} label={t('games.favouritesTitle')} />
            )}
            {!list.loading && list.error === null && !more && shown.length === 0 && (
              <p className="status-text">{t('games.favouritesEmpty')}</p>
            )}
            {list.loading && (
              <p role="status" className="status-text">
                {t('games.loading')}
              </p>
            )}
            {list.error !== null && (
              <p role="alert" className="status-text">
                {list.error}{' '}
                <button
                  type="button"
                  className="chip"
                  onClick={() => {
                    change((l) => ({ ...l, error: null }));
                    loadMore();
                  }}
                >
                  {t('common.retry')}
                </button>
              </p>
            )}
            {more && !list.loading && list.error === null && (
              <button type="button" className="chip" onClick={loadMore}>
                {t('games.loadMore')}
              </button>
            )}
            <div ref={sentinel} className="load-sentinel" aria-hidden="true" />
          </>
        )}
      </section>
      {/* Recently played is a section of its own after the favourites, in the same card grid. */}
      {signedIn && <RecentGames onPlay={(game) => void play(game)} busy={busy} layout="grid" />}
    </>
  );
}
