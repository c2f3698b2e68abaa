import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, expectTrue, openHome, openSiteMenu } from './steps';

/**
 * The app download: the site menu's modal (the side menu, or the menu drawer on a phone) with the
 * platform's QR codes and the Lite app, and the install guide.
 */

interface Resource {
  resourceType: string;
  url: string;
}

export const journeys: Journey[] = [
  {
    name: 'download: the modal shows QR codes for Android and iOS and the Lite app',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const status = (await (
        await fetch(`${baseUrl}/wps/system/status?url=localhost`, { headers: { Merchant: 'gamefront1' } })
      ).json()) as {
        value: { info: { resources: Resource[] } };
      };
      const urlOf = (type: string) => {
        const resource = status.value.info.resources.find((r) => r.resourceType === type);
        if (!resource) throw new Error(`the status answer has no ${type} resource`);
        return resource.url;
      };

      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await (await openSiteMenu(ctx)).getByRole('button', { name: 'App Download' }).click();
      const dialog = page.getByRole('dialog', { name: /^Get the .+ app$/ });
      await dialog.waitFor();
      expectTrue(page.url().endsWith('/'), 'the modal opens over the page the visitor is on');

      for (const [name, type] of [
        ['Android', 'Android'],
        ['iOS', 'MOBILECONFIG'],
      ]) {
        const card = dialog.getByRole('region', { name });
        const qr = card.getByRole('img', { name: `QR code to download the ${name} app` });
        await qr.and(page.locator('img')).waitFor();
        expectEqual(await qr.getAttribute('width'), '130', `${name} QR size`);
        expectEqual(await qr.getAttribute('data-value'), urlOf(type), `${name} QR text`);
        expectTrue(((await qr.getAttribute('src')) ?? '').startsWith('data:image/svg+xml'), `${name} QR drawn as SVG`);
        const link = card.getByRole('link', { name: `Download for ${name}` });
        const href = await link.getAttribute('href');
        expectEqual(href, urlOf(type), `${name} download link`);
        const file = await fetch(href ?? '');
        expectEqual(file.status, 200, `${name} download answers`);
      }

      const lite = dialog.getByRole('region', { name: 'Lite app' });
      const open = lite.getByRole('link', { name: 'Open the Lite app' });
      // The Lite app is the web app: it opens on the site the visitor is on, whatever host the platform names.
      expectEqual(await open.getAttribute('href'), `${baseUrl}${new URL(urlOf('LITE')).pathname}`, 'Lite app link');
      expectEqual(await open.getAttribute('target'), '_blank', 'the Lite app opens in a new tab');

      await dialog.getByRole('link', { name: 'How to install' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL(`${baseUrl}/download`);
      await page.getByRole('tab', { name: 'Lite app' }).click();
      const panel = page.getByRole('tabpanel');
      expectEqual(await panel.getByRole('listitem').count(), 4, 'Lite app install steps');
      const guideQr = panel.getByRole('img', { name: 'QR code to open the Lite app' });
      await guideQr.and(page.locator('img')).waitFor();
      expectEqual(await guideQr.getAttribute('width'), '100', 'guide QR size');
      expectEqual(await guideQr.getAttribute('data-value'), `${baseUrl}${new URL(urlOf('LITE')).pathname}`, 'guide QR text');
    },
  },
];
