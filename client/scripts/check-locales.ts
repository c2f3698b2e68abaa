/**
 * The locale check, run by `npm test`. The JSON files `client/src/locales/<language>/<namespace>.json`
 * are the only source of text. It fails (exit 1, naming file and key) on:
 *   1. a namespace file or key missing from a shipped language or extra in it (plural forms as the
 *      language's grammar asks), an empty text, a placeholder `{{x}}` that differs from English, a
 *      text left as its English original (unless locales/sameAsEnglish.ts gives the reason it
 *      stays, as for product names), or a key held by two namespaces;
 *   2. an unused key (one no source names), a key a source names that is in neither the namespace
 *      it reads nor `common`, a template prefix under which there is no key, or a useTranslation()
 *      that does not name its folder's namespace. Uses are read with the TypeScript compiler:
 *      key arguments of t(), i18n.t() and <Trans i18nKey>; the static start of a template literal
 *      (t(`register.fields.${field}`)) uses every key under it; a key-shaped string kept as data
 *      (`labelKey: 'menu.vnLottery'`) uses that key;
 *   3. a visible string that bypasses i18next: JSX text with letters, or a literal aria-label,
 *      title, placeholder, alt or label attribute.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSources, type KeyUse } from './locales/sources';
import {
  checkTables,
  pluralBase,
  readLocaleTree,
  REFERENCE_LANGUAGE,
  SANDBOX_TEXTS,
  type LanguageTables,
  type LocaleProblem,
  type LocaleTree,
} from './locales/tables';

export type { LocaleProblem } from './locales/tables';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The keys of a table a use names: the key itself, its plural forms, or every key under a prefix. */
function matching(table: Map<string, string>, key: string, prefix: boolean): string[] {
  if (prefix) return [...table.keys()].filter((k) => k.startsWith(key));
  return [...table.keys()].filter((k) => k === key || pluralBase(k) === key);
}

/** Rule 2: every key used, every used key where its reader looks for it. */
function checkUses(tree: LocaleTree, uses: readonly KeyUse[], data: { keys: Set<string>; prefixes: Set<string> }): LocaleProblem[] {
  const english: LanguageTables = tree.languages.get(REFERENCE_LANGUAGE) ?? new Map();
  const problems: LocaleProblem[] = [];
  const used = new Map([...english.keys()].map((ns) => [ns, new Set<string>()]));
  for (const use of uses) {
    let matched = false;
    for (const ns of use.namespaces) {
      const keys = matching(english.get(ns) ?? new Map(), use.key, use.prefix);
      if (keys.length === 0) continue;
      matched = true;
      for (const key of keys) used.get(ns)?.add(key);
      if (!use.prefix) break; // i18next stops at the first namespace that holds the key
    }
    if (!matched) {
      const where = use.namespaces.map((ns) => `${ns}.json`).join(' or ');
      problems.push({
        file: use.where,
        message: use.prefix ? `no key starts with ${use.key} in ${where}` : `key ${use.key} is not in ${where}`,
      });
    }
  }
  for (const [ns, table] of english) {
    for (const key of table.keys()) {
      if (used.get(ns)?.has(key)) continue;
      const base = pluralBase(key) ?? key;
      if (data.keys.has(key) || data.keys.has(base) || [...data.prefixes].some((p) => key.startsWith(p))) continue;
      problems.push({ file: tree.fileOf(REFERENCE_LANGUAGE, ns), message: `unused key ${key}` });
    }
  }
  return problems;
}

/**
 * Every problem in a tree laid out as this project's: client/src/locales, client/src and shared,
 * and the sandbox's texts in server/sandbox/locales (rule 1 only: the compiler checks their uses,
 * read through the English file's type in server/sandbox/texts.ts).
 */
export function checkLocales(root: string): LocaleProblem[] {
  const tree = readLocaleTree(root);
  const sandboxTree = readLocaleTree(root, SANDBOX_TEXTS);
  const clientFiles = sourceFiles(join(root, 'client', 'src'));
  const sharedFiles = sourceFiles(join(root, 'shared'));
  const scan = scanSources([...clientFiles, ...sharedFiles], root);
  const sameLanguages = [...tree.languages.keys()]
    .filter((language) => !sandboxTree.languages.has(language))
    .map((language) => ({ file: `${SANDBOX_TEXTS}/${language}`, message: 'missing: the interface ships this language' }));
  return [
    ...tree.problems,
    ...checkTables(tree),
    ...sameLanguages,
    ...sandboxTree.problems,
    ...checkTables(sandboxTree, undefined, 'sandbox/'),
    ...checkUses(tree, scan.uses, { keys: scan.dataKeys, prefixes: scan.dataPrefixes }),
    ...scan.problems,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const problems = checkLocales(root);
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`${problems.length} locale problem(s)`);
    process.exit(1);
  }
  console.log(
    `locales: ${relative(process.cwd(), join(root, 'client/src/locales')) || '.'} complete in every language, every key used, no visible string outside i18next`,
  );
}
