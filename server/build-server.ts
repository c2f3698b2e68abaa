import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compiles the server to plain JavaScript in `outdir` (dist/server), which the container image runs
 * (`node dist/server/main.js`): no TypeScript loader at run time, whose helper around every named
 * function was a measurable share of each proxied call (docs/gateway-profile.md). `npm start` keeps
 * running the sources through tsx. Dependencies stay in node_modules; the sandbox is a chunk of its
 * own, loaded only by the processes that run it (server/roles.ts), and reads its SQL migrations
 * (sandbox/db/migrate.ts) and its texts for members (sandbox/texts.ts) from beside its modules, so
 * both are copied beside the chunks. The output must
 * sit below the project's package.json, which main.ts looks for to find the project.
 */
export async function buildServer(outdir = join(root, 'dist', 'server')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server', 'sandbox', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true });
  // The texts the sandbox writes to members (sandbox/texts.ts reads them from beside its module).
  cpSync(join(root, 'server', 'sandbox', 'locales'), join(outdir, 'locales'), { recursive: true });
}

// `npm run build:server`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
