import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every interval', async () => {
    function Clock() {
      return <p>{new Date(useNow(1000)).toISOString()}</p>;
    }
    render(<Clock />);
    expect(screen.getByText('2026-01-01T00:00:00.000Z')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('2026-01-01T00:00:01.000Z')).toBeTruthy();
  });

  it('renders a tick as a transition: a countdown page re-renders in slices a tap can interrupt', async () => {
    // Outside a transition an update that suspends replaces a shown boundary with its fallback; a
    // transition keeps what is shown until it can render whole.
    const Later = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    const start = Date.now();
    function Countdown() {
      const now = useNow(1000);
      return now === start ? <p>first tick</p> : <Later />;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Countdown />
      </Suspense>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('first tick')).toBeTruthy();
  });
});
