import { describe, expect, it } from 'vitest';
import { drawNumbers, pickPool, winningPick } from './numbers';

describe('drawn numbers', () => {
  it('are the same for the same game and issue, and differ between issues', () => {
    expect(drawNumbers('TCG1MLOTTO', '20240310-0001', '5D')).toEqual(drawNumbers('TCG1MLOTTO', '20240310-0001', '5D'));
    const many = new Set(
      Array.from({ length: 20 }, (_, i) => drawNumbers('TCG1MLOTTO', `20240310-${String(i + 1).padStart(4, '0')}`, '5D').numbers.join()),
    );
    expect(many.size).toBeGreaterThan(15);
  });

  it('follow each play type: digits, dice, a race order, distinct balls, Vietnam prize tiers', () => {
    const of = (type: string, code = 'G') => drawNumbers(code, '20240310-0001', type).numbers;
    expect(of('5D')).toHaveLength(5);
    expect(of('K3').every((n) => n >= 1 && n <= 6)).toBe(true);
    expect([...of('PK10')].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(of('11X5')).size).toBe(5);
    expect(of('LOTTO', 'TCGLOTTO655').every((n) => n >= 1 && n <= 55)).toBe(true);
    expect(new Set(of('KENO')).size).toBe(20);
    const vn = drawNumbers('VNHANOI', '20240310-0001', 'LO2');
    expect(vn.prizes!.DB[0]).toMatch(/^\d{5}$/);
    expect(vn.numbers.join('')).toBe(vn.prizes!.DB[0]);
    expect(winningPick('LO2', vn)).toBe(Number(vn.prizes!.DB[0].slice(-2)));
    expect(pickPool('LO2', 'VNHANOI')).toEqual({ min: 0, max: 99 });
  });
});
