import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './mobile';

describe('normalizeMobile', () => {
  it('drops spaces of any kind and one leading +', () => {
    expect(normalizeMobile('+63 912 345 6789')).toBe('639123456789');
    expect(normalizeMobile(' 0912\u00A0345\t6789 ')).toBe('09123456789');
  });

  it('keeps everything else for the rule to judge', () => {
    expect(normalizeMobile('++63')).toBe('+63');
    expect(normalizeMobile('0912-345')).toBe('0912-345');
    expect(normalizeMobile('63+1')).toBe('63+1');
  });
});
