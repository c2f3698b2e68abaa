/**
 * The bundle budget, run by `npm test`: builds the client with a manifest and fails when the home
 * page's first-load JavaScript (gzip) grows above BUDGET_KB in either layout. First load = the entry
 * with everything it imports statically, plus the lazy chunks a visitor's first paint of `/` asks
 * for in that layout (FIRST_PAINT in client/scripts/firstPaint.ts, which also groups them into
 * chunks). The default language's text for them is data, not script (JSON files,
 * client/scripts/localeAssets.ts): printed beside the JavaScript, outside its budget.
 * `bench/first-load.ts` measures the same thing in a real browser; when the two disagree,
 * FIRST_PAINT is out of date.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { FIRST_PAINT, type Layout } from '../client/scripts/firstPaint';
import { SHIPPED_LANGUAGES } from '../shared/languages';

export { FIRST_PAINT };

/** The ceiling in KB (1024 bytes) of gzip. Lower it when the first load shrinks; never raise it to make a change pass. */
export const BUDGET_KB = 120;

/** The default language's text that the first paint needs: the shell's, the home page's and the banners' namespaces. */
const FIRST_PAINT_NAMESPACES = ['common', 'home', 'banners'];
/** The namespace of a first-paint module's own area, when it is not the shell's (`features/service/…` reads `service`). */
const areaText = (module: string) => /^src\/features\/([^/]+)\//.exec(module)?.[1];

/**
 * The bytes a browser that accepts gzip downloads for a built file: its precompressed `.gz` sibling
 * (client/vite.config.ts precompress, which the gateway serves), or the file itself when the build
 * wrote none (files too small to gain from it are served as they are). Null when the file is missing.
 */
export function servedGzipSize(path: string): number | null {
  if (!existsSync(path)) return null;
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
}

export interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript files of one layout's first load and their gzip sizes, largest first: the entry
 * and that layout's FIRST_PAINT modules with everything they import statically.
 */
export function firstLoadFiles(
  manifest: Record<string, Chunk>,
  gzipSizeOf: (file: string) => number | null,
  layout: Layout = 'phone',
): { file: string; gzip: number }[] {
  const lazy: readonly string[] = FIRST_PAINT[layout];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const missing = lazy.filter((key) => !manifest[key]);
  if (!entry || missing.length > 0) throw new Error(`Not in the build: ${missing.join(', ') || 'the entry'} (update FIRST_PAINT)`);

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of [entry, ...lazy]) visit(key);
  return sized(
    [...files].filter((file) => file.endsWith('.js')),
    gzipSizeOf,
  );
}

/**
 * The default language's text files that one layout's first paint reads, and their gzip sizes: the
 * shell's, the home page's and the banners' namespaces, and the own namespace of each FIRST_PAINT
 * module's area (the service panel's on a wide screen). `builtFiles` are the build's files under
 * its output folder (`assets/locales/<set>/<language>/<namespace>.json`).
 */
export function firstPaintTextFiles(
  builtFiles: readonly string[],
  gzipSizeOf: (file: string) => number | null,
  layout: Layout = 'phone',
  language = 'en',
): { file: string; gzip: number }[] {
  const namespaces = new Set([...FIRST_PAINT_NAMESPACES, ...FIRST_PAINT[layout].flatMap((module) => areaText(module) ?? [])]);
  const text = builtFiles.filter((file) => {
    const match = /^assets\/locales\/[^/]+\/([^/]+)\/([^/]+)\.json$/.exec(file);
    return match !== null && match[1] === language && namespaces.has(match[2]);
  });
  if (text.length !== namespaces.size) {
    throw new Error(
      `First-paint text of ${language}: ${text.length} of ${namespaces.size} files in the build (update FIRST_PAINT_NAMESPACES)`,
    );
  }
  return sized(text, gzipSizeOf);
}

function sized(files: readonly string[], gzipSizeOf: (file: string) => number | null): { file: string; gzip: number }[] {
  return files
    .flatMap((file) => {
      const gzip = gzipSizeOf(file);
      return gzip === null ? [] : [{ file, gzip }];
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (files: readonly { gzip: number }[]) => files.reduce((n, f) => n + f.gzip, 0) / 1024;

/** How far over the ceiling the first load is, in KB; 0 when it fits. */
export function overBudgetKb(totalKb: number, budgetKb = BUDGET_KB): number {
  return Math.max(0, totalKb - budgetKb);
}

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function main(): Promise<void> {
  // A build of its own in a temporary folder: the check never touches dist/client, which the gateway serves.
  const outDir = mkdtempSync(join(tmpdir(), 'gamefront-budget-'));
  try {
    await build({
      configFile: join(root, 'client', 'vite.config.ts'),
      logLevel: 'warn',
      build: { manifest: true, outDir, emptyOutDir: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const gzipSizeOf = (file: string) => servedGzipSize(join(outDir, file));
    const builtFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((file) => file.replace(/\\/g, '/'));
    for (const layout of Object.keys(FIRST_PAINT) as Layout[]) {
      const sizes = firstLoadFiles(manifest, gzipSizeOf, layout);
      const total = kb(sizes);
      const text = firstPaintTextFiles(builtFiles, gzipSizeOf, layout);
      console.log(`${layout}:`);
      for (const s of [...sizes, ...text]) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
      console.log(`home first-load JavaScript (${layout}): ${total.toFixed(2)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB)`);
      console.log(`  and its text (JSON, outside the budget): ${kb(text).toFixed(1)} KB gzip in ${text.length} files`);
      // The script is the same in every language (the languages are data: shared/languages.ts); only
      // the text differs, and every language has the first paint's files.
      const byLanguage = SHIPPED_LANGUAGES.map((code) => ({
        code,
        kb: kb(firstPaintTextFiles(builtFiles, gzipSizeOf, layout, code.toLowerCase())),
      }));
      byLanguage.sort((a, b) => a.kb - b.kb);
      const [least, most] = [byLanguage[0], byLanguage[byLanguage.length - 1]];
      console.log(
        `  the same script in all ${byLanguage.length} languages; their text ${least.kb.toFixed(1)} KB (${least.code}) to ${most.kb.toFixed(1)} KB (${most.code})`,
      );
      const over = overBudgetKb(total);
      if (over > 0) {
        console.error(`Over budget by ${over.toFixed(1)} KB: keep the first paint lean (lazy-load what it does not show).`);
        process.exitCode = 1;
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
