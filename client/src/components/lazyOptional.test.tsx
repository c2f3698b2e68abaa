import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyOptional } from './lazyOptional';

const Dialog = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyOptional', () => {
  it('renders nothing when its chunk cannot arrive, and asks again the next time it is shown', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ text: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const Optional = lazyOptional(load);
    const first = render(
      <Suspense fallback={<p>Loading</p>}>
        <Optional text="Network link abnormal" />
        <p>The page</p>
      </Suspense>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.queryByText('Network link abnormal')).toBeNull();
    // Shown, it does not ask again: with the network gone that would repeat without end.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    render(
      <Suspense fallback={null}>
        <Optional text="Network link abnormal" />
      </Suspense>,
    );
    expect(await screen.findByText('Network link abnormal')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
