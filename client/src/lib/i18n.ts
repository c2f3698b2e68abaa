import i18next, { type BackendModule, type InitOptions, type ThirdPartyModule } from 'i18next';
import { initReactI18next, type ReportNamespaces } from 'react-i18next';
import { writeLocal } from './storage';
import { directionOf, localeOf } from '../../../shared/languages';
import { adoptLanguage, language } from './language';
import { BOOT_NAMESPACES, COMMON_NAMESPACE, FALLBACK_LANGUAGE, preloadNamespace, readNamespace, shipsLanguage } from './localeFiles';

export { directionOf, localeOf, nativeLanguageName } from '../../../shared/languages';
export { language } from './language';
export { BOOT_NAMESPACES, COMMON_NAMESPACE, FALLBACK_LANGUAGE, preloadNamespace } from './localeFiles';

/**
 * i18next over `locales/<language>/<namespace>.json`: each file is fetched (lib/localeFiles.ts) the
 * first time a component asks for that namespace in that language, so a visitor downloads the shell's
 * text and then only the areas they open, in the language they read. The brand speaks upper-case
 * codes (`EN`, `TL`, used in the Language header); i18next and the locale folders use lower case.
 */
export const i18n = i18next.createInstance();

/**
 * The i18next backend over the locale files. A language without files reads as empty, so i18next
 * falls back at once instead of retrying; a file that fails to arrive rejects and i18next retries.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read: async (lng: string, namespace: string) => (await readNamespace(lng, namespace)) ?? {},
};

/**
 * i18next reads a language's plural rules for its own code, and the platform's `cn` is no ISO code
 * (Intl would read it as English: one and other). This plugin has it read them for the locale of
 * the language table (`zh-CN`: one form), as the locale check does, so the forms the check asks
 * each language for are the forms i18next looks up.
 */
export const pluralRulesByLocale: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    const resolver: { getRule: (code: string, options?: object) => unknown } = instance.services.pluralResolver;
    const getRule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => getRule(code === 'dev' ? code : localeOf(code), options);
  },
};

i18n.use(initReactI18next).use(localeBackend).use(pluralRulesByLocale);

/**
 * The language i18next reads when a key is missing. Every shipped language holds every key of every
 * namespace (the locale check fails otherwise), so only a language the brand offers without files
 * of its own falls back to English; a Filipino reader downloads no English.
 */
function fallbackFor(lng: string | undefined): string[] {
  return lng && shipsLanguage(lng) ? [] : [FALLBACK_LANGUAGE.toLowerCase()];
}

/**
 * The options the boot and the tests share. Keys keep their section (`games.title`) inside each
 * namespace; a component names its area's namespace in useTranslation and reaches the shell's keys
 * through the `common` fallback namespace.
 */
export function i18nOptions(code: string): InitOptions {
  return {
    lng: code.toLowerCase(),
    fallbackLng: fallbackFor,
    ns: [...BOOT_NAMESPACES],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes already
  };
}

/** The namespaces mounted components have asked for, those already loaded, and the shell's. */
function namespacesInUse(): string[] {
  // react-i18next records on the instance the namespaces its hooks ask for.
  const { reportNamespaces } = i18n as { reportNamespaces?: ReportNamespaces };
  const reported = reportNamespaces?.getUsedNamespaces() ?? [];
  const loaded = i18n.options.ns ?? [];
  return [...new Set([COMMON_NAMESPACE, ...reported, ...(typeof loaded === 'string' ? [loaded] : loaded)])];
}

/** Loads the namespaces for a language (or for English when it has no files), skipping those present. */
async function loadNamespaces(lng: string, namespaces: readonly string[]): Promise<void> {
  const source = shipsLanguage(lng) ? lng : FALLBACK_LANGUAGE.toLowerCase();
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(source, namespace)) return;
      const data = await readNamespace(source, namespace);
      if (data) i18n.addResourceBundle(source, namespace, data, true, true);
    }),
  );
}

/** `<html lang dir>` follow the language: its BCP-47 locale and its writing direction. */
function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = localeOf(code);
  document.documentElement.dir = directionOf(code);
}

/** Boot: loads the shell's namespace in the current language before the first render. */
export async function initI18n(): Promise<void> {
  const code = language.value;
  // The first render waits for this text, and i18next asks its backend for it only after a timer:
  // the files are asked for now, and the backend's reads below share those downloads.
  for (const namespace of BOOT_NAMESPACES) preloadNamespace(namespace);
  await i18n.init(i18nOptions(code));
  applyDocumentLanguage(code);
}

/**
 * Switches the interface and remembers the choice (localStorage `hisLang` and `lang`). The
 * namespaces on screen load in the new language first, so no mounted area suspends or shows keys.
 */
export async function setLanguage(code: string): Promise<void> {
  const upper = code.toUpperCase();
  const lng = upper.toLowerCase();
  await loadNamespaces(lng, namespacesInUse());
  await i18n.changeLanguage(lng);
  adoptLanguage(upper);
  writeLocal('hisLang', upper);
  writeLocal('lang', lng);
  applyDocumentLanguage(upper);
}
