import { systemStatus, resourceOf } from '../../lib/stores/status';
import { readSessionValue, writeSessionValue } from './socialState';

export const SocialProviders = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SocialProviders)[number];

export function isSocialProvider(name: string | null): name is SocialProviderName {
  return name === 'google' || name === 'facebook';
}

/**
 * Where the identity provider lives: a SOCIALLOGIN resource when the platform publishes one, else
 * the origin of the launch CDN (the platform's own public address).
 */
export function identityProviderBase(): string | null {
  const resource = resourceOf('SOCIALLOGIN');
  const candidates = [
    resource?.url,
    systemStatus.value?.launchGameCDN,
    systemStatus.value?.info.launchGameCDNs[0],
    systemStatus.value?.imageCDN,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return resource?.url === candidate ? candidate.replace(/\/+$/, '') : new URL(candidate).origin;
    } catch {
      // not an absolute address: try the next one
    }
  }
  return null;
}

/** The address the provider returns to: this site's /login. */
export function socialRedirectUri(origin = window.location.origin): string {
  return `${origin}/login`;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Builds the authorize address and remembers the state, which the return must carry back. */
export function socialAuthorizeUrl(provider: SocialProviderName, origin = window.location.origin): string | null {
  const base = identityProviderBase();
  if (!base) return null;
  const state = randomState();
  writeSessionValue(state);
  const url = new URL(`${base}/idp/${provider}/authorize`);
  url.searchParams.set('redirect_uri', socialRedirectUri(origin));
  url.searchParams.set('state', state);
  return url.toString();
}

/** True once per issued state: a replayed or forged return is refused. */
export function takeSocialState(state: string | null): boolean {
  const expected = readSessionValue();
  writeSessionValue(null);
  return Boolean(state) && expected === state;
}
