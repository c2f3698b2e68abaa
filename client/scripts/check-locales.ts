/**
 * The locale check, run by `npm test`. The JSON files under client/src/locales are the only source of
 * text; this fails (exit 1, naming file and key) on:
 *   1. a key missing from a shipped language, an extra key, an empty text or a placeholder mismatch;
 *   2. an unused key: one no source names, as a string literal or under the static prefix of a
 *      template literal given to t() (t(`register.fields.${field}`) uses every key under register.fields);
 *   3. a visible string that bypasses i18next: JSX text with letters, or a literal aria-label, title,
 *      placeholder, alt or label attribute.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Text that is the same in every language: the brand's own marks and typographic symbols. */
const LITERAL_ALLOWED = new Set(['·', '×', '—', '/', ':', '|', '•', '+', '-', '%', '$', '#', '·']);
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

type Tree = { [key: string]: string | Tree };

export interface LocaleProblem {
  file: string;
  message: string;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** What the sources name: string literals, template prefixes given to t(), and bypassing strings. */
function scan(files: string[], root: string) {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  const bypasses: LocaleProblem[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const where = (node: ts.Node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
      if (ts.isTemplateExpression(node)) {
        const callee = ts.isCallExpression(node.parent) ? node.parent.expression : null;
        const name = callee && (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '');
        if (name === 't') prefixes.add(node.head.text);
        // `${NAMESPACE}.confirm_mismatch`: a key built from a constant namespace and a fixed name.
        for (const span of node.templateSpans) if (span.literal.text.startsWith('.')) suffixes.add(span.literal.text);
      }
      if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
        bypasses.push({ file: where(node), message: `visible text "${node.text.trim()}" bypasses i18next` });
      }
      if (
        ts.isJsxAttribute(node) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      ) {
        const value = node.initializer.text;
        if (/\p{L}/u.test(value) && !LITERAL_ALLOWED.has(value)) {
          bypasses.push({ file: where(node), message: `${node.name.getText()}="${value}" bypasses i18next` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, prefixes, suffixes, bypasses };
}

/** Every problem in a tree laid out as this project's: <root>/client/src/locales/*.json and sources. */
export function checkLocales(root: string): LocaleProblem[] {
  const localeDir = join(root, 'client', 'src', 'locales');
  const languages = readdirSync(localeDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const problems: LocaleProblem[] = [];
  const tables = new Map(languages.map((name) => [name, flatten(JSON.parse(readFileSync(join(localeDir, name), 'utf8')) as Tree)]));
  const reference = tables.get('en.json');
  if (!reference) return [{ file: relative(root, localeDir), message: 'no en.json: English is the fallback language' }];

  for (const [name, table] of tables) {
    const file = relative(root, join(localeDir, name));
    for (const [key, text] of reference) {
      const translated = table.get(key);
      if (translated === undefined) problems.push({ file, message: `missing key ${key}` });
      else if (translated.trim() === '') problems.push({ file, message: `empty text for ${key}` });
      else if (placeholders(translated) !== placeholders(text))
        problems.push({ file, message: `placeholders of ${key} differ from English` });
    }
    for (const key of table.keys()) if (!reference.has(key)) problems.push({ file, message: `extra key ${key}` });
  }

  const files = [...sourceFiles(join(root, 'client', 'src')), ...sourceFiles(join(root, 'shared'))];
  const { literals, prefixes, suffixes, bypasses } = scan(files, root);
  // 'reg_pattern_' + id: a literal ending in '_' names every key whose last segment it starts.
  const stems = [...literals].filter((text) => /^[a-z][\w]*_$/i.test(text));
  const enFile = relative(root, join(localeDir, 'en.json'));
  for (const key of reference.keys()) {
    const last = key.slice(key.lastIndexOf('.') + 1);
    const used =
      literals.has(key) ||
      [...prefixes].some((prefix) => prefix.endsWith('.') && key.startsWith(prefix)) ||
      [...suffixes].some((suffix) => key.endsWith(suffix)) ||
      stems.some((stem) => last.startsWith(stem) && /^\d+$/.test(last.slice(stem.length)));
    // i18next plural forms are named by their base key.
    const plural = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (!used && !(plural !== key && literals.has(plural))) problems.push({ file: enFile, message: `unused key ${key}` });
  }
  return [...problems, ...bypasses];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const problems = checkLocales(root);
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`${problems.length} locale problem(s)`);
    process.exit(1);
  }
  console.log('locales: every key in every language, every key used, no visible string outside i18next');
}
