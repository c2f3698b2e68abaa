import { describe, expect, it } from 'vitest';
import { formatFieldError, formatPatternMessage, messageKey, patternMessageKey } from './messages';

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
    const dateText = 'Enter a valid date as yyyy-MM-dd';
    expect(formatPatternMessage(dateText, 10, 10)).toBe(dateText);
  });
});

describe('formatFieldError', () => {
  const pattern1 = 'Must start with a letter and contain only letters and digits, (min) - (max) characters';
  const translate = (key: string) => (key === 'validation.reg_pattern_1' ? pattern1 : `[${key}]`);

  it('translates and fills the bounds of a pattern error', () => {
    expect(formatFieldError({ key: 'validation.reg_pattern_1', params: { min: 6, max: 12 } }, translate)).toBe(
      'Must start with a letter and contain only letters and digits, 6 - 12 characters',
    );
  });

  it('passes texts of errors without bounds through', () => {
    expect(formatFieldError({ key: 'validation.required', params: {} }, translate)).toBe('[validation.required]');
  });
});
