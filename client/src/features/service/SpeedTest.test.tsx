import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { fastestOf, originOf, runSpeedTest, type ProbeEnvironment } from './domainProbe';
import { SpeedTest } from './SpeedTest';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

/**
 * A network stand-in: each origin answers its favicon after a set delay, fails, or never answers.
 * Time is the fake timer clock, so the test controls it exactly.
 */
function fakeNetwork(delays: Record<string, number | 'error' | 'never'>, requested: string[] = []): ProbeEnvironment {
  return {
    now: () => Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    createImage: () => {
      const image = { onload: null as null | (() => void), onerror: null as null | (() => void), _src: '' };
      return Object.defineProperty(image, 'src', {
        get: () => image._src,
        set: (value: string) => {
          image._src = value;
          requested.push(value);
          const origin = new URL(value).origin;
          const delay = delays[origin];
          if (delay === 'never' || delay === undefined) return;
          if (delay === 'error') setTimeout(() => image.onerror?.(), 5);
          else setTimeout(() => image.onload?.(), delay);
        },
      }) as unknown as HTMLImageElement;
    },
  };
}

describe('speed test', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('times each domain, reports a timeout after 5 s, and finds the fastest', async () => {
    const requested: string[] = [];
    const env = fakeNetwork(
      { 'https://a.example': 120, 'https://b.example': 40, 'https://c.example': 'never', 'https://d.example': 'error' },
      requested,
    );
    const pending = runSpeedTest(['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'], env);
    await vi.advanceTimersByTimeAsync(5000);
    const results = await pending;
    expect(results).toEqual([
      { domain: 'https://a.example', status: 'ok', ms: 120 },
      { domain: 'https://b.example', status: 'ok', ms: 40 },
      { domain: 'https://c.example', status: 'timeout' },
      { domain: 'https://d.example', status: 'failed' },
    ]);
    expect(fastestOf(results)).toBe('https://b.example');
    expect(requested[0]).toMatch(/^https:\/\/a\.example\/favicon\.svg\?t=\d+$/);
  });

  it('has no fastest when nothing answered', () => {
    expect(fastestOf([{ domain: 'x', status: 'timeout' }])).toBeNull();
  });

  it('adds a scheme to bare domains', () => {
    expect(originOf('mirror.example/')).toMatch(/^https?:\/\/mirror\.example$/);
    expect(originOf('http://mirror.example')).toBe('http://mirror.example');
  });
});

describe('SpeedTest panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.mocked(call).mockImplementation((async () => ({
      success: true,
      value: {
        domainList: [
          { domain: 'https://a.example', speed: 0 },
          { domain: 'https://b.example', speed: 0 },
          { domain: 'https://c.example', speed: 0 },
        ],
        resources: [],
      },
    })) as never);
  });
  afterEach(() => vi.useRealTimers());

  it('marks the fastest domain and shows times and timeouts; retest measures again', async () => {
    const requested: string[] = [];
    const env = fakeNetwork({ 'https://a.example': 300, 'https://b.example': 90, 'https://c.example': 'never' }, requested);
    renderWithProviders(<SpeedTest probeEnvironment={env} />);
    // The mirror list arrives first; the measuring starts once it is shown.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    const rows = screen.getAllByRole('listitem');
    const rowOf = (domain: string) => rows.find((r) => r.textContent?.includes(domain))!;
    expect(rowOf('b.example').getAttribute('data-fastest')).toBe('true');
    expect(within(rowOf('b.example')).getByText('Fastest')).toBeTruthy();
    expect(within(rowOf('b.example')).getByText('90 ms')).toBeTruthy();
    expect(within(rowOf('a.example')).queryByText('Fastest')).toBeNull();
    expect(within(rowOf('a.example')).getByText('300 ms')).toBeTruthy();
    expect(within(rowOf('c.example')).getByText('Timeout')).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenCalledWith('system.domainRoute');

    fireEvent.click(screen.getByRole('button', { name: 'Test again' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(requested).toHaveLength(6);
  });
});
