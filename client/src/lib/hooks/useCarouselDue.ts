import { useEffect, useState, type RefObject } from 'react';
import { useIdle } from './useIdle';

/**
 * When a Swiper carousel takes over from its still slides. Until then the still row shows what
 * the carousel would (its first slide, where it stays until autoplay moves it), so the carousel's
 * script and the long task of its start wait until it is needed, instead of competing with the
 * page's first seconds:
 * - at once when the visitor reaches for the banners (a pointer over them, a touch), once the browser is idle;
 * - otherwise when autoplay would first move a row of several slides (`autoplayDelayMs` after they showed);
 * - never on its own for a single slide, which does not move.
 * A slide holding the keyboard focus is not swapped from under it: the carousel waits for the focus to leave.
 */
export function useCarouselDue(area: RefObject<HTMLElement | null>, slideCount: number, shown: boolean, autoplayDelayMs: number): boolean {
  const idle = useIdle();
  const [reached, setReached] = useState(false);
  const [autoplayDue, setAutoplayDue] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => {
    const element = area.current;
    if (!element || !shown) return;
    const reach = () => setReached(true);
    const focusIn = () => setFocusInside(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setFocusInside(false);
    };
    element.addEventListener('pointerenter', reach);
    element.addEventListener('touchstart', reach, { passive: true });
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', reach);
      element.removeEventListener('touchstart', reach);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [area, shown]);

  useEffect(() => {
    if (!shown || slideCount < 2) return;
    const timer = setTimeout(() => setAutoplayDue(true), autoplayDelayMs);
    return () => clearTimeout(timer);
  }, [shown, slideCount, autoplayDelayMs]);

  return idle && (reached || (autoplayDue && !focusInside));
}
