import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

/**
 * What a visitor's first paint runs, and how the build groups it into chunks.
 *
 * The entry (src/main.tsx) with everything it imports statically builds as ONE chunk, `shell`
 * (only main.tsx itself stays in the entry chunk); the home page's code builds as one chunk, `home`.
 * Left to the automatic split, the modules the entry shares with lazy pages were cut into some
 * thirty small chunks: each one a request of its own and its own gzip stream, which cost the first
 * load about 8 KB of gzip (bench/budget.ts measures it). Only static imports are followed: what
 * the shell or the home page reach through `import()` (the carousel, the speed test) stays out.
 */

/** The entry, from client/. */
export const ENTRY = 'src/main.tsx';

/** The home route's page (client/src/app/routes.tsx), from client/. */
export const HOME_PAGE = 'src/features/home/HomePage.tsx';

/**
 * The lazily loaded modules a visitor's first paint of `/` renders, by layout (client/src/app/Shell.tsx):
 * the home page, and beside it the service panel on a wide screen or the tab bar on a phone.
 */
export const FIRST_PAINT = {
  desktop: [HOME_PAGE, 'src/features/service/ServicePanel.tsx'],
  phone: [HOME_PAGE, 'src/app/TabBar.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type Layout = keyof typeof FIRST_PAINT;

/** The libraries every page runs on. */
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|use-sync-external-store|@preact[\\/]signals[^\\/]*)[\\/]/;

const clientDir = fileURLToPath(new URL('..', import.meta.url));

/** The modules reachable from `roots` through static imports, in the bundler's module graph. */
export function staticClosure(
  roots: readonly string[],
  moduleInfo: (id: string) => { importedIds: readonly string[] } | null,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of moduleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * The codeSplitting groups: the runtime libraries, then the shell, then the home page. A group that
 * captures a module also captures what it imports, so the shell's group must come first: the home
 * page imports much of the shell. The home chunk also holds what the home page shares with other
 * lazy pages (the game tiles, the loaders), so those pages load it too rather than many small chunks.
 */
export function chunkGroups(dir = clientDir): Rolldown.CodeSplittingGroup[] {
  let shell: Set<string> | null = null;
  let home: Set<string> | null = null;
  // The graph is complete when chunking starts: each set is computed once per build.
  const closures = (ctx: Rolldown.ChunkingContext) => {
    if (shell && home) return { shell, home };
    const info = (id: string) => ctx.getModuleInfo(id);
    // Everything but the entry module itself: a chunk with nothing of its own would leave the page
    // an empty entry, which the build drops from index.html and its manifest.
    const entry = `${dir}${ENTRY}`;
    shell = staticClosure([entry], info);
    shell.delete(entry);
    home = staticClosure([`${dir}${HOME_PAGE}`], info);
    return { shell, home };
  };
  const ownCode = (id: string) => !id.includes('node_modules');
  return [
    // One chunk for the libraries: left to the automatic split, they were cut into two chunks whose
    // boundary moved with each new lazy page that imports one but not the other.
    { name: 'runtime', test: RUNTIME, priority: 30 },
    { name: (id, ctx) => (ownCode(id) && closures(ctx).shell.has(id) ? 'shell' : null), debugName: 'shell', priority: 20 },
    { name: (id, ctx) => (ownCode(id) && closures(ctx).home.has(id) ? 'home' : null), debugName: 'home', priority: 10 },
  ];
}
