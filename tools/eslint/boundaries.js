// The one-way imports of docs/architecture.md, checked on every relative import:
//   shared/ imports nothing from server/ or client/;   client/ never imports server/;
//   the gateway never imports the sandbox;            a feature never imports another feature;
//   lib/ and components/ never import features/ or app/; features never import app/.
// Only app/ composes features. Package imports are not restricted here.
//
// The sandbox's areas (server/sandbox/areas/<a>/) and its core (server/sandbox/core/):
//   - a file in an area imports core/, anything in its own area, and another area only through that
//     area's index.ts ('../b' or '../b/index'); a deeper path into another area is refused.
//   - core/ holds what every area uses and never imports anything under areas/.
//   - the files directly in areas/ (index.ts lists the areas, registration.ts registers them,
//     sandbox-area.ts types them) sit above the areas: they take an area from its area.ts or index.ts
//     and never reach further in. An area never imports them, since index.ts and registration.ts
//     import every area (an import back is a cycle); what an area needs to be an area is in core/.
//   - the rest of the sandbox (app.ts, db/ with the seed runner, plugins/, repositories/,
//     test-support.ts) is its composition root and plumbing: it may import any file of any area,
//     as app/ composes the client's features, and the areas may import it.
//   - an area's tests (*.test.ts) follow the same rows: a test that reaches into another area's
//     inner files breaks when that area rearranges them, as code would. A test drives another area
//     through its index.ts or through the whole sandbox (test-support.ts), and helpers that the
//     tests of several areas share belong to test-support.ts or core/, not to one area.
//
// An import names a file: a folder ('../help', '../b/') stands for its index file, resolved as
// TypeScript does (a file of that name first, then the folder's index).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** The extensions TypeScript tries, in its order, on an import without one. */
const extensions = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
const isFolder = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The file an import of `source` in `importer` names: a folder stands for its index file. */
export function importedFile(importer, source) {
  const resolved = path.resolve(path.dirname(importer), source);
  if (isFile(resolved) || extensions.some((extension) => isFile(resolved + extension))) return resolved;
  return isFolder(resolved) ? path.join(resolved, 'index') : resolved;
}

/** A file's path from the repository root with forward slashes, or null outside the repository. */
function pathInRepository(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.startsWith('..') ? null : rel;
}

/** The part of the sandbox a path (split on "/", starting "server", "sandbox") belongs to. */
function sandboxZoneOf(parts) {
  if (parts[2] === 'core' && parts.length > 3) return 'server/sandbox/core';
  if (parts[2] === 'areas' && parts.length > 4) return `server/sandbox/areas/${parts[3]}`;
  if (parts[2] === 'areas' && parts.length === 4) return 'server/sandbox/areas';
  return 'server/sandbox';
}

/** The part of the tree a file belongs to, e.g. "client/features/games" or "server/sandbox/areas/cashier". */
export function zoneOf(file) {
  const rel = pathInRepository(file);
  if (rel === null) return null;
  const parts = rel.split('/');
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'server') {
    if (parts[1] === 'sandbox') return sandboxZoneOf(parts);
    return parts[1] === 'gateway' ? 'server/gateway' : 'server';
  }
  if (parts[0] === 'client' && parts[1] === 'src') {
    if (parts[2] === 'features' && parts.length > 4) return `client/features/${parts[3]}`;
    if (['app', 'lib', 'components'].includes(parts[2])) return `client/${parts[2]}`;
    return 'client';
  }
  if (parts[0] === 'client') return 'client';
  return parts[0];
}

/** Whether `file` sits directly in an area's folder under one of `names`, with any extension. */
function isAreaFile(file, names) {
  const parts = (pathInRepository(file) ?? '').split('/');
  return parts.length === 5 && parts[2] === 'areas' && names.includes(parts[4].replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, ''));
}

/** Why `from` may not import `file` of zone `to`, or null when it may. */
export function refusal(from, to, file) {
  if (!from || !to || from === to) return null;
  if (from === 'shared' && !to.startsWith('shared')) return 'shared/ is isomorphic and imports nothing from client/ or server/';
  if (from.startsWith('client') && to.startsWith('server')) return 'the client never imports server code';
  if (from === 'server/gateway' && to.startsWith('server/sandbox'))
    return 'the gateway knows the platform only as an upstream address, never the sandbox';
  if (from === 'server/sandbox/core' && to.startsWith('server/sandbox/areas'))
    return 'the sandbox core sits below the areas and never imports them';
  if (from.startsWith('server/sandbox/areas/') && to === 'server/sandbox/areas')
    return 'an area never imports the files directly in areas/, which list and register the areas; what every area needs is in core/';
  if (from.startsWith('server/sandbox/areas/') && to.startsWith('server/sandbox/areas/') && !isAreaFile(file, ['index']))
    return 'a sandbox area reaches another area only through its index.ts';
  if (from === 'server/sandbox/areas' && to.startsWith('server/sandbox/areas/') && !isAreaFile(file, ['index', 'area']))
    return 'the files directly in areas/ take an area from its area.ts or index.ts, never from its inner files';
  if (from.startsWith('client/features/') && to.startsWith('client/features/'))
    return 'a feature never imports another feature; move what both need to lib/ or components/, or compose them in app/';
  if ((from === 'client/lib' || from === 'client/components') && (to.startsWith('client/features/') || to === 'client/app'))
    return 'lib/ and components/ sit below the features and the app and never import them';
  if (from.startsWith('client/features/') && to === 'client/app') return 'features never import the app that composes them';
  return null;
}

/** The text of a string literal, or of a template literal without substitutions; else null. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforces the one-way imports between shared, server, client, app, features, lib and components, and between the sandbox areas and core',
    },
    schema: [],
    messages: { refused: 'Import of "{{source}}" crosses a boundary: {{why}}.' },
  },
  create(context) {
    const from = zoneOf(context.filename);
    const check = (node, sourceNode) => {
      const source = literalText(sourceNode);
      if (source === null || !source.startsWith('.')) return;
      const file = importedFile(context.filename, source);
      const why = refusal(from, zoneOf(file), file);
      if (why) context.report({ node, messageId: 'refused', data: { source, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // `typeof import('../b/x')` in a type, and `import x = require('../b/x')`.
      TSImportType: (node) => check(node, node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node, node.expression),
    };
  },
};

export default { rules: { boundaries } };
