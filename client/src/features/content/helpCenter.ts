import { signal } from '@preact/signals-react';
import type { HelpArticle } from '../../../../shared/schemas/content';
import { call } from '../../lib/api';
import type { LoadState } from './announcements';

/** Help-centre topics, shared by the help modal and the footer's topic links; loaded once per language. */
export const helpTopics = signal<HelpArticle[]>([]);
export const helpTopicsState = signal<LoadState>('idle');

let loadedFor: string | null = null;
let inflight: { language: string; promise: Promise<void> } | null = null;

export function ensureHelpTopics(language: string): Promise<void> {
  if (loadedFor === language && helpTopicsState.value === 'ready') return Promise.resolve();
  if (inflight && inflight.language === language) return inflight.promise;
  helpTopicsState.value = 'loading';
  const promise = call('system.helpCenter', { lang: language, device: 'WEB' }).then((answer) => {
    if (inflight?.promise !== promise) return;
    inflight = null;
    if (answer.success && Array.isArray(answer.value)) {
      // Articles the operator switched off (display false) stay hidden.
      helpTopics.value = answer.value.filter((a) => a.display !== false);
      loadedFor = language;
      helpTopicsState.value = 'ready';
    } else {
      helpTopicsState.value = 'failed';
    }
  });
  inflight = { language, promise };
  return promise;
}

export function resetHelpTopics(): void {
  helpTopics.value = [];
  helpTopicsState.value = 'idle';
  loadedFor = null;
  inflight = null;
}
