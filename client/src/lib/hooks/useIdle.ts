import { useEffect, useState } from 'react';

/** How long a busy page waits at most before the work that waits for idle runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` once the browser is idle (at most IDLE_TIMEOUT_MS later); answers the cancel. */
function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/**
 * True once the browser has been idle after the first paint: work that the first paint does not
 * need (a carousel's script) waits for it, so it never competes with what the visitor sees first.
 * Turning true renders the caller again; work that shows nothing belongs in `useIdleTask`.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * Runs `task` once the browser has been idle after the first paint, without rendering the caller
 * again: in the shell, a state change would render the whole page once more, a long task on a slow
 * phone while the page is still settling. `task` is read when the component mounts.
 */
export function useIdleTask(task: () => void): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the task of the first render runs once
  useEffect(() => onIdle(task), []);
}
