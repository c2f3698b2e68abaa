import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGET_KB, FIRST_PAINT, firstLoadFiles, firstPaintTextFiles, overBudgetKb, servedGzipSize, type Chunk } from './budget';

/** A build's manifest: the entry, the first paint's lazy modules of both layouts, a chunk they share and an area chunk. */
function manifest(): Record<string, Chunk> {
  const chunks: Record<string, Chunk> = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/lottery/LotteryPage.tsx': { file: 'assets/lottery.js', imports: ['_react.js'] },
  };
  for (const key of [...FIRST_PAINT.desktop, ...FIRST_PAINT.phone]) {
    chunks[key] = { file: `assets/${key.replace(/\W/g, '-')}.js`, imports: ['_shared.js'] };
  }
  return chunks;
}

const fileOf = (key: string) => `assets/${key.replace(/\W/g, '-')}.js`;

describe('the bundle budget', () => {
  it("counts the entry, the layout's first paint and its imports, each once", () => {
    const files = firstLoadFiles(manifest(), () => 1024, 'phone').map((f) => f.file);
    expect(files.sort()).toEqual(['assets/entry.js', 'assets/react.js', 'assets/shared.js', ...FIRST_PAINT.phone.map(fileOf)].sort());
    expect(firstLoadFiles(manifest(), () => 1024, 'desktop').map((f) => f.file)).toEqual(
      expect.arrayContaining(FIRST_PAINT.desktop.map(fileOf)),
    );
  });

  it("counts apart the default language's text the first paint reads: the shell's, the home page's, the banners' and a first-paint area's own", () => {
    const built = ['common', 'home', 'banners', 'service', 'lottery'].flatMap((namespace) => [
      `assets/locales/h1/en/${namespace}.json`,
      `assets/locales/h1/en/${namespace}.json.gz`,
      `assets/locales/h1/tl/${namespace}.json`,
    ]);
    const text = (layout: 'phone' | 'desktop') => firstPaintTextFiles([...built, 'assets/entry.js'], () => 100, layout).map((f) => f.file);
    expect(text('phone').sort()).toEqual([
      'assets/locales/h1/en/banners.json',
      'assets/locales/h1/en/common.json',
      'assets/locales/h1/en/home.json',
    ]);
    expect(text('desktop')).toContain('assets/locales/h1/en/service.json');
    expect(text('desktop')).toHaveLength(4);
    expect(() => firstPaintTextFiles(['assets/entry.js'], () => 1, 'phone')).toThrow(/First-paint text of en: 0 of 3 files/);
    // Another language's text, and a language missing a first-paint file fails.
    expect(firstPaintTextFiles(built, () => 100, 'phone', 'tl').map((f) => f.file)).toContain('assets/locales/h1/tl/home.json');
    expect(() =>
      firstPaintTextFiles(
        built.filter((f) => f !== 'assets/locales/h1/tl/home.json'),
        () => 1,
        'phone',
        'tl',
      ),
    ).toThrow(/First-paint text of tl: 2 of 3 files/);
  });

  it('fails above the ceiling and passes at it', () => {
    expect(overBudgetKb(BUDGET_KB)).toBe(0);
    expect(overBudgetKb(BUDGET_KB + 0.5)).toBeCloseTo(0.5);
  });

  it('refuses a first-paint list that names a module the build lacks', () => {
    const chunks = manifest();
    delete chunks[FIRST_PAINT.phone[1]];
    expect(() => firstLoadFiles(chunks, () => 1, 'phone')).toThrow(/update FIRST_PAINT/);
  });
});

describe('servedGzipSize', () => {
  it('counts the .gz sibling a gzip-only browser receives, the file itself when the build wrote none, and nothing when missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamefront-served-'));
    try {
      writeFileSync(join(dir, 'big.js'), 'x'.repeat(4000));
      writeFileSync(join(dir, 'big.js.gz'), 'y'.repeat(40));
      writeFileSync(join(dir, 'small.js'), 'z'.repeat(300));
      expect(servedGzipSize(join(dir, 'big.js'))).toBe(40);
      expect(servedGzipSize(join(dir, 'small.js'))).toBe(300);
      expect(servedGzipSize(join(dir, 'gone.js'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
