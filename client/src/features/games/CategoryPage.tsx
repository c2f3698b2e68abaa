import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { categories, type Category } from '../../lib/stores/vendors';
import { PvpRooms } from './PvpRooms';
import { FavouriteGames } from './FavouriteGames';
import { GameLobby } from './GameLobby';
import { Jackpots } from './Jackpots';
import { Matches } from './Matches';
import { HotGames } from '../../components/games/HotGames';
import { Tabs } from '../../components/Tabs';
import './games.css';

/** The games route: /rng … /elott are category lobbies; /hot and /favorite are lists of games. */
export default function CategoryPage() {
  const { pathname } = useLocation();
  const route = pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <div className="page games-page">
      {route === 'hot' ? <HotGames headingLevel={1} /> : route === 'favorite' ? <FavouriteGames /> : <CategoryLobby route={route} />}
    </div>
  );
}

function CategoryLobby({ route }: { route: string }) {
  useSignals();
  const { t } = useTranslation('games');
  const category = categories.value.find((c) => c.route === route);
  const title = t(`menu.categories.${category?.code ?? route.toUpperCase()}`, { defaultValue: route.toUpperCase() });

  return (
    <section aria-labelledby="category-heading">
      <h1 id="category-heading" className="section-title">
        {title}
      </h1>
      {!category ? (
        <>
          <p className="status-text">{t('games.noProviders')}</p>
          <Link to="/" className="text-link">
            {t('common.backHome')}
          </Link>
        </>
      ) : category.code === 'PVP' ? (
        <PvpLobby category={category} title={title} />
      ) : (
        <>
          {category.code === 'RNG' && <Jackpots />}
          {category.code === 'SPORTS' && <SportsMatches category={category} />}
          <GameLobby key={category.code} category={category} title={title} />
        </>
      )}
    </section>
  );
}

/** The sports lobby's matches follow its chosen book (`?vendor=`), when it is one of the lobby's. */
function SportsMatches({ category }: { category: Category }) {
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  return <Matches vendor={vendor && category.vendors.some((v) => v.vassalage === vendor) ? vendor : null} />;
}

/** PVP has two views: its games and its open rooms (`?view=rooms`). */
function PvpLobby({ category, title }: { category: Category; title: string }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const view = params.get('view') === 'rooms' ? 'rooms' : 'games';
  const panelId = `${ids}-panel`;
  const select = (key: string) => {
    const next = new URLSearchParams();
    const vendor = params.get('vendor');
    if (vendor) next.set('vendor', vendor);
    if (key === 'rooms') next.set('view', 'rooms');
    setParams(next);
  };
  return (
    <>
      <Tabs
        items={[
          { key: 'games', label: t('pvp.gamesTab') },
          { key: 'rooms', label: t('pvp.roomsTab') },
        ]}
        selected={view}
        onSelect={select}
        label={t('pvp.viewLabel')}
        panelId={panelId}
        idPrefix={`${ids}-view`}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${ids}-view-${view}`}>
        {view === 'rooms' ? <PvpRooms vendor={params.get('vendor')} /> : <GameLobby category={category} title={title} />}
      </div>
    </>
  );
}
