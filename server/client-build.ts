import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` on a fresh clone must serve the site without a separate build step, and a developer who
 * edits the client must not see a stale bundle. So the build runs when the bundle is missing or older
 * than any client or shared source file; in the production image the bundle is prebuilt and Vite is absent.
 */
export async function ensureClientBuilt(root: string, log: (msg: string) => void): Promise<string> {
  const outDir = join(root, 'dist', 'client');
  const index = join(outDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(join(root, 'client')), newestMtime(join(root, 'shared')));
  if (builtAt > 0 && builtAt >= sourcesAt) return outDir;
  if (builtAt > 0 && !existsSync(join(root, 'client', 'vite.config.ts'))) return outDir;

  let vite: typeof import('vite');
  try {
    vite = await import('vite');
  } catch {
    if (builtAt > 0) return outDir;
    throw new Error('The client is not built and Vite is not installed: run `npm install && npm run build`.');
  }
  log(builtAt === 0 ? 'Building the client (first start)…' : 'Client sources changed: rebuilding…');
  const started = Date.now();
  await vite.build({ configFile: join(root, 'client', 'vite.config.ts'), logLevel: 'warn' });
  log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}
