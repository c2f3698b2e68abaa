import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fail } from '../../../shared/api';
import { isClientPath } from '../../../shared/routes';
import { BRAND_MARKER } from '../brand-script';
import { sharedScope } from '../shared-scope';
import { pathOf } from '../upstream-paths';

export interface ClientPluginOptions extends Record<string, unknown> {
  clientDir: string;
  /** The `<script>` element that carries the brand configuration. */
  brandScriptTag: string;
}

/** The gateway's own code for page requests when there is no built client to serve. */
export const CLIENT_NOT_BUILT = 'gateway.client_not_built';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Favicon, robots.txt and the like are not content-hashed, so they may change with any release. */
const SHORT_CACHE_MS = 60 * 60 * 1000;

/** Reads index.html once and puts the brand script in place of the marker. */
export function loadIndexHtml(clientDir: string, brandScriptTag: string): string | null {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  if (html.includes(BRAND_MARKER)) return html.replace(BRAND_MARKER, () => brandScriptTag);
  // Without the marker the brand still reaches the page, just before the app's own scripts.
  return html.includes('</head>') ? html.replace('</head>', () => `${brandScriptTag}</head>`) : `${brandScriptTag}${html}`;
}

/** Files shipped beside index.html (Vite's public/ folder), as URL paths; assets/ is served on its own. */
function publicFiles(clientDir: string): string[] {
  if (!existsSync(clientDir)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const rel = relative(clientDir, full).split(sep).join(posix.sep);
      if (rel === 'assets' || rel === 'index.html' || name.startsWith('.')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else found.push(rel);
    }
  };
  walk(clientDir);
  return found;
}

function hasExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * The built client: hashed assets cached for good (with their brotli/gzip siblings),
 * index.html never cached and carrying the brand, every client route answered with the app and
 * unknown files with a plain 404.
 */
export const clientPlugin = sharedScope<ClientPluginOptions>(async (app, { clientDir, brandScriptTag }) => {
  const indexHtml = loadIndexHtml(clientDir, brandScriptTag);
  if (!indexHtml) app.log.warn({ clientDir }, 'No built client found; pages answer 503 until `npm run build` is run');

  const assetsDir = join(clientDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
      index: false,
      redirect: false,
      list: false,
    });
  }

  const files = publicFiles(clientDir).filter((file) => !isClientPath(`/${file}`));
  if (files.length > 0) {
    await app.register(async (scope) => {
      // No precompressed lookup here: these files are small, and @fastify/static forgets per-call
      // options when it falls back from a missing .br/.gz, so the cache time is set plugin-wide.
      await scope.register(fastifyStatic, { root: clientDir, serve: false, maxAge: SHORT_CACHE_MS });
      for (const file of files) {
        scope.get(`/${file}`, (_request, reply) => reply.sendFile(file));
      }
    });
  }

  function sendApp(reply: FastifyReply, statusCode: number): FastifyReply {
    if (!indexHtml) {
      return reply.code(503).send(fail(CLIENT_NOT_BUILT, 'The client is not built yet: run `npm run build`, then restart.'));
    }
    return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-cache, no-store').send(indexHtml);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (isClientPath(path)) return sendApp(reply, 200);
      // A page address that the app does not know: the app shows its not-found page.
      if (!hasExtension(path) && acceptsHtml(request)) return sendApp(reply, 404);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
});
