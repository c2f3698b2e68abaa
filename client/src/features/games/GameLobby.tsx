import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Pagination } from '../../components/Pagination';
import { Modal } from '../../components/Modal';
import { useIsPhone } from '../../lib/hooks/useIsPhone';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { vendorLanes, type Category } from '../../lib/stores/vendors';
import { useLaunch } from '../../lib/launch/useLaunch';
import { chooseSeamless, seamlessChoiceOffered, seamlessPlay } from '../../lib/launch/seamless';
import { GameGrid } from '../../components/games/GameCard';
import { fetchGamePage, GAME_NAME_MAX } from '../../lib/gameList';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../../components/LoadStatus';
import { listQuery, readFilters, withFilter, writeFilters, type LobbyFilters } from './lobbyFilters';
import { RecentGames } from './RecentGames';
import { Tabs } from '../../components/Tabs';
import { useDebounced } from '../../lib/hooks/useDebounced';
import './games.css';

/** The lane's slot classes (RNG) as tabs; other lanes have none worth a tab row. */
function useClassifyTabs(code: string) {
  const { t } = useTranslation('games');
  const lane = vendorLanes.value.find((l) => l.title.toUpperCase() === code);
  if (code !== 'RNG' || !lane || lane.gameClassify.length === 0) return [];
  return [
    { key: '', label: t('common.all') },
    ...lane.gameClassify.map((c) => ({ key: c.key, label: t(`games.classify.${c.key}`, { defaultValue: c.displayName }) })),
  ];
}

/**
 * A category's game lobby: vendor chips, slot classes and filters, a name search, the
 * page of games and page links. Every filter lives in the URL query. On a phone the vendor chips
 * and the filters are in a sheet behind a Filters button, beside the search.
 */
