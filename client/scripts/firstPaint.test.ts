import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  chunkGroups,
  ENTRY,
  HOME_PAGE,
  inlinedStylesheetFiles,
  inlineStylesheets,
  START,
  staticClosure,
  startPreloadTags,
  withoutPreloadDependencies,
} from './firstPaint';
import { DESKTOP_QUERY, PHONE_QUERY } from '../src/lib/phoneLayout';

const dir = '/app/';
type Graph = Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }>;

/**
 * The entry imports the api and the signals' core and lazily the app (START); the app imports the
 * shell and React, and the shell lazily imports the home page and a lottery page, both of which
 * import the api; the home page also imports a tile the lottery page shares.
 */
const graph: Graph = {
  [`${dir}${ENTRY}`]: {
    importedIds: [`${dir}src/lib/api.ts`, '/app/node_modules/@preact/signals-core/dist/signals-core.mjs'],
    dynamicallyImportedIds: [`${dir}${START}`],
  },
  [`${dir}${START}`]: { importedIds: [`${dir}src/app/Shell.tsx`, '/app/node_modules/react/index.js'] },
  [`${dir}src/app/Shell.tsx`]: {
    importedIds: [`${dir}src/lib/api.ts`],
    dynamicallyImportedIds: [`${dir}${HOME_PAGE}`, `${dir}src/features/lottery/Page.tsx`],
  },
  [`${dir}src/lib/api.ts`]: { importedIds: ['/app/node_modules/@preact/signals-core/dist/signals-core.mjs'] },
  [`${dir}${HOME_PAGE}`]: { importedIds: [`${dir}src/lib/api.ts`, `${dir}src/components/Tile.tsx`] },
  [`${dir}src/components/Tile.tsx`]: {},
  [`${dir}src/features/lottery/Page.tsx`]: { importedIds: [`${dir}src/lib/api.ts`, `${dir}src/components/Tile.tsx`] },
  '/app/node_modules/react/index.js': {},
  '/app/node_modules/@preact/signals-core/dist/signals-core.mjs': {},
};

const ctx: Rolldown.ChunkingContext = {
  getModuleInfo: (id) => {
    const node = graph[id];
    return node
      ? ({
          id,
          importedIds: node.importedIds ?? [],
          dynamicallyImportedIds: node.dynamicallyImportedIds ?? [],
        } as unknown as Rolldown.ModuleInfo)
      : null;
  },
};

function chunkOf(id: string): string | null {
  for (const group of chunkGroups(dir)) {
    if (typeof group.name === 'function') {
      const name = group.name(id, ctx);
      if (name) return name;
    } else if (group.test instanceof RegExp && group.test.test(id)) {
      return group.name;
    }
  }
  return null;
}

describe('the first paint chunks', () => {
  it('follows static imports only', () => {
    const seen = staticClosure([`${dir}src/app/Shell.tsx`], (id) => ({ importedIds: graph[id]?.importedIds ?? [] }));
    expect([...seen].sort()).toEqual([
      '/app/node_modules/@preact/signals-core/dist/signals-core.mjs',
      `${dir}src/app/Shell.tsx`,
      `${dir}src/lib/api.ts`,
    ]);
  });

  it("puts what the entry imports in the boot chunk, the signals' core included, leaving the entry module its own chunk", () => {
    expect(chunkOf(`${dir}src/lib/api.ts`)).toBe('boot');
    expect(chunkOf('/app/node_modules/@preact/signals-core/dist/signals-core.mjs')).toBe('boot');
    expect(chunkOf(`${dir}${ENTRY}`)).toBeNull();
  });

  it('puts the app and what it imports besides the boot chunk in the shell chunk', () => {
    expect(chunkOf(`${dir}${START}`)).toBe('shell');
    expect(chunkOf(`${dir}src/app/Shell.tsx`)).toBe('shell');
  });

  it('puts the home page and what it shares with other lazy pages in the home chunk, and leaves the rest to the bundler', () => {
    expect(chunkOf(`${dir}${HOME_PAGE}`)).toBe('home');
    expect(chunkOf(`${dir}src/components/Tile.tsx`)).toBe('home');
    expect(chunkOf(`${dir}src/features/lottery/Page.tsx`)).toBeNull();
  });

  it('keeps the libraries in the runtime chunk', () => {
    expect(chunkOf('/app/node_modules/react/index.js')).toBe('runtime');
  });
});

