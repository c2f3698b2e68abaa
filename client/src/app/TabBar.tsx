import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { GameCategoryRoutes, HomePaths } from '../../../shared/routes';
import { categories, type Category } from '../lib/stores/vendors';
import { isLoggedIn } from '../lib/stores/session';
import { loginPopup } from '../lib/stores/ui';
import { requireMember } from '../lib/requireMember';
import { SafeLink } from '../components/SafeLink';
import { MenuIcon } from '../components/MenuIcon';
import { categoryEntries } from './categoryLinks';

// The menu drawer loads when it is first opened.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** Where the Games tab leads: the first category that opens a lobby page, in the server's order. */
export function gamesPath(list: readonly Category[]): string {
  for (const category of list) {
    const page = categoryEntries(category).find((entry) => !entry.launchesSeaLottery);
    if (page) return page.to;
  }
  return '/rng';
}

/** The pages the Games tab stands for: every lobby, the game lists, the lottery pages and the in-house games. */
const GamePaths: ReadonlySet<string> = new Set([...GameCategoryRoutes.map((route) => `/${route}`), '/lottery', '/vnlottery', '/inhouse']);
const PromotionPaths: ReadonlySet<string> = new Set(['/promotions', '/promoDetail', '/activities']);
const isHome = (pathname: string) => (HomePaths as readonly string[]).includes(pathname);
const isMemberCentre = (pathname: string) => pathname === '/member' || pathname.startsWith('/member/');

function PersonIcon() {
  return (
    <svg className="menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TabLink({
  to,
  active,
  icon,
  label,
  guard,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  label: string;
  guard?: () => boolean;
}) {
  return (
    <li>
      <SafeLink
        to={to}
        className="tab-bar__tab"
        aria-current={active ? 'page' : undefined}
        onClick={guard ? (event) => !guard() && event.preventDefault() : undefined}
      >
        {icon}
        <span className="tab-bar__label">{label}</span>
      </SafeLink>
    </li>
  );
}

/**
 * The phone's bottom tab bar: Home, Games, Promotions, the member centre (or sign-in for a
 * visitor) and Menu, which opens the menu drawer. The shell shows it on a phone, except on the
 * full-bleed pages of a game or a draw board, where it would cover the game; the drawer goes with it
 * (a window widened to the desktop layout has neither).
 */
export function TabBar() {
  useSignals();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that closing it gives the focus back to the Menu tab.
  const [menuWanted, setMenuWanted] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <>
      <nav className="tab-bar" aria-label={t('menu.tabs.label')}>
        <ul className="tab-bar__list">
          <TabLink to="/" active={isHome(pathname)} icon={<MenuIcon name="home" />} label={t('menu.home')} />
          <TabLink
            to={gamesPath(categories.value)}
            active={GamePaths.has(pathname)}
            icon={<MenuIcon name="RNG" />}
            label={t('menu.tabs.games')}
          />
          <TabLink
            to="/promotions"
            active={PromotionPaths.has(pathname)}
            icon={<MenuIcon name="promotions" />}
            label={t('menu.promotions')}
          />
          {isLoggedIn.value ? (
            // A trial account is stopped with the platform's warning, as the side menu's member pages are.
            <TabLink
              to="/member"
              active={isMemberCentre(pathname)}
              icon={<PersonIcon />}
              label={t('menu.tabs.member')}
              guard={requireMember}
            />
          ) : (
            <li>
              <button type="button" className="tab-bar__tab" onClick={() => (loginPopup.value = 'login')}>
                <PersonIcon />
                <span className="tab-bar__label">{t('menu.tabs.signIn')}</span>
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className="tab-bar__tab"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon name="menu" />
              <span className="tab-bar__label">{t('menu.tabs.menu')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
