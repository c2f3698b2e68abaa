import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { DESKTOP_QUERY } from '../src/lib/phoneLayout.ts';

/**
 * What a visitor's first paint runs, and how the build groups it into chunks.
 *
 * The entry (src/main.tsx) and everything it imports statically, none of it a library but the
 * signals, builds as ONE chunk, `boot`: it starts the page's calls and text while the rest
 * downloads. The app it then imports (src/app/start.tsx) with everything that imports statically
 * builds as one chunk, `shell`, the libraries as one, `runtime`, and the home page's code as one,
 * `home`. Left to the automatic split, the modules the entry shares with lazy pages were cut into
 * some thirty small chunks: each one a request of its own and its own gzip stream, which cost the
 * first load about 8 KB of gzip (bench/budget.ts measures it). Only static imports are followed:
 * what the shell or the home page reach through `import()` (the carousel, the speed test) stays out.
 */

/** The entry, from client/. */
export const ENTRY = 'src/main.tsx';

/** What the entry imports once the boot calls have left: the app and its first render, from client/. */
export const START = 'src/app/start.tsx';

/** The home route's page (client/src/app/routes.tsx), from client/. */
export const HOME_PAGE = 'src/features/home/HomePage.tsx';

/**
 * The lazily loaded modules a visitor's first paint of `/` renders, by layout (client/src/app/Shell.tsx):
 * the app, the home page, and beside them the service panel on a wide screen or the tab bar on a
 * phone. The disclaimer a new session sees over its first page is in the app's own chunk.
 */
export const FIRST_PAINT = {
  desktop: [START, HOME_PAGE, 'src/features/service/ServicePanel.tsx'],
  phone: [START, HOME_PAGE, 'src/app/TabBar.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type Layout = keyof typeof FIRST_PAINT;

/** The libraries every page runs on; the signals' core runs in the boot chunk, before them. */
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|use-sync-external-store|@preact[\\/]signals-react)[\\/]/;

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
  let sets: { boot: Set<string>; shell: Set<string>; home: Set<string> } | null = null;
  // The graph is complete when chunking starts: each set is computed once per build.
  const closures = (ctx: Rolldown.ChunkingContext) => {
    if (sets) return sets;
    const info = (id: string) => ctx.getModuleInfo(id);
    // Everything but the entry module itself: a chunk with nothing of its own would leave the page
    // an empty entry, which the build drops from index.html and its manifest.
    const entry = `${dir}${ENTRY}`;
    const boot = staticClosure([entry], info);
    boot.delete(entry);
    sets = { boot, shell: staticClosure([`${dir}${START}`], info), home: staticClosure([`${dir}${HOME_PAGE}`], info) };
    return sets;
  };
  const ownCode = (id: string) => !id.includes('node_modules');
  return [
    // Before the libraries' group: the boot chunk must not import the runtime chunk, or the entry
    // would wait for it (the signals' core is the one library it holds).
    { name: (id, ctx) => (closures(ctx).boot.has(id) ? 'boot' : null), debugName: 'boot', priority: 40 },
    // One chunk for the libraries: left to the automatic split, they were cut into two chunks whose
    // boundary moved with each new lazy page that imports one but not the other.
    { name: 'runtime', test: RUNTIME, priority: 30 },
    { name: (id, ctx) => (ownCode(id) && closures(ctx).shell.has(id) ? 'shell' : null), debugName: 'shell', priority: 20 },
    { name: (id, ctx) => (ownCode(id) && closures(ctx).home.has(id) ? 'home' : null), debugName: 'home', priority: 10 },
  ];
}

/** A built chunk as the HTML hook sees it: its file, the chunks it imports and the stylesheets its modules import. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The tags index.html needs so that the app (START) downloads beside the boot chunk instead of after
 * it has run: a modulepreload for START's chunk and every chunk it imports statically, and its
 * stylesheets. The build writes those of the entry's own static imports itself.
 *
 * The app's preloads ask for low priority: nothing the page paints before the app runs (the
 * spinner, from the inlined styles) waits for them, and the boot chunk and its calls, which the
 * first render needs as much, go first on a shared line. At the default (high) priority a script
 * preload counts as render-blocking for Lighthouse's simulation, which then put the 84 KB of the
 * libraries before the spinner's paint.
 *
 * They apply to the desktop layout only (their `media`): on a phone the app's download waits until
 * the page's banner has painted (src/app/earlyBanner.ts), so the banner has the line to itself.
 */
