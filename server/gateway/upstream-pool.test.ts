import { describe, expect, it } from 'vitest';
import { upstreamPool, type MirrorStatus } from './upstream-pool';

const A = 'http://a.example';
const B = 'http://b.example';

describe('upstreamPool', () => {
  it('prefers the first mirror and normalises URLs to origins', () => {
    const pool = upstreamPool(['http://a.example:8080/base', ' http://b.example ']);
    expect(pool.origins).toEqual(['http://a.example:8080', 'http://b.example']);
    expect(pool.pick()).toBe('http://a.example:8080');
  });

  it('sets a mirror aside only after the threshold of failures in a row; a success resets the count', () => {
    const pool = upstreamPool([A, B], { now: () => 0, failureThreshold: 3 });
    pool.recordFailure(A, 'ECONNREFUSED');
    pool.recordFailure(A, 'HTTP 503');
    pool.recordSuccess(A);
    pool.recordFailure(A, 'timeout');
    pool.recordFailure(A, 'timeout');
    expect(pool.pick()).toBe(A);
    pool.recordFailure(A, 'HTTP 503');
    expect(pool.pick()).toBe(B);
    expect(pool.status()[0]).toMatchObject({ origin: A, state: 'open', failures: 3, lastError: 'HTTP 503' });
  });

  it('without a probe, lets a mirror back once its back-off has passed', () => {
    let clock = 1_000;
    const pool = upstreamPool([A, B], { now: () => clock, failureThreshold: 1, backoffMs: 10_000 });
    pool.recordFailure(A, 'ECONNREFUSED');
    expect(pool.pick()).toBe(B);
    clock += 9_999;
    expect(pool.pick()).toBe(B);
    clock += 1;
    expect(pool.pick()).toBe(A);
  });

  it('probes a mirror set aside after its back-off and lets it back only when the probe succeeds', async () => {
    const answers = [false, true];
    const probed: string[] = [];
    const changes: string[] = [];
    const pool = upstreamPool([A, B], {
      failureThreshold: 1,
      backoffMs: 20,
      probe: async (origin) => {
        probed.push(origin);
        return answers.shift() ?? true;
      },
      onChange: (s: MirrorStatus) => changes.push(s.state),
    });
    pool.recordFailure(A, 'HTTP 503');
    expect(pool.isDown(A)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The first probe failed: still aside, the back-off doubled.
    expect(probed).toEqual([A]);
    expect(pool.pick()).toBe(B);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(probed).toEqual([A, A]);
    expect(pool.pick()).toBe(A);
    expect(changes).toEqual(['open', 'probing', 'open', 'probing', 'closed']);
    pool.close();
  });

  it('offers the next mirror taking traffic after a failed one; knows when none does', () => {
    const C = 'http://c.example';
    const pool = upstreamPool([A, B, C], { now: () => 0, failureThreshold: 1 });
    pool.recordFailure(B, 'ECONNREFUSED');
    expect(pool.nextAfter(A)).toBe(C);
    expect(pool.nextAfter(C)).toBeUndefined();
    expect(pool.anyAvailable()).toBe(true);
    pool.recordFailure(A, 'x');
    pool.recordFailure(C, 'x');
    expect(pool.anyAvailable()).toBe(false);
  });

  it('when all are set aside, picks the one that recovers first', () => {
    let clock = 0;
    const pool = upstreamPool([A, B], { now: () => clock, failureThreshold: 1 });
    pool.recordFailure(A, 'x');
    clock = 5;
    pool.recordFailure(B, 'x');
    expect(pool.pick()).toBe(A);
  });

  it('refuses an empty list', () => {
    expect(() => upstreamPool(['', ' '])).toThrow(/upstream/);
  });
});
