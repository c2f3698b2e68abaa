import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { signal, computed, type ReadonlySignal } from '@preact/signals-react';
import { brand } from './stores/brand';
import { readLocal, writeLocal } from './storage';

/**
 * i18next with one JSON file per language, each loaded on demand so a visitor downloads only
 * the language they read (plus English as the fallback). The brand speaks upper-case codes
 * (`EN`, `TL`, used in the Language header); i18next and `<html lang>` use lower case.
 */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export const FALLBACK_LANGUAGE = 'EN';

const localeLoaders = import.meta.glob<ResourceLanguage>('../locales/*.json', { import: 'default' });

function loaderFor(code: string): (() => Promise<ResourceLanguage>) | undefined {
  return localeLoaders[`../locales/${code.toLowerCase()}.json`];
}

/** Language names as their own speakers write them (shown in the language lists). */
const NativeNames: Readonly<Record<string, string>> = {
  EN: 'English',
  TL: 'Filipino',
  VI: 'Tiếng Việt',
  HI: 'हिन्दी',
  ZH: '中文',
  CN: '中文',
  TH: 'ไทย',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  KO: '한국어',
  JA: '日本語',
  ES: 'Español',
  PT: 'Português',
  TR: 'Türkçe',
  AR: 'العربية',
  RU: 'Русский',
};

export function nativeLanguageName(code: string): string {
  const upper = code.toUpperCase();
  if (NativeNames[upper]) return NativeNames[upper];
  try {
    return new Intl.DisplayNames([code.toLowerCase()], { type: 'language' }).of(code.toLowerCase()) ?? upper;
  } catch {
    return upper;
  }
}

/** The stored choice when the brand still offers it, else the brand default. */
function initialLanguage(): string {
  const offered = brand.value.languages;
  const stored = readLocal('hisLang')?.toUpperCase();
  return stored && offered.includes(stored) ? stored : brand.value.defaultLanguage;
}

const languageState = signal<string>(initialLanguage());

/** The current language as the brand writes it (`EN`, `TL`); also the Language header of every call. */
export const language: ReadonlySignal<string> = computed(() => languageState.value);

async function ensureLoaded(code: string): Promise<void> {
  const lng = code.toLowerCase();
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const load = loaderFor(code);
  if (!load) return; // no interface file for this language: i18next falls back to English
  i18n.addResourceBundle(lng, 'translation', await load(), true, true);
}

function applyDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code.toLowerCase();
}

/** Boot: loads the current language (and the fallback) before the first render. */
export async function initI18n(): Promise<void> {
  const code = languageState.value;
  const resources: Resource = {};
  const wanted = code === FALLBACK_LANGUAGE ? [code] : [code, FALLBACK_LANGUAGE];
  await Promise.all(
    wanted.map(async (c) => {
      const load = loaderFor(c);
      if (load) resources[c.toLowerCase()] = { translation: await load() };
    }),
  );
  await i18n.init({
    resources,
    lng: code.toLowerCase(),
    fallbackLng: FALLBACK_LANGUAGE.toLowerCase(),
    interpolation: { escapeValue: false }, // React escapes already
  });
  applyDocumentLanguage(code);
}

/** Switches the interface at once and remembers the choice (localStorage `hisLang` and `lang`). */
export async function setLanguage(code: string): Promise<void> {
  const upper = code.toUpperCase();
  await ensureLoaded(upper);
  await i18n.changeLanguage(upper.toLowerCase());
  languageState.value = upper;
  writeLocal('hisLang', upper);
  writeLocal('lang', upper.toLowerCase());
  applyDocumentLanguage(upper);
}
