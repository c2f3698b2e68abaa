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

describe('memoryStore reserve', () => {
  it('lets one owner claim a free key, tells the others how long it is held, and frees it for its owner only', async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    expect(await store.reserve('n', 'a', 60_000)).toBe(0);
    clock = 10_000;
    expect(await store.reserve('n', 'b', 60_000)).toBe(50_000);
    // Only the owner's release ends the hold.
    await store.release('n', 'b');
    expect(await store.blockedFor('n')).toBe(50_000);
    await store.release('n', 'a');
    expect(await store.blockedFor('n')).toBe(0);
    expect(await store.reserve('n', 'b', 60_000)).toBe(0);
    // A hold that expired can be claimed again, and the first owner's late release leaves the new one.
    clock = 80_000;
    expect(await store.reserve('n', 'c', 60_000)).toBe(0);
    await store.release('n', 'b');
    expect(await store.blockedFor('n')).toBe(60_000);
  });

  it('holds a number confirmed by setBlock however long the block is', async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    expect(await store.reserve('n', 'a', 60_000)).toBe(0);
    await store.setBlock('n', 300_000);
    clock = 100_000;
    expect(await store.reserve('n', 'b', 60_000)).toBe(200_000);
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
    reserve: async () => {
      throw new Error('redis gone');
    },
    release: async () => {
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