export function startPreloadTags(
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  entryFile: string,
  base = '/',
): HtmlTagDescriptor[] {
  const chunks = new Map<string, BuiltChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${START}`));
  if (!start) throw new Error(`${START} is not a chunk of its own: the first paint cannot be preloaded`);
  // The entry and what it imports statically are in index.html already.
  const present = new Set<string>();
  const mark = (file: string) => {
    if (present.has(file)) return;
    present.add(file);
    for (const next of chunks.get(file)?.imports ?? []) mark(next);
  };
  mark(entryFile);
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (file: string) => {
    if (present.has(file)) return;
    present.add(file);
    const chunk = chunks.get(file);
    for (const next of chunk?.imports ?? []) visit(next);
    scripts.push(file);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
  };
  visit(start.fileName);
  return [
    ...styles.map((file): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
      injectTo: 'head',
    })),
    ...scripts.map((file): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', media: DESKTOP_QUERY, href: `${base}${file}` },
      injectTo: 'head',
    })),
  ];
}

/** A built asset as the HTML hook sees it. */
interface BuiltAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * index.html with each stylesheet link to a built stylesheet replaced by the stylesheet itself, so
 * the page paints (the status gate's spinner) as soon as it is parsed: a linked stylesheet holds
 * the first paint until it arrives, and on a phone's connection it shares the line with the
 * scripts the same page preloads. The styles of lazily loaded parts still arrive with their chunks.
 */
export function inlineStylesheets(html: string, bundle: Record<string, BuiltChunk | BuiltAsset>, base = '/'): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    const file = href?.startsWith(base) ? href.slice(base.length) : null;
    const asset = file ? bundle[file] : undefined;
    if (!asset || asset.type !== 'asset' || !file?.endsWith('.css')) return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // A stylesheet cannot end the style element early: `</style` never occurs in a built stylesheet,
    // and it is refused rather than escaped should it ever appear.
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/**
 * The stylesheets index.html carries inline: those of the entry and its static imports, which the
 * build links itself, and those of startPreloadTags.
 */
export function inlinedStylesheetFiles(bundle: Record<string, BuiltChunk | { type: 'asset' }>, entryFile: string): Set<string> {
  const chunks = new Map<string, BuiltChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.get(file);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  visit(entryFile);
  for (const tag of startPreloadTags(bundle, entryFile, '')) if (tag.attrs?.rel === 'stylesheet') files.add(String(tag.attrs.href));
  return files;
}

/**
 * A built chunk's code with `files` left out of its lazy imports' dependency lists. Vite's loader
 * takes each import's dependencies from one table per chunk, `m.f=[…]`, by index
 * (`__vite__mapDeps([0,2])`): the table loses the files and every index list is renumbered.
 */
export function withoutPreloadDependencies(code: string, files: ReadonlySet<string>): string {
  const table = /\bm\.f=(\[[^\]]*\])/.exec(code);
  if (!table) return code;
  const listed = JSON.parse(table[1]) as string[];
  const kept: string[] = [];
  const renumbered = listed.map((file) => (files.has(file) ? -1 : kept.push(file) - 1));
  if (kept.length === listed.length) return code;
  return code
    .replace(table[0], () => `m.f=${JSON.stringify(kept)}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, ids: string) => {
      const indices = ids
        .split(',')
        .filter(Boolean)
        .map((id) => renumbered[Number(id)])
        .filter((index) => index >= 0);
      return `__vite__mapDeps([${indices.join(',')}])`;
    });
}

/**
 * The first paint's build step: adds startPreloadTags to index.html and inlines its stylesheets,
 * then leaves those stylesheets out of every lazy import's dependencies. Vite's loader would
 * otherwise fetch an inlined stylesheet again as a link and hold the import until it arrived: the
 * app's own import, on every first load, waited a round trip for styles the page already had.
 */
export function preloadStart(): Plugin {
  let base = '/';
  return {
    name: 'gamefront-preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const bundle = ctx.bundle as unknown as Record<string, BuiltChunk | BuiltAsset>;
        const tags = startPreloadTags(bundle, ctx.chunk.fileName, base);
        const links = tags
          .map(({ attrs }) => {
            const priority = attrs?.fetchpriority ? ` fetchpriority="${String(attrs.fetchpriority)}"` : '';
            const media = attrs?.media ? ` media="${String(attrs.media)}"` : '';
            return `<link rel="${String(attrs?.rel)}" crossorigin${priority}${media} href="${String(attrs?.href)}">`;
          })
          .join('');
        return inlineStylesheets(
          html.replace('</head>', () => `${links}</head>`),
          bundle,
          base,
        );
      },
    },
    generateBundle: {
      // After Vite has written each chunk's dependency table.
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Record<string, BuiltChunk | BuiltAsset>;
        const entry = Object.values(output).find((item) => item.type === 'chunk' && item.isEntry);
        if (!entry) return;
        const inlined = inlinedStylesheetFiles(bundle, entry.fileName);
        for (const item of Object.values(output)) if (item.type === 'chunk') item.code = withoutPreloadDependencies(item.code, inlined);
      },
    },
  };
}
