import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkGroups, ENTRY, HOME_PAGE, staticClosure } from './firstPaint';

const dir = '/app/';
type Graph = Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }>;

/**
 * The entry imports the shell and the api; the shell lazily imports the home page and a lottery
 * page, both of which import the api; the home page also imports a tile the lottery page shares.
 */
const graph: Graph = {
  [`${dir}${ENTRY}`]: { importedIds: [`${dir}src/app/Shell.tsx`, `${dir}src/lib/api.ts`, '/app/node_modules/react/index.js'] },
  [`${dir}src/app/Shell.tsx`]: {
    importedIds: [`${dir}src/lib/api.ts`],
    dynamicallyImportedIds: [`${dir}${HOME_PAGE}`, `${dir}src/features/lottery/Page.tsx`],
  },
  [`${dir}src/lib/api.ts`]: {},
  [`${dir}${HOME_PAGE}`]: { importedIds: [`${dir}src/lib/api.ts`, `${dir}src/components/Tile.tsx`] },
  [`${dir}src/components/Tile.tsx`]: {},
  [`${dir}src/features/lottery/Page.tsx`]: { importedIds: [`${dir}src/lib/api.ts`, `${dir}src/components/Tile.tsx`] },
  '/app/node_modules/react/index.js': {},
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
    expect([...seen].sort()).toEqual([`${dir}src/app/Shell.tsx`, `${dir}src/lib/api.ts`]);
  });

  it('puts what the entry imports in the shell chunk, leaving the entry module its own chunk', () => {
    expect(chunkOf(`${dir}src/app/Shell.tsx`)).toBe('shell');
    expect(chunkOf(`${dir}src/lib/api.ts`)).toBe('shell');
    expect(chunkOf(`${dir}${ENTRY}`)).toBeNull();
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
