import { afterEach } from 'vitest';
import { act } from '@testing-library/react';
import { PHONE_QUERY } from '../lib/phoneLayout';

/**
 * A window of a given width for components that choose their layout with matchMedia (jsdom has
 * none): only the phone breakpoint's query is answered, from the width set here. Installed by the
 * first call; removed after each test, which leaves jsdom without matchMedia again (the desktop).
 */
let width = 1366;
const listeners = new Set<() => void>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  window.matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      get matches() {
        return query === PHONE_QUERY && width < 768;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
}

/** Sets the window's width (390 is a common phone); components listening re-render. */
export function setWindowWidth(next: number): void {
  install();
  width = next;
  act(() => {
    for (const listener of [...listeners]) listener();
  });
}

afterEach(() => {
  if (!installed) return;
  // jsdom defines no matchMedia of its own: removing ours restores it.
  Reflect.deleteProperty(window, 'matchMedia');
  installed = false;
  width = 1366;
  listeners.clear();
});
