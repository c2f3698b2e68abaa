/**
 * What the sources say about text, read with the TypeScript compiler API: the keys they hand to
 * i18next (`t(...)`, `i18n.t(...)`, `<Trans i18nKey>`), the namespaces they read them from, key
 * names they keep as data for a later `t(entry.labelKey)`, and visible strings that skip i18next.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { COMMON_NAMESPACE, namespaceOfFile } from './namespaces';
import type { LocaleProblem } from './tables';

/** A key, or every key under a prefix, that a call reads from the first of `namespaces` holding it. */
export interface KeyUse {
  where: string;
  namespaces: string[];
  key: string;
  /** True when `key` is the static start of a template literal: every key under it is used. */
  prefix: boolean;
}

export interface SourceScan {
  uses: KeyUse[];
  /** Key-shaped strings kept as data (`labelKey: 'menu.vnLottery'`): used wherever such a key exists. */
  dataKeys: Set<string>;
  /** Static starts of key-shaped templates kept as data (`menu.categories.${code}`). */
  dataPrefixes: Set<string>;
  problems: LocaleProblem[];
}

/**
 * Text a component may show as written, in every language. Strings without letters (digits,
 * punctuation, symbols) need no entry: only text with letters is checked.
 */
export const LITERAL_ALLOWED: ReadonlySet<string> = new Set([
  // none yet: add a brand or product name here with the reason it is never translated
]);

/** JSX attributes a visitor reads or a screen reader speaks. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

const KEY_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const PREFIX_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)*\.$/;
const HAS_LETTER = /\p{L}/u;

interface StaticText {
  text: string;
  /** False when the text stops at a part only known at run time: `text` is then a prefix. */
  complete: boolean;
}

/** More alternatives than this (a product of unions) read as a prefix instead. */
const MAX_ALTERNATIVES = 64;

/** The values a type allows when it is a string or number literal, or a union of them. */
function literalValues(type: ts.Type): string[] | null {
  const values: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.isStringLiteral()) values.push(part.value);
    else if (part.isNumberLiteral()) values.push(String(part.value));
    else return null;
  }
  return values;
}

/**
 * The texts an expression may evaluate to, as far as they are known before run time. A part whose
 * type is a union of literals (`p: 'android' | 'ios'`, a `const` name) contributes each value; a part
 * typed only `string` or `number` ends the text there, leaving a prefix.
 */
function staticTexts(node: ts.Expression, checker: ts.TypeChecker): StaticText[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, complete: true }];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return staticTexts(node.expression, checker);
  if (ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)) {
    const parts: (ts.Expression | string)[] = ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.flatMap((span) => [span.expression, span.literal.text])]
      : [node.left, node.right];
    let texts: StaticText[] = [{ text: '', complete: true }];
    for (const part of parts) {
      const values = typeof part === 'string' ? [{ text: part, complete: true }] : staticTexts(part, checker);
      if (!values || texts.length * values.length > MAX_ALTERNATIVES) return texts.map(({ text }) => ({ text, complete: false }));
      texts = texts.flatMap((before) => values.map((value) => ({ text: before.text + value.text, complete: value.complete })));
      if (texts.some((t) => !t.complete)) return texts.map(({ text }) => ({ text, complete: false }));
    }
    return texts;
  }
  const values = literalValues(checker.getTypeAtLocation(node));
  return values && values.length <= MAX_ALTERNATIVES ? values.map((text) => ({ text, complete: true })) : null;
}

/** The expressions a key argument may take: both arms of `a ? 'x' : 'y'` and of `a ?? 'x'`. */
function alternatives(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression);
  if (ts.isConditionalExpression(node)) return [...alternatives(node.whenTrue), ...alternatives(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...alternatives(node.left), ...alternatives(node.right)];
  return [node];
}

const stringOf = (node: ts.Expression | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The `ns` option of a t() call: `t('x', { ns: 'games' })`. */
function nsOption(options: ts.Expression | undefined): string | null {
  if (!options || !ts.isObjectLiteralExpression(options)) return null;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'ns') return stringOf(property.initializer);
  }
  return null;
}

function jsxAttribute(attributes: ts.JsxAttributes, name: string): ts.JsxAttribute | undefined {
  return attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
}

/** The expression an attribute holds: `a="x"` or `a={x}`. */
function attributeValue(attribute: ts.JsxAttribute | undefined): ts.Expression | undefined {
  const init = attribute?.initializer;
  if (!init) return undefined;
  if (ts.isStringLiteral(init)) return init;
  return ts.isJsxExpression(init) ? init.expression : undefined;
}

/** The i18next function a call goes to: `t(...)` reads the file's namespace, `i18n.t(...)` the default one. */
function translateCallee(call: ts.CallExpression): 'hook' | 'instance' | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't' ? 'hook' : null;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't') {
    const owner = callee.expression.getText();
    return /(^|\.)(i18n|i18next)$/.test(owner) ? 'instance' : 'hook';
  }
  return null;
}

