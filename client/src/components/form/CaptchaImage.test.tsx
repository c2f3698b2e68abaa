import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '../../lib/api';
import { renderWithProviders } from '../../test/render';
import { CaptchaImage } from './CaptchaImage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));

describe('CaptchaImage', () => {
  let served = 0;
  beforeEach(() => {
    served = 0;
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: `png${++served}` })) as never);
  });
  afterEach(() => vi.useRealTimers());

  const shown = () => (screen.getByRole('img') as HTMLImageElement).getAttribute('src');

  it('shows a captcha, a new one on click at most once a second, and a new one when the form asks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const view = renderWithProviders(<CaptchaImage reloadKey={0} />);
    await waitFor(() => expect(shown()).toBe('data:image/png;base64,png1'));

    const button = screen.getByRole('button');
    fireEvent.click(button);
    await waitFor(() => expect(shown()).toBe('data:image/png;base64,png2'));
    fireEvent.click(button);
    await act(async () => {});
    expect(call).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(button);
    await waitFor(() => expect(shown()).toBe('data:image/png;base64,png3'));

    view.rerender(<CaptchaImage reloadKey={1} />);
    await waitFor(() => expect(shown()).toBe('data:image/png;base64,png4'));
  });

  it("waits out the gateway's once-a-second refusal and asks again, so a quick second request still shows an image", async () => {
    vi.useFakeTimers();
    let asked = 0;
    vi.mocked(call).mockImplementation((async () =>
      ++asked === 1
        ? { success: false, errorCode: 'gateway.throttled', message: 'The captcha can be refreshed once per second.', value: 1 }
        : { success: true, value: 'fresh' }) as never);
    renderWithProviders(<CaptchaImage reloadKey={3} />);
    await act(async () => {});
    expect(asked).toBe(1);
    expect(screen.queryByRole('img')).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(asked).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(asked).toBe(2);
    await act(async () => {});
    expect(shown()).toBe('data:image/png;base64,fresh');
  });

  it('gives up after two throttled retries', async () => {
    vi.useFakeTimers();
    let asked = 0;
    vi.mocked(call).mockImplementation((async () => {
      asked++;
      return { success: false, errorCode: 'gateway.throttled', message: 'Too fast', value: 1 };
    }) as never);
    renderWithProviders(<CaptchaImage reloadKey={4} />);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toBe(3);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('does not retry an upstream failure', async () => {
    vi.useFakeTimers();
    let asked = 0;
    vi.mocked(call).mockImplementation((async () => {
      asked++;
      return { success: false, errorCode: 'gateway.upstream_unavailable', message: 'down' };
    }) as never);
    renderWithProviders(<CaptchaImage reloadKey={5} />);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toBe(1);
  });
});
