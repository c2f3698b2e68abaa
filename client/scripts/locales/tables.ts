/**
 * The locale files as tables: `client/src/locales/<language>/<namespace>.json`, each flattened to
 * dotted keys (`games.title`), and the rule that every shipped language holds the same keys as
 * English, each a non-empty text with English's placeholders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { localeOf } from '../../../shared/languages';
import { SAME_IN_EVERY_LANGUAGE, WRITTEN_AS_IN_ENGLISH } from './sameAsEnglish';

/** The texts allowed to read as their English original (sameAsEnglish.ts): names by key, words by their English text. */
export interface AllowList {
  byKey: Readonly<Record<string, string>>;
  byText: Readonly<Record<string, { languages: readonly string[] }>>;
}

const ALLOW_LIST: AllowList = { byKey: SAME_IN_EVERY_LANGUAGE, byText: WRITTEN_AS_IN_ENGLISH };
import { localeFolders } from './files';

export interface LocaleProblem {
  file: string;
  message: string;
}

/** English is the reference every other language is compared with. */
export const REFERENCE_LANGUAGE = 'en';

/** namespace → key → text, for one language. */
export type LanguageTables = Map<string, Map<string, string>>;

export interface LocaleTree {
  /** language folder → its tables */
  languages: Map<string, LanguageTables>;
  /** the path of a namespace file, relative to the project root, for messages */
  fileOf: (language: string, namespace: string) => string;
  problems: LocaleProblem[];
}

/** The suffixes i18next gives the plural forms of a key (`count_one`, `count_other`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function pluralBase(key: string): string | null {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '') : null;
}

function flatten(node: unknown, prefix: string, out: Map<string, string>, bad: string[]): void {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out, bad);
  } else bad.push(prefix);
}

/** Where the interface texts live; the sandbox's texts (server/sandbox/locales) are laid out alike. */
export const INTERFACE_TEXTS = 'client/src/locales';
export const SANDBOX_TEXTS = 'server/sandbox/locales';

export function readLocaleTree(root: string, folder: string = INTERFACE_TEXTS): LocaleTree {
  const localeDir = join(root, folder);
  const fileOf = (language: string, namespace: string) => relative(root, join(localeDir, language, `${namespace}.json`));
  const problems: LocaleProblem[] = [];
  const languages = new Map<string, LanguageTables>();
  for (const { language, namespaces } of existsSync(localeDir) ? localeFolders(localeDir) : []) {
    const tables: LanguageTables = new Map();
    for (const { namespace, path } of namespaces) {
      const file = fileOf(language, namespace);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        problems.push({ file, message: `not JSON: ${(error as Error).message}` });
        continue;
      }
      const table = new Map<string, string>();
      const bad: string[] = [];
      flatten(parsed, '', table, bad);
      for (const key of bad) problems.push({ file, message: `${key || 'the file'} is not a text or a section of texts` });
      tables.set(namespace, table);
    }
    languages.set(language, tables);
  }
  return { languages, fileOf, problems };
}

/** A text with letters outside its placeholders: only such a text can be left untranslated. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

/**
 * What a text must carry as English does: its `{{x}}` placeholders, and the platform's pattern
 * bounds `(min)`, `(max)` and the range `(min) - (max)` that shared/validation/messages.ts fills
 * (it writes equal bounds as one number and an open one as "min+", so the range keeps its form).
 */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}|\(min\)\s*-\s*\(max\)|\((?:min|max)\)/g)]
    .map((m) => m[1] ?? m[0].replace(/\s+/g, ' '))
    .sort()
    .join(', ');

/** The plural categories a language's grammar asks for (English: one, other; Chinese: other). */
function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories;
}

/** The keys a language must hold: English's, with each plural family in the language's own forms. */
function expectedKeys(reference: Map<string, string>, language: string): Map<string, string> {
  const expected = new Map<string, string>();
  const families = new Map<string, string>();
  for (const [key, text] of reference) {
    const base = pluralBase(key);
    if (base === null) expected.set(key, text);
    else if (!families.has(base) || key.endsWith('_other')) families.set(base, text);
  }
  for (const [base, text] of families) for (const category of pluralCategories(language)) expected.set(`${base}_${category}`, text);
  return expected;
}

/**
 * Rule 1: every language has English's namespace files and keys (plural forms as its grammar asks),
 * no other, each a non-empty text with the same placeholders; no key lives in two namespaces.
 */
export function checkTables(
  tree: LocaleTree,
  allowList: AllowList = ALLOW_LIST,
  /** Put before `namespace:key` to name a text in the allow-list: `sandbox/` for the sandbox's texts. */
  allowListPrefix = '',
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const allowed = (name: string, english: string, language: string) =>
    Object.hasOwn(allowList.byKey, name) ||
    (Object.hasOwn(allowList.byText, english) && allowList.byText[english].languages.includes(language));
  const reference = tree.languages.get(REFERENCE_LANGUAGE);
  if (!reference)
    return [
      {
        file: dirname(tree.fileOf(REFERENCE_LANGUAGE, 'any')),
        message: `no ${REFERENCE_LANGUAGE}/ folder: English is the reference language`,
      },
    ];

  const home = new Map<string, string>();
  for (const [namespace, table] of reference) {
    for (const key of table.keys()) {
      const other = home.get(key);
      if (other) problems.push({ file: tree.fileOf(REFERENCE_LANGUAGE, namespace), message: `key ${key} is also in ${other}.json` });
      else home.set(key, namespace);
    }
  }

  for (const [language, tables] of tree.languages) {
    for (const namespace of tables.keys()) {
      if (!reference.has(namespace)) problems.push({ file: tree.fileOf(language, namespace), message: `extra namespace ${namespace}` });
    }
    for (const [namespace, englishTable] of reference) {
      const file = tree.fileOf(language, namespace);
      const table = tables.get(namespace);
      if (!table) {
        problems.push({ file, message: `missing namespace ${namespace}` });
        continue;
      }
      const expected = expectedKeys(englishTable, language);
      for (const [key, english] of expected) {
        const text = table.get(key);
        if (text === undefined) problems.push({ file, message: `missing key ${key}` });
        else if (text.trim() === '') problems.push({ file, message: `empty text for ${key}` });
        else if (
          language !== REFERENCE_LANGUAGE &&
          // English's own text for the key (a plural form English has: `_one`), or the family's.
          (text === english || text === englishTable.get(key)) &&
          hasWords(text) &&
          !allowed(`${allowListPrefix}${namespace}:${key}`, text, language)
        )
          problems.push({ file, message: `${key} is the English text, untranslated ("${text}")` });
        else if (placeholders(text) !== placeholders(english))
          problems.push({
            file,
            message: `placeholders of ${key} are {{${placeholders(text)}}}, English has {{${placeholders(english)}}}`,
          });
      }
      for (const key of table.keys()) if (!expected.has(key)) problems.push({ file, message: `extra key ${key}` });
    }
  }
  return problems;
}
