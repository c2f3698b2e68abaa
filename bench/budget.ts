/**
 * The bundle budget, run by `npm test`: builds the client with a manifest and fails when the home
 * page's first-load JavaScript (gzip) grows above BUDGET_KB. First load = the entry with everything
 * it imports statically, plus the lazy chunks a visitor's first paint of `/` asks for (FIRST_PAINT)
 * and the default language's text for them. `bench/first-load.ts` measures the same thing in a real
 * browser; when the two disagree, FIRST_PAINT is out of date.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The ceiling in KB (1024 bytes) of gzip. Lower it when the first load shrinks; never raise it to make a change pass. */
export const BUDGET_KB = 171;

/** Lazily loaded modules that the shell and the home route render on a visitor's first paint of `/`. */
export const FIRST_PAINT = [
  'src/features/home/HomePage.tsx',
  'src/features/banners/BannerArea.tsx',
  'src/features/service/ServicePanel.tsx',
];

/** The default language's text that the first paint needs: one file per language, or these namespaces. */
const FIRST_PAINT_TEXT = /^src\/locales\/(en\.json|en\/(common|home|banners|service)\.json)$/;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'dist', 'client');

async function main(): Promise<void> {
  await build({ configFile: join(root, 'client', 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  // The manifest is for this check only: the gateway serves dist/client and must not publish it.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const missing = FIRST_PAINT.filter((key) => !manifest[key]);
  if (!entry || missing.length > 0) throw new Error(`Not in the build: ${missing.join(', ') || 'the entry'} (update FIRST_PAINT)`);
  const text = Object.keys(manifest).filter((key) => FIRST_PAINT_TEXT.test(key));
  if (text.length === 0) throw new Error('No first-paint text in the build (update FIRST_PAINT_TEXT)');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of [entry, ...FIRST_PAINT, ...text]) visit(key);

  const sizes = [...files]
    .filter((file) => file.endsWith('.js') && existsSync(join(outDir, file)))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((n, s) => n + s.gzip, 0) / 1024;
  for (const s of sizes) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  console.log(`home first-load JavaScript: ${total.toFixed(1)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB)`);
  if (total > BUDGET_KB) {
    console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB: keep the first paint lean (lazy-load what it does not show).`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
