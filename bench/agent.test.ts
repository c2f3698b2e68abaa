import { describe, expect, it } from 'vitest';
import { CALLS, figuresTable, percentile, slotRange } from './agent';

describe('the agent benchmark helpers', () => {
  it('reads percentiles by nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 50)).toThrow(RangeError);
  });

  it('asks for 30 days of whole 5-minute slots that hold the present', () => {
    const now = 1_700_000_123_456;
    const { startTime, endTime } = slotRange(now, 30);
    expect(startTime % 300_000).toBe(0);
    expect(endTime % 300_000).toBe(0);
    expect(endTime - startTime).toBe(30 * 86_400_000);
    expect(endTime).toBeGreaterThan(now);
    expect(endTime - now).toBeLessThanOrEqual(300_000);
  });

  it('measures the five report calls, each with a range where the call takes one', () => {
    const range = { startTime: 1, endTime: 2 };
    expect(CALLS.map((c) => c.key)).toEqual([
      'agent.teamOverview',
      'agent.downlines',
      'agent.teamBetting',
      'agent.profitLoss',
      'agent.transactions',
    ]);
    for (const call of CALLS) expect(call.query(range).includes('startTime=1')).toBe(call.key !== 'agent.downlines');
  });

  it('prints p50 / p99 per size and the growth of p99 from the first size to the last', () => {
    const table = figuresTable(
      [1_000, 100_000],
      [
        {
          call: 'agent.teamOverview',
          figures: [
            { p50: 1, p99: 2, runs: 200 },
            { p50: 2, p99: 5, runs: 200 },
          ],
        },
        { call: 'agent.downlines', figures: [{ p50: 1, p99: 2, runs: 200 }, '400 function.not.available'] },
      ],
    );
    const [head, overview, downlines] = table.split('\n');
    expect(head).toContain('1,000 p50/p99');
    expect(head).toContain('100,000 p50/p99');
    expect(overview).toMatch(/1\.0 \/ 2\.0 +2\.0 \/ 5\.0 +2\.5×$/);
    expect(downlines).toContain('400 function.not.available');
    expect(downlines).not.toContain('×');
  });
});
