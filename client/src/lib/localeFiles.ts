import type { ResourceKey } from 'i18next';
import { language } from './language';

/**
 * The interface text files, `locales/<language>/<namespace>.json`, each its own chunk. Apart from
 * i18next (lib/i18n.ts reads them through its backend) so that a page load can ask for the text its
 * first render needs while the libraries are still on their way.
 */

/** The language whose text stands in for a language without files of its own. */
export const FALLBACK_LANGUAGE = 'EN';

/** The shell's namespace: the text every page needs, loaded at boot before the first render. */
export const COMMON_NAMESPACE = 'common';

/**
 * Loaded at boot with the shell's: the banner area's text. The banner sits above most pages and is
 * the largest thing they paint; asked for only when it renders, its text would hold it back a round
 * trip (a component suspends until its namespace is there).
 */
export const BOOT_NAMESPACES: readonly string[] = [COMMON_NAMESPACE, 'banners'];

const localeLoaders = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const shippedLanguages: ReadonlySet<string> = new Set(Object.keys(localeLoaders).map((path) => path.split('/')[2]));

/** True when the language has its own text files. */
export function shipsLanguage(lng: string): boolean {
  return shippedLanguages.has(lng.toLowerCase());
}

/** One namespace of one language, or null when that language has no such file. */
export async function readNamespace(lng: string, namespace: string): Promise<ResourceKey | null> {
  const load = localeLoaders[`../locales/${lng.toLowerCase()}/${namespace}.json`];
  return load ? load() : null;
}

/**
 * Starts downloading a namespace's text in the current language before a component asks for it, so
 * that the component does not wait a round trip when it renders (i18next reads the same module).
 * A page's module calls it for its own namespace as it loads, beside the boot's calls.
 */
export function preloadNamespace(namespace: string): void {
  const code = language.peek();
  readNamespace(shipsLanguage(code) ? code : FALLBACK_LANGUAGE, namespace).catch(() => null);
}
