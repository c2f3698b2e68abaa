import { signal, effect } from '@preact/signals-core';
import { brand } from './stores/brand';
import { readLocal, writeLocal } from './storage';

export type Theme = 'dark' | 'light';

function initialTheme(): Theme {
  const stored = readLocal('theme');
  return stored === 'dark' || stored === 'light' ? stored : brand.value.theme;
}

export const theme = signal<Theme>(initialTheme());

/** Keeps the document attribute (which switches the CSS custom properties) and storage in step. */
export function applyTheme(): () => void {
  return effect(() => {
    const current = theme.value;
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = current;
  });
}

export function setTheme(next: Theme): void {
  theme.value = next;
  writeLocal('theme', next);
}

export function toggleTheme(): void {
  setTheme(theme.value === 'dark' ? 'light' : 'dark');
}
