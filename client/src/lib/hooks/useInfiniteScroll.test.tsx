import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useInfiniteScroll } from './useInfiniteScroll';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: {
  callback: Callback;
  observe: ReturnType<typeof vi.fn>;
  unobserve: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}[];

function List({ onMore, enabled }: { onMore: () => void; enabled: boolean }) {
  const ref = useInfiniteScroll(onMore, { enabled });
  return <div ref={ref} />;
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          observers.push({ callback, observe: vi.fn(), unobserve: vi.fn(), disconnect: vi.fn() });
          return observers.at(-1) as unknown as IntersectionObserver;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for more when the sentinel shows, at most once per 200 ms', () => {
    const onMore = vi.fn();
    render(<List onMore={onMore} enabled />);
    const [observer] = observers;
    expect(observer.observe).toHaveBeenCalled();
    act(() => observer.callback([{ isIntersecting: true }]));
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(onMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(onMore).toHaveBeenCalledTimes(2);
    act(() => observer.callback([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(500));
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while disabled', () => {
    const onMore = vi.fn();
    render(<List onMore={onMore} enabled={false} />);
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(onMore).not.toHaveBeenCalled();
  });
});
