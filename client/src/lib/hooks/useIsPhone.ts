import { useSyncExternalStore } from 'react';
import { isPhone, phoneList } from '../phoneLayout';

function subscribe(onChange: () => void): () => void {
  const list = phoneList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the phone layout applies (lib/phoneLayout.ts), following the window as it is resized or
 * turned: the shell chooses what to render from it, the stylesheets how to lay it out.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
