import { describe, it, expect } from 'vitest';

// Every namespace file of every language: `./<language>/<namespace>.json`.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : [];
}

function at(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], root);
}

const namespaces = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length))
    .sort();

describe('locales', () => {
  it('Filipino has every namespace file English has, and no extra ones', () => {
    expect(namespaces('en')).toContain('common.json');
    expect(namespaces('tl')).toEqual(namespaces('en'));
  });

  it('Filipino has every key English has, and no extra ones', () => {
    for (const file of namespaces('en')) expect(keys(files[`./tl/${file}`]).sort(), file).toEqual(keys(files[`./en/${file}`]).sort());
  });

  it('translations keep the same placeholders and are not empty', () => {
    for (const file of namespaces('en')) {
      const en = files[`./en/${file}`];
      const tl = files[`./tl/${file}`];
      for (const key of keys(en)) {
        expect(placeholders(at(tl, key)), `${file} ${key}`).toEqual(placeholders(at(en, key)));
        expect(String(at(tl, key)).trim().length, `${file} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});
