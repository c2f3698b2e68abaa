import { signal } from '@preact/signals-core';

/**
 * How many modals are open. Nested modals share one scroll lock (the page scrolls again when the
 * last one closes), and popups that open by themselves wait until no other dialog is showing.
 * Kept apart from components/Modal.tsx so that a page can wait for dialogs without loading one.
 */
export const openModals = signal(0);
let savedOverflow = '';

/** One more modal is open: the page stops scrolling under the first. */
export function lockScroll(): void {
  if (openModals.peek() === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals.value = openModals.peek() + 1;
}

/** One modal fewer: the page scrolls again when the last one closes. */
export function unlockScroll(): void {
  openModals.value = Math.max(0, openModals.peek() - 1);
  if (openModals.peek() === 0) document.body.style.overflow = savedOverflow;
}
