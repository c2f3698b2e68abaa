import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '../../../../shared/schemas/system';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
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
  });

  it('shows the guide QR only for a platform whose resource exists', async () => {
    const user = userEvent.setup();
    systemStatus.value = statusWith({ resources: [android] });
    renderWithProviders(<DownloadPage />, { route: '/down' });
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    const qr = await drawn(panel, 'QR code to download the Android app');
    expect(qr.getAttribute('width')).toBe('100');
    expect(within(panel).getAllByText(/Add to Home Screen/).length).toBeGreaterThan(0);
    expect(within(panel).getByText(/menu button/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    const iosPanel = screen.getByRole('tabpanel');
    expect(within(iosPanel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(iosPanel).queryByRole('img')).toBeNull();
    expect(within(iosPanel).getAllByText(/Safari/).length).toBeGreaterThan(0);
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

  it('adds the Lite app tab with its steps and a 100 px QR code of its url when the Lite app is published', async () => {
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
    expect(qr.getAttribute('data-value')).toBe(lite.url);

    // The arrow keys move between the three tabs and wrap around.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lite app' }).getAttribute('aria-selected')).toBe('true');

    const entry = screen.getByRole('region', { name: 'Lite app' });
    expect(within(entry).getByRole('link', { name: 'Open the Lite app' }).getAttribute('href')).toBe(lite.url);
  });

  it('has no Lite app tab or entry without the Lite resource', () => {
    systemStatus.value = statusWith({ resources: [android, ios] });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Android', 'iOS']);
    expect(screen.queryByRole('region', { name: 'Lite app' })).toBeNull();
  });

  it('says so when no app is published, and the guide has no QR codes', () => {
    systemStatus.value = statusWith();
    renderWithProviders(<DownloadPage />, { route: '/down' });
    expect(screen.getByText('The app is not available for download right now.')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('img')).toBeNull();
  });
});
