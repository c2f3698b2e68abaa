import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingWorker } from './state';
import { setLanguage } from '../i18n';
import { applyUpdate, loadedAssets, registerServiceWorker } from './register';

/** A service worker: its messages are recorded, its state changes are fired by the test. */
function worker(state: ServiceWorkerState = 'installed') {
  const target = new EventTarget();
  const messages: unknown[] = [];
  const sw = Object.assign(target, { state, postMessage: (message: unknown) => messages.push(message) });
  return { sw: sw as unknown as ServiceWorker & { state: ServiceWorkerState }, messages };
}

function container(options: { controlled: boolean; waiting?: ServiceWorker | null }) {
  const active = worker('activated');
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ?? null,
    installing: null as ServiceWorker | null,
    active: active.sw,
    update: vi.fn(async () => undefined),
  });
  const target = Object.assign(new EventTarget(), {
    controller: options.controlled ? worker('activated').sw : null,
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  });
  return { container: target as unknown as ServiceWorkerContainer, registration, register: target.register, active };
}

const page = () =>
  ({
    location: { origin: 'https://play.example' },
    performance: {
      getEntriesByType: () => [
        { name: 'https://play.example/assets/index-1.js' },
        { name: 'https://play.example/wps/system/status?t=1' },
        { name: 'https://cdn.example/assets/banner.png' },
        { name: 'https://play.example/assets/HomePage-2.js' },
      ],
    },
    setInterval: vi.fn(),
  }) as unknown as Window;

afterEach(() => {
  waitingWorker.value = null;
});

describe('the service worker registration', () => {
  it("registers /sw.js for the whole site, and hands the worker the assets this page loaded and the reader's offline text", async () => {
    const { container: c, register, active } = container({ controlled: false });
    await registerServiceWorker(c, page());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(active.messages).toEqual([
      { type: 'CACHE_URLS', urls: ['https://play.example/assets/index-1.js', 'https://play.example/assets/HomePage-2.js'] },
      { type: 'CACHE_URLS', urls: ['/src/locales/en/common.json', '/src/locales/en/pwa.json'] },
    ]);
    expect(waitingWorker.value).toBeNull();
    // A language chosen later: its text is kept too, and only its.
    await setLanguage('TH');
    try {
      expect(active.messages.at(-1)).toEqual({ type: 'CACHE_URLS', urls: ['/src/locales/th/common.json', '/src/locales/th/pwa.json'] });
    } finally {
      await setLanguage('EN');
    }
  });

  it('leaves the site as it was when the browser answers the registration with nothing', async () => {
    const c = container({ controlled: true });
    c.register.mockResolvedValueOnce(undefined as never);
    const win = page();
    await expect(registerServiceWorker(c.container, win)).resolves.toBeUndefined();
    expect(win.setInterval).not.toHaveBeenCalled();
    expect(waitingWorker.value).toBeNull();
  });

  it('offers a version already waiting when this page runs under the old one', async () => {
    const next = worker('installed');
    const { container: c } = container({ controlled: true, waiting: next.sw });
    await registerServiceWorker(c, page());
    expect(waitingWorker.value).toBe(next.sw);
  });

  it('offers a new version once it has installed, but not a first install', async () => {
    for (const controlled of [true, false]) {
      waitingWorker.value = null;
      const { container: c, registration } = container({ controlled });
      await registerServiceWorker(c, page());
      const next = worker('installing');
      registration.installing = next.sw;
      registration.dispatchEvent(new Event('updatefound'));
      expect(waitingWorker.value).toBeNull();
      next.sw.state = 'installed';
      next.sw.dispatchEvent(new Event('statechange'));
      expect(waitingWorker.value).toBe(controlled ? next.sw : null);
    }
  });

  it('lists only this site’s assets among the resources the page loaded', () => {
    expect(loadedAssets(page())).toEqual(['https://play.example/assets/index-1.js', 'https://play.example/assets/HomePage-2.js']);
  });

  it('lets the waiting version take over on demand and reloads once it controls the page', () => {
    const next = worker('installed');
    const { container: c } = container({ controlled: true });
    const reload = vi.fn();
    applyUpdate(next.sw, c, reload);
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    c.dispatchEvent(new Event('controllerchange'));
    c.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
