import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '../../../../shared/domains/system/schemas';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { installPrompt } from '../../lib/pwa/state';
import DownloadPage from './DownloadPage';
import { statusWith } from '../../test/status';

const android: Resource = { resourceType: 'Android', url: 'https://luckybay.example/download/android.apk', qrCodeUrl: '' };
const ios: Resource = { resourceType: 'MOBILECONFIG', url: 'https://luckybay.example/download/ios.mobileconfig', qrCodeUrl: '' };
const lite: Resource = { resourceType: 'LITE', url: 'https://lite.luckybay.example/', qrCodeUrl: '' };

/** The QR image once the code is drawn (a labelled placeholder stands in while it is generated). */
async function drawn(container: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(within(container).getByRole('img', { name }).tagName).toBe('IMG'));
  return within(container).getByRole('img', { name });
}

describe('DownloadPage', () => {
  afterEach(() => {
    systemStatus.value = null;
    installPrompt.value = null;
    vi.restoreAllMocks();
  });

  it('guides the install of the web app on Android and iOS, each first step with a code that opens this site', async () => {
    const user = userEvent.setup();
    systemStatus.value = statusWith({ resources: [android] });
    renderWithProviders(<DownloadPage />, { route: '/down' });
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    const qr = await drawn(panel, 'QR code to open Gamefront on your phone');
    expect(qr.getAttribute('width')).toBe('100');
    // The web app installs from the site the visitor is on, never from the APK's address.
    expect(qr.getAttribute('data-value')).toBe(`${window.location.origin}/`);
    expect(within(panel).getAllByText(/Add to Home Screen/).length).toBeGreaterThan(0);
    expect(within(panel).getByText(/menu button/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    const iosPanel = screen.getByRole('tabpanel');
    expect(within(iosPanel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(iosPanel).getAllByText(/Safari/).length).toBeGreaterThan(0);
    expect(within(iosPanel).getByRole('heading', { name: 'Tap Share' })).toBeTruthy();
    expect(within(iosPanel).getByRole('heading', { name: 'Add to Home Screen' })).toBeTruthy();
    expect((await drawn(iosPanel, 'QR code to open Gamefront on your phone')).getAttribute('data-value')).toBe(
      `${window.location.origin}/`,
    );
  });

  it('opens on the iOS steps on an iPhone or iPad, where the browser offers no install button', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1',
    );
    systemStatus.value = statusWith({ resources: [android] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(screen.getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it("installs through the browser's own offer where it makes one, once", async () => {
    const user = userEvent.setup();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    installPrompt.value = offer;
    systemStatus.value = statusWith({ resources: [android] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Gamefront is installed: open it from your home screen or app list.',
    );
    expect(installPrompt.value).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('keeps the install offer of a visitor who dismissed it out of the way', async () => {
    const user = userEvent.setup();
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    installPrompt.value = offer;
    systemStatus.value = statusWith({ resources: [] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull());
    expect(screen.queryByText(/is installed/)).toBeNull();
  });

  it('has no install guide in the installed app', () => {
    // jsdom has no matchMedia: this one answers as an installed app's window does.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)', media: query }),
    });
    systemStatus.value = statusWith({ resources: [android] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(screen.queryByRole('region', { name: 'Installation guide' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('region', { name: 'Android' })).toBeTruthy();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('offers each published app with a 130 px QR code and a link', async () => {
    systemStatus.value = statusWith({ resources: [android, ios] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    const card = screen.getByRole('region', { name: 'iOS' });
    const qr = await drawn(card, 'QR code to download the iOS app');
    expect(qr.getAttribute('width')).toBe('130');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(card).getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(ios.url);
    expect(screen.getByRole('region', { name: 'Android' })).toBeTruthy();
  });

  it('adds the Lite app tab with its steps and a 100 px QR code of it on this site when the Lite app is published', async () => {
    const user = userEvent.setup();
    systemStatus.value = statusWith({ resources: [android, lite] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Android', 'iOS', 'Lite app']);
    await user.click(screen.getByRole('tab', { name: 'Lite app' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByText(/nothing to download or install/)).toBeTruthy();
    const qr = await drawn(panel, 'QR code to open the Lite app');
    expect(qr.getAttribute('width')).toBe('100');
    // The platform names another host; the web app is the site the visitor is on.
    expect(qr.getAttribute('data-value')).toBe(`${window.location.origin}/`);

    // The arrow keys move between the three tabs and wrap around.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lite app' }).getAttribute('aria-selected')).toBe('true');

    const entry = screen.getByRole('region', { name: 'Lite app' });
    expect(within(entry).getByRole('link', { name: 'Open the Lite app' }).getAttribute('href')).toBe(`${window.location.origin}/`);
  });

  it('has no Lite app tab or entry without the Lite resource', () => {
    systemStatus.value = statusWith({ resources: [android, ios] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Android', 'iOS']);
    expect(screen.queryByRole('region', { name: 'Lite app' })).toBeNull();
  });

  it('says so when no app is published, and still guides the install of the web app', async () => {
    systemStatus.value = statusWith();
    renderWithProviders(<DownloadPage />, { route: '/down' });
    expect(screen.getByText('The app is not available for download right now.')).toBeTruthy();
    await drawn(screen.getByRole('tabpanel'), 'QR code to open Gamefront on your phone');
  });
});