describe('startPreloadTags', () => {
  const chunk = (fileName: string, imports: string[], facade: string | null = null, css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: facade,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/boot.js'], `${dir}${ENTRY}`),
    'assets/boot.js': chunk('assets/boot.js', [], null, ['assets/boot.css']),
    'assets/start.js': chunk('assets/start.js', ['assets/shell.js', 'assets/runtime.js'], `${dir}${START}`),
    'assets/shell.js': chunk('assets/shell.js', ['assets/runtime.js', 'assets/boot.js'], null, ['assets/shell.css']),
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/home.js': chunk('assets/home.js', ['assets/shell.js'], `${dir}${HOME_PAGE}`),
    'assets/shell.css': { type: 'asset' as const },
  };

  it("preloads the app's chunks and stylesheets, not what the entry already brings nor the lazy pages", () => {
    const tags = startPreloadTags(bundle, 'assets/index.js');
    expect(tags.map((tag) => [tag.attrs?.rel, tag.attrs?.href, tag.attrs?.fetchpriority])).toEqual([
      ['stylesheet', '/assets/shell.css', undefined],
      ['modulepreload', '/assets/runtime.js', 'low'],
      ['modulepreload', '/assets/shell.js', 'low'],
      ['modulepreload', '/assets/start.js', 'low'],
    ]);
  });

  it("preloads the app only in the desktop layout: a phone's first load waits for the banner to paint", () => {
    const preloads = startPreloadTags(bundle, 'assets/index.js').filter((tag) => tag.attrs?.rel === 'modulepreload');
    expect(preloads.map((tag) => tag.attrs?.media)).toEqual([DESKTOP_QUERY, DESKTOP_QUERY, DESKTOP_QUERY]);
    expect(DESKTOP_QUERY).toBe(`not all and ${PHONE_QUERY}`);
  });

  it("knows the stylesheets index.html carries inline: the boot chunk's and the app's", () => {
    expect([...inlinedStylesheetFiles(bundle, 'assets/index.js')].sort()).toEqual(['assets/boot.css', 'assets/shell.css']);
  });

  it('fails the build when the app is not a chunk of its own', () => {
    const { 'assets/start.js': _start, ...withoutStart } = bundle;
    expect(() => startPreloadTags(withoutStart, 'assets/index.js')).toThrow(START);
  });
});

describe('inlineStylesheets', () => {
  const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

  it('puts each built stylesheet the page links in the page itself, and leaves other links alone', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/boot.css"><link rel="stylesheet" href="https://fonts.example.com/a.css"></head>';
    const out = inlineStylesheets(html, { 'assets/boot.css': asset('assets/boot.css', '.gate{color:red}') });
    expect(out).toBe(
      '<head><link rel="icon" href="/favicon.svg" /><style>.gate{color:red}</style><link rel="stylesheet" href="https://fonts.example.com/a.css"></head>',
    );
  });

  it('refuses a stylesheet that would end the style element early', () => {
    const html = '<link rel="stylesheet" href="/assets/x.css">';
    expect(() => inlineStylesheets(html, { 'assets/x.css': asset('assets/x.css', 'a{}</style><script>') })).toThrow('</style');
  });
});

describe('withoutPreloadDependencies', () => {
  const table =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/boot.css","assets/b.js","assets/shell.css"])))=>i.map(i=>d[i]);';

  it("drops the files from the table and renumbers every import's list", () => {
    const code = `${table}e(()=>import("./a.js"),__vite__mapDeps([0,1,2,3]));e(()=>import("./b.js"),__vite__mapDeps([2,3]));e(()=>import("./c.js"),__vite__mapDeps([1]))`;
    const out = withoutPreloadDependencies(code, new Set(['assets/boot.css', 'assets/shell.css']));
    expect(out).toContain('m.f=["assets/a.js","assets/b.js"]');
    expect(out).toContain('import("./a.js"),__vite__mapDeps([0,1])');
    expect(out).toContain('import("./b.js"),__vite__mapDeps([1])');
    expect(out).toContain('import("./c.js"),__vite__mapDeps([])');
  });

  it('leaves a chunk without a table, or without those files, as it is', () => {
    expect(withoutPreloadDependencies('export const a=1;', new Set(['assets/boot.css']))).toBe('export const a=1;');
    const code = `${table}__vite__mapDeps([0])`;
    expect(withoutPreloadDependencies(code, new Set(['assets/other.css']))).toBe(code);
  });
});
