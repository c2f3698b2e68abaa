import { describe, expect, it } from 'vitest';
import { en, formatFieldError, formatPatternMessage, messageKey, patternMessageKey, tl } from './messages';
import { patternIds } from './patterns';

describe('messageKey', () => {
  it('names the platform key of a pattern id', () => {
    expect(messageKey(0)).toBe('reg_pattern_0');
    expect(messageKey(13)).toBe('reg_pattern_13');
    expect(patternMessageKey(4)).toBe('validation.reg_pattern_4');
  });
});

describe('formatPatternMessage', () => {
  const template = 'Digits only, (min) - (max) characters';

  it('fills both bounds', () => {
    expect(formatPatternMessage(template, 6, 12)).toBe('Digits only, 6 - 12 characters');
  });

  it('collapses equal bounds into one number', () => {
    expect(formatPatternMessage(template, 6, 6)).toBe('Digits only, 6 characters');
    expect(formatPatternMessage('(min)-(max)', 4, 4)).toBe('4');
  });

  it('fills placeholders that stand apart and repeat', () => {
    expect(formatPatternMessage('at least (min), at most (max); (min) again', 2, 9)).toBe('at least 2, at most 9; 2 again');
  });

  it('shows an open range when there is no upper bound', () => {
    expect(formatPatternMessage(template, 6, undefined)).toBe('Digits only, 6+ characters');
  });

  it('leaves texts without placeholders alone', () => {
    expect(formatPatternMessage(en.reg_pattern_11, 10, 10)).toBe(en.reg_pattern_11);
  });
});

describe('formatFieldError', () => {
  const translate = (key: string) => (key === 'validation.reg_pattern_1' ? en.reg_pattern_1 : `[${key}]`);

  it('translates and fills the bounds of a pattern error', () => {
    expect(formatFieldError({ key: 'validation.reg_pattern_1', params: { min: 6, max: 12 } }, translate)).toBe(
      'Must start with a letter and contain only letters and digits, 6 - 12 characters',
    );
  });

  it('passes texts of errors without bounds through', () => {
    expect(formatFieldError({ key: 'validation.required', params: {} }, translate)).toBe('[validation.required]');
  });
});

describe('texts', () => {
  it('has an English and a Filipino text for every pattern id', () => {
    for (const id of patternIds) {
      const key = messageKey(id) as keyof typeof en;
      expect(en[key], key).toMatch(/\S/);
      expect(tl[key], key).toMatch(/\S/);
      expect(tl[key], key).not.toBe(en[key]);
    }
  });

  it('keeps the same keys and placeholders in both languages', () => {
    expect(Object.keys(tl).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\((min|max)\)/g)].map((m) => m[0]).join();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(tl[key]), key).toBe(placeholders(en[key]));
    }
  });

  it('gives every length-bound pattern both placeholders, and the dates none', () => {
    for (const id of patternIds) {
      const text = en[messageKey(id) as keyof typeof en];
      if (id === 11 || id === 13) expect(text).not.toMatch(/\((min|max)\)/);
      else expect(text).toContain('(min) - (max)');
    }
  });
});
