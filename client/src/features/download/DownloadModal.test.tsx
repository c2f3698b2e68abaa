import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Resource } from '../../../../shared/domains/system/schemas';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { downloadModal } from '../../lib/stores/download';
import DownloadModal from './DownloadModal';
import { statusWith } from '../../test/status';

const android: Resource = { resourceType: 'Android', url: 'https://luckybay.example/download/android.apk', qrCodeUrl: '' };
const ios: Resource = { resourceType: 'MOBILECONFIG', url: 'https://luckybay.example/download/ios.mobileconfig', qrCodeUrl: '' };
const lite: Resource = { resourceType: 'LITE', url: 'https://lite.luckybay.example/', qrCodeUrl: '' };
const affiliate: Resource = { resourceType: 'AFFILIATELINK', url: 'https://luckybay.example/register', qrCodeUrl: '' };

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function openWith(resources: Resource[]): HTMLElement {
  systemStatus.value = statusWith({ resources });
  downloadModal.value = true;
  renderWithProviders(
    <>
      <DownloadModal />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/hot' },
  );
  return screen.getByRole('dialog');
}

/** The QR image once the code is drawn (a labelled placeholder stands in while it is generated). */
async function drawn(container: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(within(container).getByRole('img', { name }).tagName).toBe('IMG'));
  return within(container).getByRole('img', { name });
}

describe('DownloadModal', () => {
  afterEach(() => {
    systemStatus.value = null;
    downloadModal.value = false;
  });

  it('shows a 130 px QR code of the url and a download link for Android and for iOS', async () => {
    const dialog = openWith([affiliate, android, ios]);
    for (const [name, resource] of [
      ['Android', android],
      ['iOS', ios],
    ] as const) {
      const card = within(dialog).getByRole('region', { name });
      const qr = await drawn(card, `QR code to download the ${name} app`);
      expect(qr.getAttribute('width')).toBe('130');
      expect(qr.getAttribute('height')).toBe('130');
      expect(qr.getAttribute('data-value')).toBe(resource.url);
      expect(
        within(card)
          .getByRole('link', { name: `Download for ${name}` })
          .getAttribute('href'),
      ).toBe(resource.url);
    }
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
  });

  it('leaves out the QR code of an app the brand does not publish', async () => {
    const dialog = openWith([ios]);
    await drawn(dialog, 'QR code to download the iOS app');
    expect(within(dialog).queryByRole('region', { name: 'Android' })).toBeNull();
    expect(within(dialog).queryByRole('img', { name: 'QR code to download the Android app' })).toBeNull();
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
  });

  it('encodes an app the platform names by a path as an address on this site, which a phone can open', async () => {
    const dialog = openWith([{ resourceType: 'Android', url: '/download/android.apk?v=2', qrCodeUrl: '' }]);
    const address = `${window.location.origin}/download/android.apk?v=2`;
    expect((await drawn(dialog, 'QR code to download the Android app')).getAttribute('data-value')).toBe(address);
    expect(within(dialog).getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(address);
  });

  it('offers the Lite app only when it is published, opening it on this site in a new tab', () => {
    const dialog = openWith([android, { ...lite, url: 'https://lite.luckybay.example/?from=lite' }]);
    const entry = within(dialog).getByRole('region', { name: 'Lite app' });
    const open = within(entry).getByRole('link', { name: 'Open the Lite app' });
    // The Lite app is the web app, which runs (and installs) from the site the visitor is on.
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/?from=lite`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('has no Lite entry without the Lite resource', () => {
    const dialog = openWith([android, ios]);
    expect(within(dialog).queryByRole('region', { name: 'Lite app' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Open the Lite app' })).toBeNull();
  });

  it('says so when nothing is published', () => {
    const dialog = openWith([affiliate]);
    expect(within(dialog).getByText('The app is not available for download right now.')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('leads to the install guide on /download and closes', async () => {
    const user = userEvent.setup();
    const dialog = openWith([android]);
    await user.click(within(dialog).getByRole('link', { name: 'How to install' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/download');
    expect(downloadModal.value).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const dialog = openWith([android]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(downloadModal.value).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
