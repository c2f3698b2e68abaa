import { describe, it, expect } from 'vitest';
import en from './en.json';
import tl from './tl.json';

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

describe('locales', () => {
  it('Filipino has every key English has, and no extra ones', () => {
    expect(keys(tl).sort()).toEqual(keys(en).sort());
  });

  it('translations keep the same placeholders and are not empty', () => {
    for (const key of keys(en)) {
      expect(placeholders(at(tl, key)), key).toEqual(placeholders(at(en, key)));
      expect(String(at(tl, key)).trim().length, key).toBeGreaterThan(0);
    }
  });
});
