import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';
import { withFallback } from './fallback-store';
import type { ThrottleStore } from './store';

describe('memoryStore', () => {
  it('counts in a fixed window that starts with the first hit', async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
    clock = 400;
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetMs: 600 });
    clock = 1000;
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });

  it('blocks a key for the given time', async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    await store.setBlock('b', 5000);
    clock = 1500;
    expect(await store.blockedFor('b')).toBe(3500);
    clock = 5000;
    expect(await store.blockedFor('b')).toBe(0);
    expect(await store.blockedFor('never')).toBe(0);
  });

  it('keeps a value until it is taken once or expires', async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    await store.put('v', 'first', 1000);
    expect(await store.take('v')).toBe('first');
    expect(await store.take('v')).toBeNull();
    await store.put('w', 'second', 1000);
    clock = 1000;
    expect(await store.take('w')).toBeNull();
    // A counter or a block is not a value.
    await store.setBlock('b', 1000);
    expect(await store.take('b')).toBeNull();
  });
});

describe('withFallback', () => {
  const failing: ThrottleStore = {
    hit: async () => {
      throw new Error('redis gone');
    },
    setBlock: async () => {
      throw new Error('redis gone');
    },
    blockedFor: async () => {
      throw new Error('redis gone');
    },
    put: async () => {
      throw new Error('redis gone');
    },
    take: async () => {
      throw new Error('redis gone');
    },
    ping: async () => false,
    close: async () => {},
  };

  it('answers from the fallback and warns when the primary fails, then rests the primary', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const counting: ThrottleStore = {
      ...failing,
      hit: async () => {
        calls += 1;
        throw new Error('redis gone');
      },
    };
    let clock = 0;
    const store = withFallback(
      counting,
      memoryStore(() => clock),
      { warn: (_d, m) => warnings.push(m) },
      () => clock,
    );
    expect((await store.hit('k', 1000)).count).toBe(1);
    expect((await store.hit('k', 1000)).count).toBe(2);
    expect(calls).toBe(1);
    expect(warnings).toHaveLength(1);
    clock = 6_000;
    await store.hit('k', 1000);
    expect(calls).toBe(2);
    // Still answering through the fallback, so the replica stays ready; the loss is logged.
    expect(await store.ping()).toBe(true);
    expect(warnings.some((w) => w.includes('per process'))).toBe(true);
  });

  it('uses the primary while it works', async () => {
    const primary = memoryStore();
    const store = withFallback(primary, memoryStore(), { warn: () => {} });
    await store.setBlock('b', 10_000);
    expect(await primary.blockedFor('b')).toBeGreaterThan(0);
  });
});
