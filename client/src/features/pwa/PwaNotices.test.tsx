import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { networkOnline, waitingWorker } from '../../lib/pwa/state';
import PwaNotices from './PwaNotices';

/** The page's service worker container and a waiting worker whose messages are recorded. */
function serviceWorkers() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const messages: unknown[] = [];
  const waiting = Object.assign(new EventTarget(), { postMessage: (message: unknown) => messages.push(message) });
  return { container, waiting: waiting as unknown as ServiceWorker, messages };
}

afterEach(() => {
  waitingWorker.value = null;
  networkOnline.value = true;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('PwaNotices', () => {
  it('shows nothing while the site is current and online', () => {
    const { container } = renderWithProviders(<PwaNotices />);
    expect(container.textContent).toBe('');
  });

  it('offers a waiting version, asks it to take over on Reload and reloads once it has', async () => {
    const user = userEvent.setup();
    const { container, waiting, messages } = serviceWorkers();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    waitingWorker.value = waiting;
    renderWithProviders(<PwaNotices />);

    const prompt = screen.getByRole('region', { name: 'Site update' });
    expect(within(prompt).getByRole('status').textContent).toBe('A new version is ready');
    const button = within(prompt).getByRole('button', { name: 'Reload' });
    await user.click(button);
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so while the network is gone, and stops when it is back', () => {
    networkOnline.value = false;
    renderWithProviders(<PwaNotices />);
    expect(screen.getByRole('status').textContent).toBe("You're offline: pages that need the network will load when it's back.");
    act(() => {
      networkOnline.value = true;
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
