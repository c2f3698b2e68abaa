import { signal } from '@preact/signals-react';
import type { Announcements } from '../../../../shared/schemas/content';
import { call } from '../../lib/api';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Banners, player notices, popups and promotions come from one announcements call; banners, the
 * notice popup, the home page and the promotion pages share this one copy so the call runs once
 * per language.
 */
export const announcements = signal<Announcements | null>(null);
export const announcementsState = signal<LoadState>('idle');

let loadedFor: string | null = null;
let inflight: { language: string; promise: Promise<void> } | null = null;

/** The types the web front shows: banners, player notices, popups, promotions (spec 1 §9). */
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W' } as const;

/**
 * Loads the announcements unless they are already loaded (or loading) for `language`. The
 * Language header carries the language; the argument only keys the cache.
 */
export function ensureAnnouncements(language: string): Promise<void> {
  if (loadedFor === language && announcementsState.value === 'ready') return Promise.resolve();
  if (inflight && inflight.language === language) return inflight.promise;
  announcementsState.value = 'loading';
  const promise = call('content.announcements', { ...ANNOUNCEMENT_QUERY }).then((answer) => {
    if (inflight?.promise !== promise) return; // a newer language request superseded this one
    inflight = null;
    if (answer.success && answer.value) {
      announcements.value = normalise(answer.value);
      loadedFor = language;
      announcementsState.value = 'ready';
    } else {
      announcementsState.value = 'failed';
    }
  });
  inflight = { language, promise };
  return promise;
}

/** Missing arrays are read as empty: the platform leaves out types that were not requested. */
function normalise(value: Partial<Announcements>): Announcements {
  return {
    banners: value.banners ?? [],
    player: value.player ?? [],
    popup: value.popup ?? [],
    promotion: value.promotion ?? [],
  };
}

/** Forgets the cached copy; tests call it between cases. */
export function resetAnnouncements(): void {
  announcements.value = null;
  announcementsState.value = 'idle';
  loadedFor = null;
  inflight = null;
}
