import { describe, expect, it } from 'vitest';
import { upstreamPool } from './upstream-pool';

describe('upstreamPool', () => {
  it('prefers the first mirror and normalises URLs to origins', () => {
    const pool = upstreamPool(['http://a.example:8080/base', ' http://b.example ']);
    expect(pool.origins).toEqual(['http://a.example:8080', 'http://b.example']);
    expect(pool.pick()).toBe('http://a.example:8080');
  });

  it('skips a mirror marked down for ten seconds, then returns to it', () => {
    let clock = 1_000;
    const pool = upstreamPool(['http://a.example', 'http://b.example'], () => clock);
    pool.markDown('http://a.example');
    expect(pool.pick()).toBe('http://b.example');
    clock += 9_999;
    expect(pool.pick()).toBe('http://b.example');
    clock += 1;
    expect(pool.pick()).toBe('http://a.example');
  });

  it('offers the next healthy mirror after a failed one', () => {
    const pool = upstreamPool(['http://a.example', 'http://b.example', 'http://c.example'], () => 0);
    pool.markDown('http://b.example');
    expect(pool.nextAfter('http://a.example')).toBe('http://c.example');
    expect(pool.nextAfter('http://c.example')).toBeUndefined();
  });

  it('when all are down, picks the one that recovers first', () => {
    let clock = 0;
    const pool = upstreamPool(['http://a.example', 'http://b.example'], () => clock);
    pool.markDown('http://a.example');
    clock = 5;
    pool.markDown('http://b.example');
    expect(pool.pick()).toBe('http://a.example');
  });

  it('refuses an empty list', () => {
    expect(() => upstreamPool(['', ' '])).toThrow(/upstream/);
  });
});
