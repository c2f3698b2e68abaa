import type { ResourceKey } from 'i18next';
import { language } from './language';
import { isShippedLanguage } from '../../../shared/languages';

/**
 * The interface text files, `locales/<language>/<namespace>.json`, each served as a JSON file of its
 * own, in one folder per build of the text (client/scripts/localeAssets.ts: long-lived and
 * precompressed like the scripts). Apart from i18next (lib/i18n.ts reads them through its backend)
 * so that a page load can ask for the text its first render needs while the libraries are still on
 * their way.
 *
 * Fetched as data rather than imported as modules: the text is parsed as JSON instead of evaluated
 * as a script, and the page needs only the folder and the namespaces to name a file,
 * where a table of a loader per file cost the boot chunk 1 KB gzip.
 */
declare const __LOCALE_TABLE__: { base: string; namespaces: string[] };

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

const { base, namespaces } = __LOCALE_TABLE__;
const shippedNamespaces: ReadonlySet<string> = new Set(namespaces);

/** True when the language has its own text files: every language of shared/languages.ts has. */
export function shipsLanguage(lng: string): boolean {
  return isShippedLanguage(lng.toUpperCase());
}

/** Each file's text once asked for: the boot's early request and i18next's read share one download. */
const reads = new Map<string, Promise<ResourceKey>>();

async function fetchText(address: string): Promise<ResourceKey> {
  const answer = await fetch(address);
  if (!answer.ok) throw new Error(`${address}: HTTP ${answer.status}`);
  return (await answer.json()) as ResourceKey;
}

/** Where a namespace's text of a language is served (`lng` in either case). */
export const namespaceAddress = (lng: string, namespace: string): string => `${base}${lng.toLowerCase()}/${namespace}.json`;

/**
 * One namespace of one language, or null when that language has no such file. A download that
 * fails is forgotten, so the next read (i18next retries) asks again.
 */
export function readNamespace(lng: string, namespace: string): Promise<ResourceKey | null> {
  const code = lng.toLowerCase();
  // The locale check holds every namespace in every shipped language.
  if (!shipsLanguage(code) || !shippedNamespaces.has(namespace)) return Promise.resolve(null);
  const address = namespaceAddress(code, namespace);
  let read = reads.get(address);
  if (!read) {
    read = fetchText(address);
    reads.set(address, read);
    read.catch(() => reads.delete(address));
  }
  return read;
}

/**
 * Starts downloading a namespace's text in the current language before a component asks for it, so
 * that the component does not wait a round trip when it renders (i18next reads the same download).
 * A page's module calls it for its own namespace as it loads, beside the boot's calls.
 */
export function preloadNamespace(namespace: string): void {
  const code = language.peek();
  readNamespace(shipsLanguage(code) ? code : FALLBACK_LANGUAGE, namespace).catch(() => null);
}
