import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/schemas/games';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { useLaunch } from '../../lib/launch/useLaunch';
import { GameGrid } from './GameCard';
import { fetchHotGames } from './hotGameList';
import './games.css';

/** The hot games list: game cards with favourite and play. */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  useSignals();
  const { t } = useTranslation();
  const merchant = brand.value.merchant;
  const lang = language.value;
  const [games, setGames] = useState<Game[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { play, busy } = useLaunch();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    void fetchHotGames(merchant, lang, controller.signal).then((list) => {
      if (controller.signal.aborted) return;
      setGames(list ?? []);
      setFailed(list === null);
    });
    return () => controller.abort();
  }, [merchant, lang]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="hot-games" aria-labelledby="hot-games-heading" aria-busy={games === null}>
      <Heading id="hot-games-heading" className="section-title">{t('games.hotTitle')}</Heading>
      {games === null && <p role="status" className="status-text">{t('games.loading')}</p>}
      {failed && <p role="alert" className="status-text">{t('games.hotFailed')}</p>}
      {games !== null && !failed && games.length === 0 && <p className="status-text">{t('games.hotEmpty')}</p>}
      {games !== null && games.length > 0 && (
        <GameGrid games={games} onPlay={(game) => void play(game)} busy={busy} label={t('games.hotTitle')} />
      )}
    </section>
  );
}
