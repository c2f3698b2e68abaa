import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/schemas/games';
import { loadRecentGames, recentGames } from '../../lib/stores/games';
import { useLoad } from '../../lib/load/useLoad';
import { role } from '../../lib/stores/session';
import { GameGrid } from '../../components/games/GameCard';

/** "Recently played" for members; nothing for visitors and trial accounts. */
export function RecentGames({ onPlay, busy }: { onPlay: (game: Game) => void; busy?: boolean }) {
  useSignals();
  const { t } = useTranslation('games');
  const member = role.value === 'member' || role.value === 'agent';

  useLoad(member ? 'recent' : null, loadRecentGames);

  const games = recentGames.value;
  if (!member || !games || games.length === 0) return null;
  return (
    <section className="recent-row" aria-labelledby="recent-games-heading">
      <h2 id="recent-games-heading" className="section-title">
        {t('games.recentTitle')}
      </h2>
      <GameGrid games={games} onPlay={onPlay} busy={busy} label={t('games.recentTitle')} />
    </section>
  );
}
