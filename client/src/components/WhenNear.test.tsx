import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children only once their place comes near the viewport', () => {
    let notify: Callback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(
      <WhenNear>
        <p>Footer</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Footer')).toBeNull();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('Footer')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('Footer')).toBeTruthy();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Footer</p>
      </WhenNear>,
    );
    expect(screen.getByText('Footer')).toBeTruthy();
  });
});