export function GameLobby({ category, title }: { category: Category; title: string }) {
  useSignals();
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const requested = readFilters(params);
  const unknownVendor = requested.vendor !== null && !category.vendors.some((v) => v.vassalage === requested.vendor);
  const filters: LobbyFilters = unknownVendor ? { ...requested, vendor: null } : requested;
  const { play, busy } = useLaunch();
  const classifyTabs = useClassifyTabs(category.code);
  const ids = useId();
  const panelId = `${ids}-games`;
  const phone = useIsPhone();
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosenFilters = (filters.vendor === null ? 0 : 1) + (filters.minBet1 ? 1 : 0) + (filters.lines25 ? 1 : 0);

  const update = (next: LobbyFilters) => setParams(writeFilters(next));

  // Typing updates the box at once; the query (and the request) follows once typing pauses.
  const [typed, setTyped] = useState(filters.name);
  const settled = useDebounced(typed);
  const pushedName = useRef(filters.name);
  useEffect(() => {
    // The URL changed the name from outside (back button, a link): the box follows it. The
    // box's own changes are left alone so keys typed meanwhile are not lost.
    if (filters.name !== pushedName.current) {
      pushedName.current = filters.name;
      setTyped(filters.name);
    }
  }, [filters.name]);
  useEffect(() => {
    const name = settled.trim();
    if (name === filters.name.trim()) return;
    pushedName.current = name;
    update(withFilter(filters, { name }));
    // Only a settled change of the box moves the URL; the filters it is merged into are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const merchant = brand.value.merchant;
  const lang = language.value;
  const query = listQuery(category.code, filters);
  // A phone asks for the mobile client's games (listClient in lib/gameList.ts): turned across the breakpoint, the page is read again.
  const games = useLoad(JSON.stringify([query, merchant, lang, phone]), (signal) =>
    fetchGamePage(query, { merchant, language: lang }, signal),
  );
  const page = games.state.status === 'ready' ? games.state.value : null;

  const chipHref = (vendor: string | null) => {
    const search = writeFilters(withFilter(filters, { vendor })).toString();
    return `/${category.route}${search ? `?${search}` : ''}`;
  };

  const grid = (
    <div id={panelId} role={classifyTabs.length > 0 ? 'tabpanel' : undefined} aria-busy={games.state.status === 'loading'}>
      <LoadStatus load={games} loadingText={t('games.loading')} failedText={t('games.listFailed')} />
      {page && (
        <>
          <p className="lobby-count" role="status">
            {t('games.count', { count: page.totalCount })}
          </p>
          {page.games.length === 0 ? (
            <p className="status-text">{filters.name ? t('games.noMatch', { name: filters.name }) : t('games.empty')}</p>
          ) : (
            <>
              {/* The cards' names are h3: this keeps the page's headings in order for screen readers. */}
              <h2 className="visually-hidden">{t('games.listLabel', { category: title })}</h2>
              <GameGrid
                games={page.games}
                onPlay={(game) => void play(game)}
                busy={busy}
                label={t('games.listLabel', { category: title })}
              />
            </>
          )}
          <Pagination page={filters.page} pageCount={page.totalPages} onChange={(page) => update({ ...filters, page })} />
        </>
      )}
    </div>
  );

  const vendorChips = (
    <nav className="vendor-filter" aria-label={t('games.filterLabel')}>
      <ul>
        <li>
          <Link to={chipHref(null)} className="chip" aria-current={filters.vendor === null ? 'page' : undefined}>
            {t('common.all')}
          </Link>
        </li>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={chipHref(vendor.vassalage)} className="chip" aria-current={filters.vendor === vendor.vassalage ? 'page' : undefined}>
              {vendor.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  const search = (
    <div role="search" className="lobby-search">
      <label htmlFor={`${ids}-search`}>{t('games.searchLabel')}</label>
      <input
        id={`${ids}-search`}
        type="search"
        value={typed}
        maxLength={GAME_NAME_MAX}
        placeholder={t('games.searchPlaceholder')}
        onChange={(e) => setTyped(e.target.value)}
      />
    </div>
  );
  const checks = (
    <>
      {seamlessChoiceOffered.value && (
        <label className="lobby-check">
          <input type="checkbox" checked={seamlessPlay.value} onChange={(e) => chooseSeamless(e.target.checked)} />
          {t('games.seamlessChoice')}
        </label>
      )}
      {category.code === 'RNG' && (
        <>
          <label className="lobby-check">
            <input type="checkbox" checked={filters.minBet1} onChange={(e) => update(withFilter(filters, { minBet1: e.target.checked }))} />
            {t('games.minBetFilter')}
          </label>
          <label className="lobby-check">
            <input type="checkbox" checked={filters.lines25} onChange={(e) => update(withFilter(filters, { lines25: e.target.checked }))} />
            {t('games.linesFilter')}
          </label>
        </>
      )}
    </>
  );
  const unknownVendorNote = unknownVendor && (
    <p role="status" className="status-text">
      {t('games.unknownVendor', { vendor: requested.vendor })}
    </p>
  );

  return (
    <>
      <RecentGames onPlay={(game) => void play(game)} busy={busy} />
      {phone ? (
        <>
          {unknownVendorNote}
          <div className="lobby-toolbar lobby-toolbar--phone">
            {search}
            <button
              type="button"
              className="btn btn--ghost lobby-filters-button"
              aria-haspopup="dialog"
              aria-label={chosenFilters > 0 ? t('games.filtersChosen', { count: chosenFilters }) : undefined}
              onClick={() => setSheetOpen(true)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t('games.filters')}
              {chosenFilters > 0 && <span className="lobby-filters-button__count">{chosenFilters}</span>}
            </button>
          </div>
          {/* Each choice applies at once (the URL changes behind the sheet); the button at the end says how many games match. */}
          <Modal open={sheetOpen && phone} title={t('games.filters')} onClose={() => setSheetOpen(false)} className="lobby-filters">
            {vendorChips}
            {checks}
            <div className="modal__actions lobby-filters__actions">
              <button type="button" className="btn btn--primary" onClick={() => setSheetOpen(false)}>
                {page ? t('games.showGames', { count: page.totalCount }) : t('games.showGamesPending')}
              </button>
            </div>
          </Modal>
        </>
      ) : (
        <>
          {vendorChips}
          {unknownVendorNote}
          <div className="lobby-toolbar">
            {search}
            {checks}
          </div>
        </>
      )}
      {classifyTabs.length > 0 && (
        <Tabs
          items={classifyTabs}
          selected={filters.classify ?? ''}
          onSelect={(key) => update(withFilter(filters, { classify: key || null }))}
          label={t('games.classifyLabel')}
          panelId={panelId}
          idPrefix={`${ids}-classify`}
        />
      )}
      {grid}
    </>
  );
}
