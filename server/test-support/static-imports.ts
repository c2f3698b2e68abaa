import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** What a module loads as soon as it is loaded itself, following relative imports through the tree. */
export interface StaticImportGraph {
  /** Absolute paths of the project files reached, the entry included. */
  files: Set<string>;
  /** Package specifiers imported by any of those files (`fastify`, `node:fs`, `better-sqlite3`, …). */
  packages: Set<string>;
}

/**
 * The static import graph of `entry`: `import … from` and `export … from` that stay at run time,
 * followed file by file. Type-only imports are left out (they are erased), and so are dynamic
 * `import()` calls, which load only when the code reaches them.
 */
export function staticImportGraph(entry: string): StaticImportGraph {
  const graph: StaticImportGraph = { files: new Set(), packages: new Set() };
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) graph.packages.add(specifier);
      else pending.push(resolveModule(dirname(file), specifier));
    }
  }
  return graph;
}

/** The `import()` specifiers written in one file. */
export function dynamicImports(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
}

function runtimeImports(file: string): string[] {
  const specifiers: string[] = [];
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement) && importsValues(statement.importClause)) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && exportsValues(statement)) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** `import 'x'` and any import with a value binding stay; `import type` and all-`type` lists are erased. */
function importsValues(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

function exportsValues(statement: ts.ExportDeclaration): boolean {
  if (statement.isTypeOnly) return false;
  const clause = statement.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.some((element) => !element.isTypeOnly);
}

function resolveModule(fromDir: string, specifier: string): string {
  const base = resolve(fromDir, specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${fromDir}`);
  return found;
}
