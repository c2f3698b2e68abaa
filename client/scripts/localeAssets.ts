import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { localeFolders } from './locales/files.ts';

/**
 * The interface text as files of data (client/src/lib/localeFiles.ts fetches them): every
 * `src/locales/<language>/<namespace>.json` is written, minified, to
 * `assets/locales/<set hash>/<language>/<namespace>.json`, under one hash of the whole set. The page
 * then needs only the set's folder and the namespaces to name any file (the locale check holds every
 * namespace in every language of shared/languages.ts), where a hash per file would put a table of
 * 62 addresses in the boot chunk. Any change to any text gives the set a new folder, which the
 * gateway caches for good like every other file under /assets/.
 */

/** What the page knows of the text files (`__LOCALE_TABLE__`, declared in client/src/lib/localeFiles.ts). */
export interface LocaleTable {
  /** The folder the files sit in, ending with `/`: `<base><language>/<namespace>.json`. */
  base: string;
  /** Every language has every namespace: the table of shared/languages.ts names the languages. */
  namespaces: string[];
}

export interface LocaleFile {
  language: string;
  namespace: string;
  /** The file's text, minified. */
  text: string;
}

/** Every text file under `localesDir`, sorted, each checked to be JSON (a broken file fails the build here). */
export function readLocaleFiles(localesDir: string): LocaleFile[] {
  return localeFolders(localesDir).flatMap(({ language, namespaces }) =>
    namespaces.map(({ namespace, path }) => {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
      }
      return { language, namespace, text: JSON.stringify(data) };
    }),
  );
}

/** A short hash of the whole set: names and texts, so that renaming a file changes it too. */
export function localeSetHash(files: readonly LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.language}/${file.namespace}\n${file.text}\n`);
  return hash.digest('base64url').slice(0, 10);
}

/** The page's table for a set of files served from `base`. */
export function localeTable(files: readonly LocaleFile[], base: string): LocaleTable {
  return {
    base,
    namespaces: [...new Set(files.map((file) => file.namespace))],
  };
}

/** Where the build writes a set's files, under the output folder. */
export const localeFolder = (hash: string) => `assets/locales/${hash}/`;

/**
 * The Vite plugin. In a build, the page's table names the hashed folder and the files are written
 * there; the dev server (and the tests) read the sources where they are, at /src/locales/.
 */
export function localeAssets(localesDir: string): Plugin {
  const files = readLocaleFiles(localesDir);
  const folder = localeFolder(localeSetHash(files));
  return {
    name: 'gamefront-locale-assets',
    config: (_config, { command }) => ({
      define: { __LOCALE_TABLE__: JSON.stringify(localeTable(files, command === 'build' ? `/${folder}` : '/src/locales/')) },
    }),
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${file.language}/${file.namespace}.json`,
          originalFileName: `src/locales/${file.language}/${file.namespace}.json`,
          source: file.text,
        });
      }
    },
  };
}
