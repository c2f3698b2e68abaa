import { describe, expect, it } from 'vitest';
import { formatList } from './formatList';

describe('formatList', () => {
  it('joins a list as each language writes one', () => {
    expect(formatList(['₱10', '₱20', '₱50'], 'conjunction', 'en-US')).toBe('₱10, ₱20, and ₱50');
    expect(formatList(['₱10', '₱20', '₱50'], 'conjunction', 'ja-JP')).toBe('₱10、₱20、₱50');
    expect(formatList(['a', 'b'], 'conjunction', 'es-ES')).toBe('a y b');
    expect(formatList(['1', '2', '3'], 'unit', 'en-US')).toBe('1, 2, 3');
  });
});
