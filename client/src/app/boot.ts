import type { MemberInfo } from '../../../shared/schemas/member';
import { call } from '../lib/api';
import { loadCountries } from '../lib/stores/countries';
import { memberInfo, setSessionToken, token } from '../lib/stores/session';
import { loadStatus, statusState } from '../lib/stores/status';
import { loadVendors } from '../lib/stores/vendors';
import { writeSession } from '../lib/storage';

/**
 * A `?token=` in the page address signs the visitor in (spec 1 §4.3, reference §1): it is kept as the
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

function isMemberInfo(value: unknown): value is MemberInfo {
  const v = value as Partial<MemberInfo> | null;
  return typeof v === 'object' && v !== null && typeof v.account === 'string' && typeof v.type === 'number';
}

/** Member info at start when a token exists (spec 1 §7); the role keys follow it into the session. */
export async function loadMemberInfo(): Promise<void> {
  if (!token.value) return;
  const answer = await call('member.info');
  if (!answer.success || !isMemberInfo(answer.value)) return;
  const info = answer.value;
  memberInfo.value = info;
  writeSession('account', info.account);
  writeSession('customerId', String(info.id));
  writeSession('isAgent', String(info.type));
}

/**
 * Boot order of the platform's own site (reference §7): status first, then the lists the shell
 * needs. The vendors are asked for alongside the status because the menus are drawn from them:
 * the shell waits for both so that its first paint does not jump when the categories arrive.
 */
export async function boot(): Promise<void> {
  const vendors = loadVendors();
  await loadStatus();
  if (statusState.value !== 0) return;
  await Promise.all([vendors, loadCountries(), loadMemberInfo()]);
}

let started: Promise<void> | null = null;
/** StrictMode mounts twice in development; the boot runs once per page load. */
export function bootOnce(): Promise<void> {
  started ??= boot();
  return started;
}
