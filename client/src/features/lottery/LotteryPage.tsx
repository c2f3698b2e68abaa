import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../lib/i18n';
import { readSession } from '../../lib/storage';
import { brand } from '../../lib/stores/brand';
import { isLoggedIn, memberInfo } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { useLaunch } from '../../lib/launch/useLaunch';
import { fetchMenus, fetchOpened, fetchPopular, type PopularLottery } from './lotteryData';
import { formatClock } from '../../lib/formatClock';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../../components/LoadStatus';
import { favouritesOf, toggleLotteryFavorite } from './lotteryFavorites';
import { NumberBalls } from './NumberBalls';
import { ResultsTable } from './ResultsTable';
import { LotteryMenu, menuGameName } from './LotteryMenu';
import { useNow } from '../../lib/hooks/useNow';
import './lottery.css';

/** A draw materialises on the platform when it is read; a moment after zero the new numbers are there. */
const AFTER_DRAW_DELAY_MS = 1000;

const nameOf = (game: PopularLottery) => game.labelName || game.gameName || game.gameCode;

/** The chosen game: from the popular list (with its next draw) or, when it is not popular, from the menu. */
interface ChosenLottery {
  gameCode: string;
  name: string;
  nextDrawTime: number | null;
}

/**
 * /lottery?gameCode&playType: the lottery menu by group at the side; popular lotteries with their
 * last numbers and countdowns, the chosen game's latest results and its betting view beside it.
 */