/** React's hooks carry the types of the values a component builds keys from (`useState<Platform>`). */
const TYPED_PACKAGES: ReadonlySet<string> = new Set(['react']);

/**
 * One program over the sources, so the checker knows the types of names imported from one source
 * into another. Other packages are left unresolved (their names read as `any`): no key comes from
 * them, and their type declarations (i18next's above all) would cost most of the check's time.
 */
function createProgram(files: readonly string[]): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) =>
      literal.text.startsWith('.') || TYPED_PACKAGES.has(literal.text)
        ? ts.resolveModuleName(literal.text, containingFile, options, host)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: files, options, host });
}

export function scanSources(files: readonly string[], root: string): SourceScan {
  const scan: SourceScan = { uses: [], dataKeys: new Set(), dataPrefixes: new Set(), problems: [] };
  const program = createProgram(files);
  const checker = program.getTypeChecker();
  for (const file of files) {
    const path = relative(root, file).split('\\').join('/');
    const inClient = path.startsWith('client/src/');
    const fileNamespace = namespaceOfFile(path);
    const source = program.getSourceFile(file);
    if (!source) continue;
    const where = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const consumed = new Set<ts.Node>();

    /** A key argument: each static alternative is a use; a dynamic one is left to the data keys. */
    const use = (argument: ts.Expression | undefined, namespace: string, at: ts.Node) => {
      if (!argument) return;
      for (const option of alternatives(argument)) {
        const values = staticTexts(option, checker);
        if (!values) continue;
        consumed.add(option);
        for (const value of values) {
          const split = value.text.indexOf(':');
          const [ns, key] = split > 0 ? [value.text.slice(0, split), value.text.slice(split + 1)] : [namespace, value.text];
          if (!value.complete && key === '') continue; // t(`${key}`): nothing known before run time
          const namespaces = ns === COMMON_NAMESPACE ? [ns] : [ns, COMMON_NAMESPACE];
          scan.uses.push({ where: where(at), namespaces, key, prefix: !value.complete });
        }
      }
    };

    /** useTranslation() and <Translation> name the file's namespace (nothing, in a file reading common). */
    const declared = (name: string | null, present: boolean, at: ts.Node, what: string) => {
      if (!inClient) return;
      if (name === fileNamespace || (!present && fileNamespace === COMMON_NAMESPACE)) return;
      const wanted = fileNamespace === COMMON_NAMESPACE ? `${what}()` : `${what}('${fileNamespace}')`;
      scan.problems.push({
        file: where(at),
        message: `${what}(${present ? `'${name ?? '?'}'` : ''}) here reads the wrong namespace: use ${wanted}`,
      });
    };

    const bypass = (node: ts.Expression | undefined, describe: (text: string) => string) => {
      if (!node || !inClient) return;
      for (const option of alternatives(node)) {
        const text = stringOf(option);
        if (text !== null && HAS_LETTER.test(text) && !LITERAL_ALLOWED.has(text.trim()))
          scan.problems.push({ file: where(option), message: `${describe(text.trim())} bypasses i18next` });
      }
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const kind = translateCallee(node);
        if (kind) {
          const [key, options] = node.arguments;
          use(key, nsOption(options) ?? (kind === 'instance' ? COMMON_NAMESPACE : fileNamespace), node);
        } else if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
          const [ns] = node.arguments;
          declared(stringOf(ns), ns !== undefined, node, 'useTranslation');
        }
      }
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const tag = node.tagName.getText();
        const ns = attributeValue(jsxAttribute(node.attributes, 'ns'));
        if (tag === 'Translation') declared(stringOf(ns), ns !== undefined, node, 'Translation');
        if (tag === 'Trans') {
          const hasT = jsxAttribute(node.attributes, 't') !== undefined;
          const namespace = stringOf(ns) ?? (hasT ? fileNamespace : COMMON_NAMESPACE);
          use(attributeValue(jsxAttribute(node.attributes, 'i18nKey')), namespace, node);
        }
      }
      if (ts.isJsxText(node) && HAS_LETTER.test(node.text) && !LITERAL_ALLOWED.has(node.text.trim()) && inClient) {
        scan.problems.push({ file: where(node), message: `visible text "${node.text.trim()}" bypasses i18next` });
      }
      if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        bypass(node.expression, (text) => `visible text "${text}"`);
      }
      if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
        bypass(attributeValue(node), (text) => `${node.name.getText()}="${text}"`);
      }
      if (!consumed.has(node) && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))) {
        for (const value of staticTexts(node, checker) ?? []) {
          if (value.complete && KEY_LIKE.test(value.text)) scan.dataKeys.add(value.text);
          if (!value.complete && PREFIX_LIKE.test(value.text)) scan.dataPrefixes.add(value.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}
