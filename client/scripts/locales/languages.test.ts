import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { brandDefaults } from '../../../shared/brandDefaults';
import { SHIPPED_LANGUAGES } from '../../../shared/languages';
import { localeFolders } from './files';
import { REFERENCE_LANGUAGE } from './tables';

/**
 * A language ships when three places agree (docs/recipes.md, "A new language"): its entry in the
 * table of shared/languages.ts, a folder of interface texts under client/src/locales/ and one of
 * sandbox texts under server/sandbox/locales/, each named by its code in lower case. The locale
 * check then holds every folder to English's keys.
 */
const foldersOf = (path: string) => localeFolders(fileURLToPath(new URL(path, import.meta.url))).map((folder) => folder.language);
/** The platform codes, read as plain strings. */
const shippedCodes: readonly string[] = SHIPPED_LANGUAGES;
const shipped = shippedCodes.map((code) => code.toLowerCase());

describe('shipped languages', () => {
  it('have one interface text folder and one sandbox text folder each, and no folder is left off the table', () => {
    expect(foldersOf('../../src/locales').sort()).toEqual([...shipped].sort());
    expect(foldersOf('../../../server/sandbox/locales').sort()).toEqual([...shipped].sort());
  });

  it('include English, the reference the locale check compares every folder with', () => {
    expect(shipped).toContain(REFERENCE_LANGUAGE);
  });

  it('hold every language the default brand offers, its default among them', () => {
    const { languages, defaultLanguage } = brandDefaults();
    const unshipped = languages.filter((code) => !shippedCodes.includes(code));
    expect(unshipped).toEqual([]);
    expect(languages).toContain(defaultLanguage);
  });
});
