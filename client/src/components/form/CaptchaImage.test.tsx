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
});
