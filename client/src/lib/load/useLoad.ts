import { startTransition, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Answer } from './answer';
import { readCached, writeCached } from './sessionCache';

/** What a screen shows for a platform read. `value` is kept while a newer answer is on its way. */
export type LoadState<T> =
  | { status: 'loading'; value: T | undefined }
  | { status: 'error'; value: T | undefined; message: string; errorCode: string | null }
  | { status: 'ready'; value: T };

export interface Loaded<T> {
  state: LoadState<T>;
  /** Asks again after a failure; what was shown stays until the answer arrives. */
  retry: () => void;
  /** Asks again to bring a shown answer up to date (same as retry, named for what the caller means). */
  refresh: () => void;
}

/** A read of the platform: one or more calls, cancelled through the signal. */
export type Loader<T> = (signal: AbortSignal) => Promise<Answer<T>>;

export interface LoadOptions {
  /**
   * Keep the answer in sessionStorage under this name (the platform's session-cached items: game
   * vendors, settings, routers, validation rules, merchant wallet, the home notice). A cached answer
   * shows at once and is revalidated in the background: stale while revalidate.
   */
  sessionCache?: string;
  /** Show the previous key's answer while the next key loads (paging, filters), instead of nothing. */
  keepPrevious?: boolean;
  /** Asks again whenever this changes (a draw took place), keeping the shown answer meanwhile. */
  refreshOn?: string | number;
}

interface Settled<T> {
  key: string;
  round: string;
  answer: Answer<T>;
}

/**
 * The one way a screen reads the platform. `key` names the request (null waits, e.g. until an
 * earlier answer gives a game code); a new key or a retry asks again, and the previous request is
 * cancelled, as it is when the screen goes away. Loading is derived from which key the last answer
 * belongs to, so nothing is set during render or synchronously in an effect.
 */
export function useLoad<T>(key: string | null, loader: Loader<T>, options: LoadOptions = {}): Loaded<T> {
  const { sessionCache, keepPrevious = false, refreshOn = '' } = options;
  const [attempt, setAttempt] = useState(0);
  const round = `${attempt}/${refreshOn}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastGood, setLastGood] = useState<{ key: string; value: T } | null>(null);
  const load = useEffectEvent(loader);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    void load(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.success && sessionCache) writeCached(sessionCache, key, answer.value);
      // An answer renders as a transition: React renders a long list (a lobby's games) in slices
      // that let the browser answer taps between them, where an update outside an event would
      // render it in one uninterrupted task.
      startTransition(() => {
        setSettled({ key, round, answer });
        if (answer.success) setLastGood({ key, value: answer.value });
      });
    });
    return () => controller.abort();
  }, [key, round, sessionCache]);

  const cached = useMemo(() => (key !== null && sessionCache ? readCached<T>(sessionCache, key) : undefined), [key, sessionCache]);
  const shown = lastGood && (lastGood.key === key || keepPrevious) ? lastGood.value : cached;

  let state: LoadState<T>;
  if (key === null || !settled || settled.key !== key || settled.round !== round) {
    state = { status: 'loading', value: shown };
  } else if (settled.answer.success) {
    state = { status: 'ready', value: settled.answer.value };
  } else {
    state = { status: 'error', value: shown, message: settled.answer.message ?? '', errorCode: settled.answer.errorCode ?? null };
  }
  const again = () => setAttempt((n) => n + 1);
  return { state, retry: again, refresh: again };
}
