import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/schemas/games';
import { LazyImage } from '../../components/LazyImage';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { categories } from '../../lib/stores/vendors';
import { fetchHotGames } from './hotGames';
import { vendorHref } from './vendorLink';
import '../content/shared.css';
import './games.css';

/** The hot games list: icons and names, each leading to its provider's lobby. */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  useSignals();
  const { t } = useTranslation();
  const merchant = brand.value.merchant;
  const lang = language.value;
  const [games, setGames] = useState<Game[] | null>(null);
  const [failed, setFailed] = useState(false);

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
  const categoryOf = (game: Game) => categories.value.find((c) => c.vendors.some((v) => v.vassalage === game.vassalage));
  return (
    <section className="hot-games" aria-labelledby="hot-games-heading" aria-busy={games === null}>
      <Heading id="hot-games-heading" className="section-title">{t('games.hotTitle')}</Heading>
      {games === null && <p role="status" className="status-text">{t('games.loading')}</p>}
      {failed && <p role="alert" className="status-text">{t('games.hotFailed')}</p>}
      {games !== null && !failed && games.length === 0 && <p className="status-text">{t('games.hotEmpty')}</p>}
      {games !== null && games.length > 0 && (
        <ul className="game-grid">
          {games.map((game) => {
            const category = categoryOf(game);
            const tile = (
              <>
                <LazyImage src={imageUrl(game.iconUrl || game.defaultIcon || '')} alt="" width={160} height={160} className="game-tile__icon" />
                <span className="game-tile__name">{game.displayName || game.gameName}</span>
                <span className="game-tile__vendor">{game.vassalage}</span>
              </>
            );
            return (
              <li key={game.nodeId}>
                {category ? (
                  <Link className="game-tile" to={vendorHref(category, game)}>{tile}</Link>
                ) : (
                  <div className="game-tile">{tile}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
