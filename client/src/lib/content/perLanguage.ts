import { signal, type Signal } from '@preact/signals-core';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface PerLanguage<T> {
  data: Signal<T>;
  state: Signal<LoadState>;
  /** Loads unless already loaded (or loading) for `language`; a newer language supersedes an older request. */
  ensure(language: string): Promise<void>;
  /** Forgets the cached copy; tests call it between cases. */
  reset(): void;
}

/**
 * One copy of platform content per language, shared by every component that shows it, so its call
 * runs once per language. `load` answers the content, or null when the platform refused.
 */
export function perLanguage<T>(empty: T, load: (language: string) => Promise<T | null>): PerLanguage<T> {
  const data = signal<T>(empty);
  const state = signal<LoadState>('idle');
  let loadedFor: string | null = null;
  let inflight: { language: string; promise: Promise<void> } | null = null;

  function ensure(language: string): Promise<void> {
    if (loadedFor === language && state.value === 'ready') return Promise.resolve();
    if (inflight && inflight.language === language) return inflight.promise;
    state.value = 'loading';
    const promise = load(language).then((value) => {
      if (inflight?.promise !== promise) return; // a newer language request superseded this one
      inflight = null;
      if (value === null) {
        state.value = 'failed';
        return;
      }
      data.value = value;
      loadedFor = language;
      state.value = 'ready';
    });
    inflight = { language, promise };
    return promise;
  }

  function reset(): void {
    data.value = empty;
    state.value = 'idle';
    loadedFor = null;
    inflight = null;
  }

  return { data, state, ensure, reset };
}
