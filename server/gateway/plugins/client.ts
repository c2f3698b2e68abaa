import { languageInfo } from '../../../shared/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fail } from '../../../shared/api';
import type { BrandConfig } from '../../../shared/brand';
import { isClientPath } from '../../../shared/routes';
import { BRAND_MARKER, MANIFEST_PATH, SERVICE_WORKER_PATH, WEB_APP_MARKER, webAppHeadTags, webAppManifest } from '../brand-script';
import { sharedScope } from '../../shared-scope';
import { pathOf } from '../upstream-paths';
import type { CdnOrigins } from '../cdn-origins';
import { preferredCoding, type ContentCoding } from '../content-coding';

export interface ClientPluginOptions extends Record<string, unknown> {
  clientDir: string;
  /** The `<script>` element that carries the brand configuration. */
  brandScriptTag: string;
  /** The brand, for the web app manifest and the head tags that link it. */
  brand: BrandConfig;
  /** The image CDNs a page preconnects to (its `Link` header). */
  cdnOrigins?: CdnOrigins;
}

/** The gateway's own code for page requests when there is no built client to serve. */
export const CLIENT_NOT_BUILT = 'gateway.client_not_built';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** The service worker the build writes (client/scripts/service-worker.ts). */
const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);
/** Favicon, robots.txt and the like are not content-hashed, so they may change with any release. */
const SHORT_CACHE_MS = 60 * 60 * 1000;

/** Reads index.html once and puts the brand script and the web app's head tags in place of their markers. */
export function loadIndexHtml(clientDir: string, brandScriptTag: string, webAppTags = ''): string | null {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return null;
  const read = readFileSync(file, 'utf8');
  // Without their own marker, the web app's tags go where the brand script goes.
  const html = read.includes(WEB_APP_MARKER) ? read.replace(WEB_APP_MARKER, () => webAppTags) : read;
  const tags = read.includes(WEB_APP_MARKER) ? brandScriptTag : `${webAppTags}${brandScriptTag}`;
  if (html.includes(BRAND_MARKER)) return html.replace(BRAND_MARKER, () => tags);
  // Without the marker the brand still reaches the page, just before the app's own scripts.
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${tags}${html}`;
}

/**
 * The page's `<html lang dir>` in the brand's default language (shared/languages.ts): the first
 * bytes already read and lay out as that language does (right to left for Arabic), before the
 * client runs and sets them to the visitor's own choice.
 */
export function withDocumentLanguage(html: string, code: string): string {
  const { locale, direction } = languageInfo(code);
  return html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes: string) => `<html${attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '')} lang="${locale}" dir="${direction}">`,
  );
}

/**
 * Files shipped beside index.html (Vite's public/ folder, the icons the build draws), as URL paths;
 * assets/ and the service worker (with its compressed siblings) are served on their own.
 */
function publicFiles(clientDir: string): string[] {
  if (!existsSync(clientDir)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const rel = relative(clientDir, full).split(sep).join(posix.sep);
      if (rel === 'assets' || rel === 'index.html' || rel.startsWith(SERVICE_WORKER_FILE) || name.startsWith('.')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else found.push(rel);
    }
  };
  walk(clientDir);
  return found;
}

/** index.html as sent: the same page in each coding, compressed once at start rather than per request. */
export function encodedPage(html: string): Record<ContentCoding | 'identity', Buffer> {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
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
export const clientPlugin = sharedScope<ClientPluginOptions>(async (app, { clientDir, brandScriptTag, brand, cdnOrigins }) => {
  const loaded = loadIndexHtml(clientDir, brandScriptTag, webAppHeadTags(brand));
  const indexHtml = loaded === null ? null : withDocumentLanguage(loaded, brand.defaultLanguage);
  const page = indexHtml === null ? null : encodedPage(indexHtml);
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

  // The manifest comes from the brand, so it is there even before the client is built.
  const manifest = JSON.stringify(webAppManifest(brand));
  app.get(MANIFEST_PATH, (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${SHORT_CACHE_MS / 1000}`)
      .send(manifest),
  );

  // Browsers check the worker for a new version on every navigation, so it is never cached; it
  // controls the whole site from the root.
  const workerFile = join(clientDir, SERVICE_WORKER_FILE);
  const worker = existsSync(workerFile) ? readFileSync(workerFile) : null;
  if (worker) {
    app.get(SERVICE_WORKER_PATH, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/').send(worker),
    );
  }

  function sendApp(request: FastifyRequest, reply: FastifyReply, statusCode: number): FastifyReply {
    if (!page) {
      return reply.code(503).send(fail(CLIENT_NOT_BUILT, 'The client is not built yet: run `npm run build`, then restart.'));
    }
    const coding = preferredCoding(request.headers['accept-encoding']);
    const preconnect = cdnOrigins?.preconnectLink();
    if (preconnect) reply.header('link', preconnect);
    if (coding) reply.header('content-encoding', coding);
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, no-store')
      .header('vary', 'Accept-Encoding')
      .send(page[coding ?? 'identity']);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (isClientPath(path)) return sendApp(request, reply, 200);
      // A page address that the app does not know: the app shows its not-found page.
      if (!hasExtension(path) && acceptsHtml(request)) return sendApp(request, reply, 404);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
});
