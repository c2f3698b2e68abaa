import { useEffect, useState } from 'react';

/** How long a busy page waits at most before the work that waits for idle runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has been idle after the first paint: work that the first paint does not
 * need (a carousel's script) waits for it, so it never competes with what the visitor sees first.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(done, 0);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}
