import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SmsCodeButton } from './SmsCodeButton';

const KEY = 'login:+639171234567';

describe('SmsCodeButton', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('resumes the countdown of a still valid code after a reload, per purpose and number', async () => {
    const onSend = vi.fn(async () => 300);
    const first = renderWithProviders(<SmsCodeButton onSend={onSend} countdownKey={KEY} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    expect(screen.getByRole('button', { name: 'Resend in 300 s' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 299 s' })).toBeTruthy();
    first.unmount();

    // The reload: 99 s later the page starts again with only session storage kept.
    vi.setSystemTime(Date.now() + 99_000);
    const again = renderWithProviders(<SmsCodeButton onSend={onSend} countdownKey={KEY} />);
    const button = screen.getByRole('button', { name: 'Resend in 200 s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    again.unmount();

    renderWithProviders(<SmsCodeButton onSend={onSend} countdownKey="login:+639170000000" />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('offers a new code once the countdown has run out', async () => {
    const onSend = vi.fn(async () => 60);
    const first = renderWithProviders(<SmsCodeButton onSend={onSend} countdownKey={KEY} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    first.unmount();
    vi.setSystemTime(Date.now() + 30_000);
    renderWithProviders(<SmsCodeButton onSend={onSend} countdownKey={KEY} />);
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeTruthy();
    for (let second = 0; second < 30; second++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect((screen.getByRole('button', { name: 'Get code' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
