import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/domains/games/schemas';
import { LazyImage } from '../LazyImage';
import { imageUrl } from '../../lib/cdn';
import { requireMember } from '../../lib/requireMember';
import { favoriteIds, toggleFavorite } from '../../lib/stores/games';
import { alertDialog } from '../../lib/stores/ui';
import { gameTitle } from '../../lib/launch/names';
import './games.css';

/** Favourite toggle: members only (guests get the login popup, trial accounts the warning). */
export async function toggleFavouriteFor(game: Game, failed: string): Promise<void> {
  if (!requireMember()) return;
  const result = await toggleFavorite(game);
  if (!result.ok) alertDialog.value = { message: result.message || failed };
}

/** One game: icon, name, vendor, hot badge, a favourite heart and a play button. */
export function GameCard({ game, onPlay, busy = false }: { game: Game; onPlay: (game: Game) => void; busy?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const name = gameTitle(game);
  const favourite = favoriteIds.value.has(game.nodeId);
  return (
    <article className="game-card" aria-label={name}>
      <LazyImage src={imageUrl(game.iconUrl || game.defaultIcon || '')} alt="" width={160} height={160} className="game-tile__icon" />
      {game.isHot === 1 && <span className="vendor-tile__hot">{t('games.hotBadge')}</span>}
      <button
        type="button"
        className="game-card__favourite"
        aria-pressed={favourite}
        aria-label={t('games.favouriteToggle', { game: name })}
        onClick={() => void toggleFavouriteFor(game, t('games.favouriteFailed'))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <h3 className="game-tile__name" translate="no">
        {name}
      </h3>
      <span className="game-tile__vendor" translate="no">
        {game.vassalage}
      </span>
      <button
        type="button"
        className="pill-button game-card__play"
        disabled={busy}
        aria-label={t('games.playGame', { game: name })}
        onClick={() => onPlay(game)}
      >
        {t('games.play')}
      </button>
    </article>
  );
}

/** A grid of game cards sharing one launch. */
export function GameGrid({ games, onPlay, busy, label }: { games: Game[]; onPlay: (game: Game) => void; busy?: boolean; label: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} onPlay={onPlay} busy={busy} />
        </li>
      ))}
    </ul>
  );
}