export default function LotteryPage() {
  useSignals();
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const onlyFavourites = params.get('filter') === 'favorites';
  const prizeMode = brand.value.lotteryType;
  const lang = language.value;
  const loggedIn = isLoggedIn.value;
  const username = loggedIn ? (memberInfo.value?.account ?? readSession('username')) : null;
  const starred = favouritesOf(username);
  const now = useNow();
  const { playLottery, busy } = useLaunch();

  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const popular = useLoad(`${prizeMode}:${lang}`, (signal) => fetchPopular({ prizeMode, language: lang }, signal), { refreshOn: round });
  const menus = useLoad(prizeMode, (signal) => fetchMenus(prizeMode, signal));

  // When a countdown reaches zero the list (and the chosen game's results) are read again, once per draw time.
  const games = popular.state.value ?? [];
  const nextDue = games
    .map((g) => g.nextDrawTime)
    .filter((v): v is number => v !== null && v <= now)
    .sort((a, b) => a - b)[0];
  const refreshedFor = useRef<number | null>(null);
  useEffect(() => {
    if (nextDue === undefined || refreshedFor.current === nextDue) return;
    refreshedFor.current = nextDue;
    const timer = setTimeout(refresh, AFTER_DRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nextDue, refresh]);

  const setQuery = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  const popularChoice = games.find((g) => g.gameCode === gameCode);
  const menuChoice = menus.state.value?.flatMap((group) => group.gameMenus).find((g) => g.gameCode === gameCode);
  const selected: ChosenLottery | undefined = popularChoice
    ? { gameCode: popularChoice.gameCode, name: nameOf(popularChoice), nextDrawTime: popularChoice.nextDrawTime }
    : menuChoice && { gameCode: menuChoice.gameCode, name: menuGameName(menuChoice), nextDrawTime: null };
  const shown = onlyFavourites ? games.filter((g) => starred.includes(g.gameCode)) : games;
  // Until the game menu has arrived a phone leaves the board out: the menu comes first in its one column (lottery.css).
  const menuPending = menus.state.status === 'loading' && menus.state.value === undefined;

  const star = (game: PopularLottery) => {
    if (!username) {
      loginPopup.value = 'login';
      return;
    }
    toggleLotteryFavorite(username, game.gameCode);
  };

  return (
    <div className="page lottery-page">
      <h1 className="section-title">{t('lottery.title')}</h1>
      <div className="lottery-toolbar">
        <div role="group" aria-label={t('lottery.filterLabel')} className="lottery-toolbar__group">
          <button type="button" className="chip" aria-pressed={!onlyFavourites} onClick={() => setQuery({ filter: null })}>
            {t('common.all')}
          </button>
          <button type="button" className="chip" aria-pressed={onlyFavourites} onClick={() => setQuery({ filter: 'favorites' })}>
            {t('lottery.favourites')}
          </button>
        </div>
        <button type="button" className="chip" onClick={refresh}>
          {t('lottery.refresh')}
        </button>
        <button
          type="button"
          className="pill-button"
          disabled={busy}
          onClick={() => void playLottery({ view: 'lobby', title: t('lottery.lobbyTitle') })}
        >
          {t('lottery.openLobby')}
        </button>
      </div>

      <div className={menuPending ? 'lottery-layout lottery-layout--menu-pending' : 'lottery-layout'}>
        <div className="lottery-layout__side">
          <LoadStatus load={menus} loadingText={t('lottery.loading')} failedText={t('lottery.menusFailed')} />
          {menus.state.status === 'ready' && menus.state.value.length === 0 && <p className="status-text">{t('lottery.empty')}</p>}
          {menus.state.value && menus.state.value.length > 0 && (
            <LotteryMenu groups={menus.state.value} basePath="/lottery" selected={gameCode} label={t('lottery.menuLabel')} />
          )}
        </div>
        <div className="lottery-layout__main">
          {selected && (
            <SelectedLottery
              game={selected}
              playType={playType}
              now={now}
              round={round}
              loggedIn={loggedIn}
              busy={busy}
              onBet={() => void playLottery({ view: 'betting', gameCode: selected.gameCode, title: selected.name })}
            />
          )}

          <section aria-labelledby="popular-lotteries">
            <h2 id="popular-lotteries" className="lottery-group__title">
              {t('lottery.popularTitle')}
            </h2>
            <LoadStatus load={popular} loadingText={t('lottery.loading')} failedText={t('lottery.failed')} />
            {popular.state.status === 'ready' && shown.length === 0 && (
              <p className="status-text">{onlyFavourites ? t('lottery.noFavourites') : t('lottery.empty')}</p>
            )}
            <ul className="lottery-cards">
              {shown.map((game) => {
                const current = game.gameCode === gameCode;
                const isStarred = starred.includes(game.gameCode);
                const search = new URLSearchParams(params);
                search.set('gameCode', game.gameCode);
                search.delete('playType');
                return (
                  <li key={game.gameCode}>
                    <article className={current ? 'lottery-card lottery-card--current' : 'lottery-card'} aria-label={nameOf(game)}>
                      <div className="lottery-card__head">
                        <Link
                          to={`/lottery?${search.toString()}`}
                          className="lottery-card__name"
                          aria-current={current ? 'true' : undefined}
                        >
                          {nameOf(game)}
                        </Link>
                        <button
                          type="button"
                          className="lottery-card__star"
                          aria-pressed={isStarred}
                          aria-label={t('lottery.favouriteToggle', { game: nameOf(game) })}
                          onClick={() => star(game)}
                        >
                          <span aria-hidden="true">{isStarred ? '★' : '☆'}</span>
                        </button>
                      </div>
                      {game.lastIssue && <span className="lottery-card__issue">{t('lottery.issue', { issue: game.lastIssue })}</span>}
                      <NumberBalls numbers={game.lastNumbers} />
                      {game.nextDrawTime !== null && (
                        <span className="lottery-card__countdown">
                          {t('lottery.nextDraw', { time: formatClock(game.nextDrawTime - now, { padMinutes: true }) })}
                        </span>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

function SelectedLottery({
  game,
  playType,
  now,
  round,
  loggedIn,
  busy,
  onBet,
}: {
  game: ChosenLottery;
  playType: string | null;
  now: number;
  round: number;
  loggedIn: boolean;
  busy: boolean;
  onBet: () => void;
}) {
  const { t } = useTranslation('lottery');
  const opened = useLoad(loggedIn ? game.gameCode : null, (signal) => fetchOpened(game.gameCode, signal), { refreshOn: round });

  return (
    <section className="lottery-selected" aria-labelledby="lottery-selected-heading">
      <h2 id="lottery-selected-heading" className="lottery-selected__title">
        {game.name}
      </h2>
      <p className="lottery-page__chosen" role="status">
        {t('lottery.chosen', { game: game.name })}
        {playType && ` · ${t('lottery.playType', { playType })}`}
        {game.nextDrawTime !== null && ` · ${t('lottery.nextDraw', { time: formatClock(game.nextDrawTime - now, { padMinutes: true }) })}`}
      </p>
      <button type="button" className="pill-button lottery-selected__bet" disabled={busy} onClick={onBet}>
        {t('lottery.betNow')}
      </button>
      <h3 className="lottery-group__title">{t('lottery.resultsTitle')}</h3>
      {!loggedIn ? (
        <p className="status-text">
          {t('lottery.resultsLogin')}{' '}
          <button type="button" className="chip" onClick={() => (loginPopup.value = 'login')}>
            {t('header.login')}
          </button>
        </p>
      ) : opened.state.value === undefined ? (
        <LoadStatus load={opened} loadingText={t('lottery.loadingResults')} failedText={t('lottery.resultsFailed')} />
      ) : (
        <ResultsTable rows={opened.state.value} caption={t('lottery.resultsCaption', { game: game.name })} />
      )}
    </section>
  );
}
