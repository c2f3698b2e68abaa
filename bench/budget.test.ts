import { describe, expect, it } from 'vitest';
import { BUDGET_KB, FIRST_PAINT, firstLoadFiles, overBudgetKb, type Chunk } from './budget';

/** A build's manifest: the entry, the first paint's lazy modules, a chunk they share, an area chunk and the text. */
function manifest(): Record<string, Chunk> {
  const chunks: Record<string, Chunk> = {
    'src/main.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/lottery/LotteryPage.tsx': { file: 'assets/lottery.js', imports: ['_react.js'] },
    'src/locales/en/common.json': { file: 'assets/common.js' },
    'src/locales/tl/common.json': { file: 'assets/common-tl.js' },
  };
  FIRST_PAINT.forEach((key, i) => (chunks[key] = { file: `assets/first-${i}.js`, imports: ['_shared.js'] }));
  return chunks;
}

describe('the bundle budget', () => {
  it('counts the entry, the first paint and its imports, and the default language text, each once', () => {
    const files = firstLoadFiles(manifest(), () => 1024).map((f) => f.file);
    expect(files.sort()).toEqual(
      [
        'assets/common.js',
        'assets/entry.js',
        'assets/react.js',
        'assets/shared.js',
        ...FIRST_PAINT.map((_, i) => `assets/first-${i}.js`),
      ].sort(),
    );
  });

  it('fails above the ceiling and passes at it', () => {
    expect(overBudgetKb(BUDGET_KB)).toBe(0);
    expect(overBudgetKb(BUDGET_KB + 0.5)).toBeCloseTo(0.5);
  });

  it('refuses a first-paint list that names a module the build lacks', () => {
    const chunks = manifest();
    delete chunks[FIRST_PAINT[0]];
    expect(() => firstLoadFiles(chunks, () => 1)).toThrow(/update FIRST_PAINT/);
  });
});
