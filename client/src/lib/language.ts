import { signal, computed, type ReadonlySignal } from '@preact/signals-core';
import { brand } from './stores/brand';
import { readLocal } from './storage';

/**
 * The visitor's language as the brand writes it (`EN`, `TL`), apart from i18next: platform calls
 * carry it in their Language header from the first moment of a page load, before the interface
 * text library has arrived (lib/i18n.ts switches it and keeps the choice).
 */

/** The stored choice when the brand still offers it, else the brand default. */
function initialLanguage(): string {
  const offered = brand.value.languages;
  const stored = readLocal('hisLang')?.toUpperCase();
  return stored && offered.includes(stored) ? stored : brand.value.defaultLanguage;
}

const languageState = signal<string>(initialLanguage());

/** The current language as the brand writes it; also the Language header of every call. */
export const language: ReadonlySignal<string> = computed(() => languageState.value);

/** Makes `code` the current language (lib/i18n.ts setLanguage, once its text is there). */
export function adoptLanguage(code: string): void {
  languageState.value = code.toUpperCase();
}
