/**
 * Right to left (Arabic, Persian, Urdu: `<html dir="rtl">`, lib/i18n.ts), a row of tabs runs from
 * right to left, so the arrow keys swap meaning: ArrowLeft moves to the next item, as the WAI-ARIA
 * practices ask for a right-to-left tab list.
 */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** The step a horizontal arrow key takes through items in reading order: 1 forward, -1 back, 0 another key. */
export function arrowStep(key: string, element: Element): -1 | 0 | 1 {
  const forward = isRightToLeft(element) ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : 0;
}
