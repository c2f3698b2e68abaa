import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/domains/games/schemas';
import { loadRecentGames, recentGames } from '../../lib/stores/games';
import { useLoad } from '../../lib/load/useLoad';
import { role } from '../../lib/stores/session';
import { GameGrid } from '../../components/games/GameCard';

/**
 * "Recently played" for members; nothing for visitors and trial accounts. A lobby shows it as a
 * scrolling row above its games; `layout="grid"` lays it out as the lobbies' card grid.
 */
export function RecentGames({ onPlay, busy, layout = 'row' }: { onPlay: (game: Game) => void; busy?: boolean; layout?: 'row' | 'grid' }) {
  useSignals();
  const { t } = useTranslation('games');
  const member = role.value === 'member' || role.value === 'agent';

  useLoad(member ? 'recent' : null, loadRecentGames);

  const games = recentGames.value;
  if (!member || !games || games.length === 0) return null;
  return (
    <section className={layout === 'row' ? 'recent-row' : 'recent-grid'} aria-labelledby="recent-games-heading">
      <h2 id="recent-games-heading" className="section-title">
        {t('games.recentTitle')}
      </h2>
      <GameGrid games={games} onPlay={onPlay} busy={busy} label={t('games.recentTitle')} />
    </section>
  );
}
