import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'scheduler'));

  it('continues in a later task, not after the microtasks of this one', async () => {
    let continued = false;
    void yieldToBrowser().then(() => (continued = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(continued).toBe(false);
    await vi.waitFor(() => expect(continued).toBe(true));
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldTask }, configurable: true });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
