import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readSessionJson, writeSessionJson } from '../storage';

/** How long a Back waits for a lazily loaded page to grow tall enough to reach its old position. */
const RESTORE_WINDOW_MS = 2000;

type Positions = Record<string, number>;

function savedPositions(): Positions {
  return readSessionJson<Positions>('scrollPositions') ?? {};
}

function remember(key: string, y: number): void {
  const positions = savedPositions();
  positions[key] = Math.round(y);
  // Only the most recent entries matter; keep the stored map small.
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
  writeSessionJson('scrollPositions', positions);
}

/**
 * Scrolls back to `y` once the page is tall enough, and keeps it there while the page grows: a page
 * loaded lazily after Back reaches its full height a moment later, and parts that arrive above the
 * position would move it (the browser's scroll anchoring follows what was in view). Stops as soon as
 * the visitor scrolls or the window passes.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (y === 0 || typeof ResizeObserver !== 'function') return () => undefined;
  const started = Date.now();
  const observer = new ResizeObserver(() => {
    if (Date.now() - started > RESTORE_WINDOW_MS) return stop();
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
  });
  const stop = () => {
    observer.disconnect();
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
  };
  observer.observe(document.body);
  for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(event, stop, { once: true, passive: true });
  return stop;
}

/**
 * Whether this document was loaded again (a reload) or returned to (Back or Forward into it), rather
 * than opened afresh: a page load the router reports as a POP either way.
 */
function documentRevisited(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * A new page opens at its top; Back and Forward return to where the visitor was on that entry
 * (kept per history entry in sessionStorage, so a reload keeps them too). A change of query or
 * hash on the same page (a lobby's filter, a page number) leaves the scroll alone.
 *
 * Every page load that starts on a fresh history entry has the router's key `default`, so positions
 * are kept per key and path, and the page a load opens is restored only on a reload or a Back or
 * Forward into it: a link from elsewhere, or an address typed, opens it at its top.
 */
export function useScrollRestoration(): void {
  const { key: entry, pathname } = useLocation();
  const key = `${entry} ${pathname}`;
  const navigationType = useNavigationType();
  const opening = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position as the visitor scrolls (one write per frame at most). A layout
  // effect, declared before the one that scrolls: a change of page swaps the listener before the new
  // page's scroll to its top (or back to its old place), whose scroll event would otherwise reach the
  // old entry's listener, still attached until passive effects run, and overwrite that entry's position.
  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  useLayoutEffect(() => {
    const pageLoad = opening.current;
    opening.current = false;
    if (navigationType === 'POP' && (!pageLoad || documentRevisited())) return restore(savedPositions()[key] ?? 0);
    window.scrollTo(0, 0);
    return undefined;
    // Only a change of page moves the scroll; `key` alone changes with every query change too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
