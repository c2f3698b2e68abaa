import { loadCountries } from '../lib/stores/countries';
import { isLoggedIn, setSessionToken } from '../lib/stores/session';
import { loadMemberInfo } from '../lib/memberInfo';
import { loadStatus, statusState } from '../lib/stores/status';
import { loadVendors } from '../lib/stores/vendors';
import { language } from '../lib/language';
import { preloadTables } from '../lib/wireTable';
import { preloadFirstBanner, type FirstBannerPreload } from '../features/banners/preloadBanner';

/**
 * A `?token=` in the page address signs the visitor in: it is kept as the
 * session token and taken out of the address so it is neither bookmarked nor shared.
 */
export function adoptTokenFromAddress(loc: Location = window.location, history: History = window.history): void {
  const url = new URL(loc.href);
  const fromAddress = url.searchParams.get('token');
  if (fromAddress === null) return;
  if (fromAddress !== '') setSessionToken(fromAddress);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Free of React and the other libraries (src/main.tsx starts it while they download), like
 * everything it imports.
 *
 * Boot order of the platform's own site: status first, then the lists the shell
 * needs. The vendors are asked for alongside the status because the menus are drawn from them:
 * the shell waits for both so that its first paint does not jump when the categories arrive.
 * `firstBanner` is the page's banner preload when the entry started it (it paints that banner before
 * the app, src/app/earlyBanner.ts); a retry starts its own.
 */
export async function boot(firstBanner?: FirstBannerPreload): Promise<void> {
  const vendors = loadVendors();
  // A member's first calls (details, balance, unread messages) read these catalogue tables.
  if (isLoggedIn.value) preloadTables(['member', 'cashier', 'inbox']);
  // The page's banner (the largest thing most pages paint) starts downloading beside the status.
  const banner = firstBanner ?? preloadFirstBanner(window.location.pathname, language.value);
  await loadStatus(banner.statusArrived);
  if (statusState.value !== 0) return;
  await Promise.all([vendors, loadCountries(), loadMemberInfo()]);
}

let started: Promise<void> | null = null;
/** StrictMode mounts twice in development; the boot runs once per page load. */
export function bootOnce(firstBanner?: FirstBannerPreload): Promise<void> {
  started ??= boot(firstBanner);
  return started;
}
