import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One language's folder of text files: its namespaces in name order, each with its file's path. */
export interface LanguageFolder {
  language: string;
  namespaces: { namespace: string; path: string }[];
}

/**
 * The text files under `localeDir` (`<language>/<namespace>.json`), languages and namespaces in
 * name order, a language folder listed even when it holds no file. The locale check and the build
 * (localeAssets.ts) read the same files in the same order.
 */
export function localeFolders(localeDir: string): LanguageFolder[] {
  return readdirSync(localeDir)
    .filter((name) => statSync(join(localeDir, name)).isDirectory())
    .sort()
    .map((language) => ({
      language,
      namespaces: readdirSync(join(localeDir, language))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({ namespace: name.slice(0, -'.json'.length), path: join(localeDir, language, name) })),
    }));
}
