/**
 * The phone layout's one breakpoint (docs/behaviour/phone-layout.md): below 768 px wide the
 * shell is laid out for a phone. The stylesheets use the same query, `@media (max-width: 767.98px)`
 * (a media query cannot read a custom property, so the number is written out there), and so does
 * the build's `media` on the app's preloads (scripts/firstPaint.ts). Free of React: the boot chunk reads it.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Every window the phone query leaves out: the desktop layout. */
export const DESKTOP_QUERY = `not all and ${PHONE_QUERY}`;

export function phoneList(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

/** Whether the window is phone-sized now; without matchMedia (no layout to measure), the desktop layout. */
export function isPhone(): boolean {
  return phoneList()?.matches ?? false;
}
