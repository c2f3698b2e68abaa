import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { Answer } from './answer';
import { useLoad, type Loader } from './useLoad';

/** A loader whose answers the test releases one by one, recording the signals it was given. */
function controlledLoader<T>() {
  const pending: { resolve: (answer: Answer<T>) => void; signal: AbortSignal }[] = [];
  const loader: Loader<T> = (signal) => new Promise((resolve) => pending.push({ resolve, signal }));
  return { loader, pending };
}

afterEach(() => sessionStorage.clear());

describe('useLoad', () => {
  it('is loading, then ready with the value', async () => {
    const { loader, pending } = controlledLoader<number>();
    const { result } = renderHook(() => useLoad('k', loader));
    expect(result.current.state).toEqual({ status: 'loading', value: undefined });
    await act(async () => pending[0].resolve({ success: true, value: 7 }));
    expect(result.current.state).toEqual({ status: 'ready', value: 7 });
  });

  it('shows a failure with its message, and retry asks again keeping nothing stale', async () => {
    const { loader, pending } = controlledLoader<number>();
    const { result } = renderHook(() => useLoad('k', loader));
    await act(async () => pending[0].resolve({ success: false, value: 0, message: 'busy', errorCode: '#727 system busy' }));
    expect(result.current.state).toMatchObject({ status: 'error', message: 'busy', errorCode: '#727 system busy' });
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1].resolve({ success: true, value: 8 }));
    expect(result.current.state).toEqual({ status: 'ready', value: 8 });
  });

  it('cancels the request of a key that is no longer wanted, and of an unmounted screen', async () => {
    const { loader, pending } = controlledLoader<string>();
    const { result, rerender, unmount } = renderHook(({ key }) => useLoad(key, loader), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0].signal.aborted).toBe(true);
    await act(async () => pending[0].resolve({ success: true, value: 'late answer for a' }));
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[1].resolve({ success: true, value: 'b' }));
    expect(result.current.state).toEqual({ status: 'ready', value: 'b' });
    unmount();
    expect(pending[1].signal.aborted).toBe(true);
  });

  it('renders an answer as a transition: what it reveals may suspend without the page falling back to its spinner', async () => {
    // Outside a transition an update that suspends replaces a shown boundary with its fallback; a
    // transition keeps what is shown until it can render whole. So the answer's render is the
    // interruptible kind React splits into slices (a lobby's long list does not block taps).
    const { loader, pending } = controlledLoader<string>();
    let reveal: (module: { default: ComponentType }) => void = () => undefined;
    const Detail = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (reveal = resolve)));
    function Screen() {
      const { state } = useLoad('k', loader);
      return state.status === 'ready' ? <Detail /> : <p>waiting</p>;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    await act(async () => pending[0].resolve({ success: true, value: 'v' }));
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => reveal({ default: () => <p>detail</p> }));
    expect(screen.getByText('detail')).toBeTruthy();
  });

  it('waits while the key is null', () => {
    const loader = vi.fn<Loader<number>>();
    const { result } = renderHook(() => useLoad(null, loader));
    expect(loader).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('loading');
  });

  it('keeps the previous answer on screen while a refresh or, when asked, the next key loads', async () => {
    const { loader, pending } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, loader, { keepPrevious: true }), { initialProps: { key: 'page1' } });
    await act(async () => pending[0].resolve({ success: true, value: 'one' }));
    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: 'loading', value: 'one' });
    rerender({ key: 'page2' });
    expect(result.current.state).toEqual({ status: 'loading', value: 'one' });
  });

  it('serves a session-cached answer at once and revalidates it', async () => {
    const first = controlledLoader<string[]>();
    const one = renderHook(() => useLoad('EN', first.loader, { sessionCache: 'notice' }));
    await act(async () => first.pending[0].resolve({ success: true, value: ['old'] }));
    one.unmount();

    const second = controlledLoader<string[]>();
    const two = renderHook(() => useLoad('EN', second.loader, { sessionCache: 'notice' }));
    expect(two.result.current.state).toEqual({ status: 'loading', value: ['old'] });
    await waitFor(() => expect(second.pending).toHaveLength(1));
    await act(async () => second.pending[0].resolve({ success: true, value: ['new'] }));
    expect(two.result.current.state).toEqual({ status: 'ready', value: ['new'] });

    const other = renderHook(() => useLoad('TL', controlledLoader<string[]>().loader, { sessionCache: 'notice' }));
    expect(other.result.current.state).toEqual({ status: 'loading', value: undefined });
  });
});
