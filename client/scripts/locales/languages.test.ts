import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { brandDefaults } from '../../../shared/brandDefaults';
import { SHIPPED_LANGUAGES } from '../../../shared/languages';
import { Languages } from '../../src/lib/languages';
import { localeFolders } from './files';
import { REFERENCE_LANGUAGE } from './tables';

/**
 * A language ships when four places agree (docs/recipes.md, "A new language"): the list of
 * shared/languages.ts, a text folder under client/src/locales/ named by its code in lower case,
 * its entry in the client's language table, and, where the default brand offers it, the brand
 * defaults. The locale check then holds every folder to English's keys.
 */
const localeDir = fileURLToPath(new URL('../../src/locales', import.meta.url));
const folders = localeFolders(localeDir).map((folder) => folder.language);
/** The platform codes, read as plain strings. */
const shippedCodes: readonly string[] = SHIPPED_LANGUAGES;
const shipped = shippedCodes.map((code) => code.toLowerCase());

describe('shipped languages', () => {
  it('have one text folder each, and no folder is left off the list', () => {
    expect([...folders].sort()).toEqual([...shipped].sort());
  });

  it('are written as the platform writes them: upper case, each once', () => {
    for (const code of shippedCodes) expect(code).toBe(code.toUpperCase());
    expect(new Set(shippedCodes).size).toBe(shippedCodes.length);
  });

  it('include English, the reference the locale check compares every folder with', () => {
    expect(shipped).toContain(REFERENCE_LANGUAGE);
  });

  it("each have their entry in the client's language table", () => {
    const missing = shippedCodes.filter((code) => !(code in Languages));
    expect(missing).toEqual([]);
  });

  it('hold every language the default brand offers, its default among them', () => {
    const { languages, defaultLanguage } = brandDefaults();
    const unshipped = languages.filter((code) => !shippedCodes.includes(code));
    expect(unshipped).toEqual([]);
    expect(languages).toContain(defaultLanguage);
  });
});
