import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import * as localeFiles from '../lib/localeFiles';
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

  it('ignores a component that is not a lazy page', async () => {
    const Plain: ComponentType = () => null;
    await expect(preloadPage(Plain)).resolves.toBeUndefined();
  });

  it("fetches the page's text beside its chunk", () => {
    const text = vi.spyOn(localeFiles, 'preloadNamespace').mockImplementation(() => undefined);
    preloadPage(lazyPage(async () => ({ default: () => null }), 'lottery'));
    expect(text).toHaveBeenCalledWith('lottery');
    text.mockRestore();
  });
});

describe('lazyPage', () => {
  it('renders a preloaded page at once, without suspending', async () => {
    const Real = () => <p>Lottery board</p>;
    const Page = lazyPage(async () => ({ default: Real }));
    await preloadPage(Page);
    const { container } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after the first render: no fallback was needed.
    expect(container.textContent).toBe('Lottery board');
  });

  it('suspends on a page that was not preloaded, then shows it', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Promotions</p> }));
    const { container, findByText } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.textContent).toBe('Loading');
    expect(await findByText('Promotions')).toBeTruthy();
  });
});
