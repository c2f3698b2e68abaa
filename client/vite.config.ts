import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join, resolve, dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { promisify } from 'node:util';
import { serviceWorker } from './scripts/service-worker.ts';
import { chunkGroups, preloadStart } from './scripts/firstPaint.ts';
import { routerPure } from './scripts/routerPure.ts';
import { localeAssets } from './scripts/localeAssets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../dist/client');
const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt)$/;
// Tiny files gain nothing from a compressed sibling and cost a file-system lookup.
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const requireFromHere = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(requireFromHere.resolve(`${name}/package.json`));

/**
 * Production builds of the libraries whose packages point every bundler at a development build:
 * React Router's exports name only dist/development (its warnings included), and the signals
 * runtime imports the `use-sync-external-store` shim, which on React 19 only hands back React's
 * own hook; crypto-js's probe for CommonJS `require` gets the browser's answer. The dev server keeps
 * the packages as published.
 */
function productionBuilds(): Plugin {
  const router = join(packageDir('react-router'), 'dist', 'production');
  return {
    name: 'gamefront-production-builds',
    apply: 'build',
    config: () => ({
      // No browser has CommonJS's `require`. crypto-js probes for it (to reach Node's crypto), and the
      // probe alone made the bundler ship its `require` stand-in, with a long error message, in a
      // chunk every page loads (0.2 KB gzip of the first load).
      define: { 'typeof require': JSON.stringify('undefined') },
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(router, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(router, 'dom-export.mjs') },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(here, 'src/lib/syncExternalStore.ts') },
        ],
      },
    }),
  };
}

/**
 * Writes .br and .gz siblings so the gateway serves precompressed assets without work per request.
 * The .gz is Zopfli's: a standard gzip stream that every gzip decoder reads, about 4% smaller than
 * zlib's level 9, at a cost paid once per build instead of per request.
 */
function precompress(): Plugin {
  // The build's own output folder: the bundle budget builds elsewhere than dist/client.
  let builtDir = outDir;
  return {
    name: 'gamefront-precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(builtDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const data = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gzipAsync(data, { numiterations: 5 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  publicDir: resolve(here, 'public'),
  // The service worker and the icons join the bundle before precompress() writes the siblings.
  plugins: [
    react(),
    productionBuilds(),
    routerPure(),
    localeAssets(resolve(here, 'src/locales')),
    preloadStart(),
    serviceWorker(here),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target but Safari before 17 and Firefox before 115 preloads modules
    // natively; in those few the lazy chunks' imports load one after another instead, still correctly,
    // so the polyfill (about 0.5 KB gzip on every first load) is left out.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The runtime libraries, the shell and the home page each as one chunk (scripts/firstPaint.ts).
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  server: {
    port: 5173,
    // The dev server forwards platform calls to the gateway, as the built site reaches them same-origin.
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/lotto': 'http://localhost:3000',
    },
  },
});
