import { useSyncExternalStore } from 'react';

/**
 * The phone layout's one breakpoint (docs/architecture.md, "Phone layout"): below 768 px wide the
 * shell is laid out for a phone. The stylesheets use the same query, `@media (max-width: 767.98px)`
 * (a media query cannot read a custom property, so the number is written out there).
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

function phoneList(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = phoneList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized now; without matchMedia (no layout to measure), the desktop layout. */
export function isPhone(): boolean {
  return phoneList()?.matches ?? false;
}

/**
 * Whether the phone layout applies, following the window as it is resized or turned: the shell
 * chooses what to render from it, the stylesheets how to lay it out.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
