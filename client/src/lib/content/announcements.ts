import type { Announcements } from '../../../../shared/domains/content/schemas';
import { call } from '../api';
import { perLanguage } from './perLanguage';

export type { LoadState } from './perLanguage';

/** The types the web front shows: banners, player notices, popups, promotions. */
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W' } as const;

/** Missing arrays are read as empty: the platform leaves out types that were not requested. */
function normalise(value: Partial<Announcements>): Announcements {
  return {
    banners: value.banners ?? [],
    player: value.player ?? [],
    popup: value.popup ?? [],
    promotion: value.promotion ?? [],
  };
}

/**
 * Banners, player notices, popups and promotions come from one announcements call; banners, the
 * notice popup, the home page and the promotion pages share this one copy. The Language header
 * carries the language; the argument only keys the cache.
 */
const cache = perLanguage<Announcements | null>(null, async () => {
  const answer = await call('content.announcements', { ...ANNOUNCEMENT_QUERY });
  return answer.success && answer.value ? normalise(answer.value) : null;
});

export const announcements = cache.data;
export const announcementsState = cache.state;
export const ensureAnnouncements = cache.ensure;
export const resetAnnouncements = cache.reset;
