import { describe, expect, it } from 'vitest';
import { messageKey, patternIds } from '../../../shared/validation';
import enCommon from './en/common.json';
import tlCommon from './tl/common.json';

// The validation texts of the shared form rules live in the shell's namespace of each language.
const en: Record<string, string> = enCommon.validation;
const tl: Record<string, string> = tlCommon.validation;

describe('texts', () => {
  it('has an English and a Filipino text for every pattern id', () => {
    for (const id of patternIds) {
      const key = messageKey(id);
      expect(en[key], key).toMatch(/\S/);
      expect(tl[key], key).toMatch(/\S/);
      expect(tl[key], key).not.toBe(en[key]);
    }
  });

  it('keeps the same keys and placeholders in both languages', () => {
    expect(Object.keys(tl).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\((min|max)\)/g)].map((m) => m[0]).join();
    for (const key of Object.keys(en) as string[]) {
      expect(placeholders(tl[key]), key).toBe(placeholders(en[key]));
    }
  });

  it('gives every length-bound pattern both placeholders, and the dates none', () => {
    for (const id of patternIds) {
      const text = en[messageKey(id)];
      if (id === 11 || id === 13) expect(text).not.toMatch(/\((min|max)\)/);
      else expect(text).toContain('(min) - (max)');
    }
  });
});
