import { matchRoutes } from 'react-router-dom';
import type { SystemStatus } from '../../../shared/schemas/system';
import { loadCountries } from '../lib/stores/countries';
import { isLoggedIn, setSessionToken } from '../lib/stores/session';
import { loadMemberInfo } from '../lib/memberInfo';
import { loadStatus, statusState } from '../lib/stores/status';
import { loadVendors } from '../lib/stores/vendors';
import { language } from '../lib/i18n';
import { preloadTables } from '../lib/wireTable';
import { preloadFirstBanner } from '../features/banners/preloadBanner';
import { pageRoutes } from './routes';
import { preloadPage } from './lazyPage';

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
 * Boot order of the platform's own site: status first, then the lists the shell
 * needs. The vendors are asked for alongside the status because the menus are drawn from them:
 * the shell waits for both so that its first paint does not jump when the categories arrive.
 */
export async function boot(): Promise<void> {
  const vendors = loadVendors();
  // A member's first calls (details, balance, unread messages) read these catalogue tables.
  if (isLoggedIn.value) preloadTables(['member', 'wallet', 'messages']);
  await loadStatus(preloadFirstPaint(window.location.pathname));
  if (statusState.value !== 0) return;
  await Promise.all([vendors, loadCountries(), loadMemberInfo()]);
}

let started: Promise<void> | null = null;
/** StrictMode mounts twice in development; the boot runs once per page load. */
export function bootOnce(): Promise<void> {
  started ??= boot();
  return started;
}

/**
 * What the first paint of an address waits for besides the status, started beside it instead of
 * after the shell has rendered: the page's chunk, and its banner image (the largest thing most
 * pages paint), whose address needs the announcements and the status's image CDN. Answers what the
 * status must be handed to before the page renders with it.
 */
export function preloadFirstPaint(pathname: string): (status: SystemStatus) => void {
  const page = matchRoutes([...pageRoutes], pathname)?.[0]?.route.Page;
  if (page) preloadPage(page);
  return preloadFirstBanner(pathname, language.value);
}
