import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localeAssets, localeFolder, localeSetHash, localeTable, readLocaleFiles } from './localeAssets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A locales folder: `{ en: { common: {...} } }` written as `<dir>/en/common.json`. */
function localesDir(tree: Record<string, Record<string, unknown>>, raw: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gamefront-locales-'));
  dirs.push(dir);
  for (const [language, files] of Object.entries(tree)) {
    mkdirSync(join(dir, language));
    for (const [namespace, data] of Object.entries(files))
      writeFileSync(join(dir, language, `${namespace}.json`), JSON.stringify(data, null, 2));
  }
  for (const [path, text] of Object.entries(raw)) writeFileSync(join(dir, path), text);
  return dir;
}

const TREE = {
  tl: { common: { common: { close: 'Isara' } }, home: { home: { title: 'Tahanan' } } },
  en: { home: { home: { title: 'Home' } }, common: { common: { close: 'Close' } } },
};

describe('the interface text as files', () => {
  it('reads every file sorted and minified, and tables the namespaces under one folder', () => {
    const files = readLocaleFiles(localesDir(TREE));
    expect(files.map((f) => `${f.language}/${f.namespace}`)).toEqual(['en/common', 'en/home', 'tl/common', 'tl/home']);
    expect(files[0].text).toBe('{"common":{"close":"Close"}}');
    expect(localeTable(files, '/x/')).toEqual({ base: '/x/', namespaces: ['common', 'home'] });
  });

  it('gives the set a new folder when any text changes, and the same folder for the same texts', () => {
    const hash = localeSetHash(readLocaleFiles(localesDir(TREE)));
    expect(hash).toMatch(/^[\w-]{10}$/);
    expect(localeSetHash(readLocaleFiles(localesDir(TREE)))).toBe(hash);
    const changed = { ...TREE, tl: { ...TREE.tl, home: { home: { title: 'Bahay' } } } };
    expect(localeSetHash(readLocaleFiles(localesDir(changed)))).not.toBe(hash);
  });

  it('fails the build on a file that is not JSON, naming it', () => {
    const dir = localesDir(TREE, { 'en/broken.json': '{ "a": ' });
    expect(() => readLocaleFiles(dir)).toThrow(/broken\.json is not valid JSON/);
  });

  it('names the hashed folder in a build, the sources for the dev server, and writes every file there with its source', () => {
    const dir = localesDir(TREE);
    const folder = localeFolder(localeSetHash(readLocaleFiles(dir)));
    const plugin = localeAssets(dir);
    const config = plugin.config as (
      config: object,
      env: { command: 'build' | 'serve'; mode: string },
    ) => { define: Record<string, string> };
    expect(JSON.parse(config({}, { command: 'build', mode: 'production' }).define.__LOCALE_TABLE__)).toEqual({
      base: `/${folder}`,
      namespaces: ['common', 'home'],
    });
    expect(JSON.parse(config({}, { command: 'serve', mode: 'development' }).define.__LOCALE_TABLE__).base).toBe('/src/locales/');

    const emitted: { type: string; fileName: string; originalFileName: string; source: string }[] = [];
    const generateBundle = plugin.generateBundle as (this: { emitFile: (file: (typeof emitted)[number]) => void }) => void;
    generateBundle.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toContainEqual({
      type: 'asset',
      fileName: `${folder}tl/home.json`,
      originalFileName: 'src/locales/tl/home.json',
      source: '{"home":{"title":"Tahanan"}}',
    });
    expect(emitted).toHaveLength(4);
  });
});
