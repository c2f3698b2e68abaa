import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { lazyPage, preloadPage } from './lazyPage';

describe('preloadPage', () => {
  it("starts a lazy page's chunk before it renders", () => {
    const Page = () => null;
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    preloadPage(Lazy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed chunk to the render, which reports it', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    preloadPage(lazyPage(load));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a component that is not a lazy page', () => {
    const Plain: ComponentType = () => null;
    expect(() => preloadPage(Plain)).not.toThrow();
  });
});
