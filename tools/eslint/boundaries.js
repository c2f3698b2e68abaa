// The one-way imports of docs/architecture.md, checked on every relative import:
//   shared/ imports nothing from server/ or client/;   client/ never imports server/;
//   the gateway never imports the sandbox;            a feature never imports another feature;
//   lib/ and components/ never import features/ or app/; features never import app/.
// Only app/ composes features. Package imports are not restricted here.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** The part of the tree a file belongs to, e.g. "client/features/games" or "server/gateway". */
export function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'server') return parts[1] === 'gateway' || parts[1] === 'sandbox' ? `server/${parts[1]}` : 'server';
  if (parts[0] === 'client' && parts[1] === 'src') {
    if (parts[2] === 'features' && parts.length > 4) return `client/features/${parts[3]}`;
    if (['app', 'lib', 'components'].includes(parts[2])) return `client/${parts[2]}`;
    return 'client';
  }
  if (parts[0] === 'client') return 'client';
  return parts[0];
}

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to) {
  if (!from || !to || from === to) return null;
  if (from === 'shared' && !to.startsWith('shared')) return 'shared/ is isomorphic and imports nothing from client/ or server/';
  if (from.startsWith('client') && to.startsWith('server')) return 'the client never imports server code';
  if (from === 'server/gateway' && to === 'server/sandbox')
    return 'the gateway knows the platform only as an upstream address, never the sandbox';
  if (from.startsWith('client/features/') && to.startsWith('client/features/'))
    return 'a feature never imports another feature; move what both need to lib/ or components/, or compose them in app/';
  if ((from === 'client/lib' || from === 'client/components') && (to.startsWith('client/features/') || to === 'client/app'))
    return 'lib/ and components/ sit below the features and the app and never import them';
  if (from.startsWith('client/features/') && to === 'client/app') return 'features never import the app that composes them';
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the one-way imports between shared, server, client, app, features, lib and components' },
    schema: [],
    messages: { refused: 'Import of "{{source}}" crosses a boundary: {{why}}.' },
  },
  create(context) {
    const from = zoneOf(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      const why = refusal(from, to);
      if (why) context.report({ node, messageId: 'refused', data: { source, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
