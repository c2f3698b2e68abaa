import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { useLaunch } from '../../lib/launch/useLaunch';
import { GameGrid } from './GameCard';
import { fetchHotGames } from './hotGameList';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../LoadStatus';
import './games.css';

/** The hot games list: game cards with favourite and play. */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  useSignals();
  const { t } = useTranslation();
  const merchant = brand.value.merchant;
  const lang = language.value;
  const { play, busy } = useLaunch();
  const hot = useLoad(`${merchant}:${lang}`, (signal) => fetchHotGames(merchant, lang, signal));
  const games = hot.state.value ?? null;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="hot-games" aria-labelledby="hot-games-heading" aria-busy={hot.state.status === 'loading'}>
      <Heading id="hot-games-heading" className="section-title">
        {t('games.hotTitle')}
      </Heading>
      <LoadStatus load={hot} loadingText={t('games.loading')} failedText={t('games.hotFailed')} />
      {hot.state.status === 'ready' && hot.state.value.length === 0 && <p className="status-text">{t('games.hotEmpty')}</p>}
      {games !== null && games.length > 0 && (
        <GameGrid games={games} onPlay={(game) => void play(game)} busy={busy} label={t('games.hotTitle')} />
      )}
    </section>
  );
}
