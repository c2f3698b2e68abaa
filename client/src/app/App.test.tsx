import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusLoadFailed } from '../lib/stores/status';
import { networkOnline } from '../lib/pwa/state';
import { networkError } from '../lib/stores/ui';
import { boot } from './boot';
import { App } from './App';

// The boot's calls are not what these tests are about: the page it leads to when they fail is.
vi.mock('./boot', () => ({ boot: vi.fn(async () => undefined), bootOnce: vi.fn(async () => undefined) }));

afterEach(() => {
  statusLoadFailed.value = false;
  networkOnline.value = true;
  networkError.value = false;
  vi.mocked(boot).mockClear();
});

describe('App when the site starts without the platform', () => {
  it('shows the offline page when the network is gone, trying again on its button and when the network is back', async () => {
    const user = userEvent.setup();
    statusLoadFailed.value = true;
    networkOnline.value = false;
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect(boot).toHaveBeenCalledTimes(1);

    act(() => {
      networkOnline.value = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(boot).toHaveBeenCalledTimes(2);
  });

  it('shows the offline page when the status call got no answer at all, and asks afresh on Try again', async () => {
    const user = userEvent.setup();
    statusLoadFailed.value = true;
    networkError.value = true;
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(boot).toHaveBeenCalledTimes(1);
    expect(networkError.value).toBe(false);
  });

  it('keeps the status page for a platform that answers with a failure', () => {
    statusLoadFailed.value = true;
    render(<App />);
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
    expect(screen.getByRole('heading', { name: 'The site could not be reached' })).toBeTruthy();
  });
});
