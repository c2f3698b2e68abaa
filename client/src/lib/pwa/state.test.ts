import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrompt, networkOnline, registerWorkerWhenIdle, startPwa, waitingWorker } from './state';

/** A window with only what startPwa reads; its events are dispatched by the test. */
function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const register = vi.fn();
  return {
    win: Object.assign(target, {
      navigator: { onLine, serviceWorker: { register } },
      document: { readyState: 'complete' },
      requestIdleCallback: (run: () => void) => run(),
    }) as unknown as Window,
    register,
  };
}

/** Chrome's install offer: an event with prompt() and userChoice. */
function installEvent() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

afterEach(() => {
  installPrompt.value = null;
  networkOnline.value = true;
  waitingWorker.value = null;
});

describe('the installable app at start', () => {
  it("keeps the browser's install offer from the start, instead of the browser's own banner", () => {
    const { win } = fakeWindow();
    startPwa(win);
    const event = installEvent();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.value).toBe(event);

    win.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.value).toBeNull();
  });

  it('ignores an event that only has the name of the offer', () => {
    const { win } = fakeWindow();
    startPwa(win);
    win.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(installPrompt.value).toBeNull();
  });

  it('follows the network as the browser reports it', () => {
    const { win } = fakeWindow(false);
    startPwa(win);
    expect(networkOnline.value).toBe(false);
    win.dispatchEvent(new Event('online'));
    expect(networkOnline.value).toBe(true);
    win.dispatchEvent(new Event('offline'));
    expect(networkOnline.value).toBe(false);
  });

  it('registers no service worker outside a production build (the tests, the Vite dev server)', async () => {
    const { win, register } = fakeWindow();
    startPwa(win);
    registerWorkerWhenIdle(win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(import.meta.env.PROD).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});
