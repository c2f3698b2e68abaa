import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

export const INFINITE_SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onMore` when the sentinel element comes near the viewport, at most once per `throttleMs`
 * and only while `enabled` (more to load, nothing loading). Returns the ref for the sentinel.
 */
export function useInfiniteScroll(
  onMore: () => void,
  {
    enabled,
    throttleMs = INFINITE_SCROLL_THROTTLE_MS,
    rootMargin = '300px',
  }: { enabled: boolean; throttleMs?: number; rootMargin?: string },
): (element: HTMLElement | null) => void {
  const latest = useRef({ onMore, enabled });
  // The observer's callback reads the latest handler and flag, updated after each render.
  useLayoutEffect(() => {
    latest.current = { onMore, enabled };
  });
  const lastCall = useRef(0);
  const observer = useRef<IntersectionObserver | null>(null);

  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const trigger = useCallback(() => {
    const attempt = () => {
      if (!latest.current.enabled || pending.current !== null) return;
      const wait = lastCall.current + throttleMs - Date.now();
      if (wait > 0) {
        // Within the throttle window: try once more when it ends instead of dropping the request.
        pending.current = setTimeout(() => {
          pending.current = null;
          attempt();
        }, wait);
        return;
      }
      lastCall.current = Date.now();
      latest.current.onMore();
    };
    attempt();
  }, [throttleMs]);

  const sentinel = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );
  // Observing again reports the sentinel's current state: a short page that leaves it in view
  // after a load asks for the next page without the visitor scrolling.
  useEffect(() => {
    if (!enabled || !observer.current || !sentinel.current) return;
    observer.current.unobserve(sentinel.current);
    observer.current.observe(sentinel.current);
  }, [enabled]);

  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      sentinel.current = element;
      // Without IntersectionObserver the list offers its "load more" button instead.
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) trigger();
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [trigger, rootMargin],
  );
}
