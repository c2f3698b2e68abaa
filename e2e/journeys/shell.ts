import type { Journey } from '../harness';
import { acceptDisclaimer, closeNoticeIfOpen, expectEqual, expectTrue, openHome, openSiteMenu } from './steps';

/** The foundation's journeys: disclaimer, menu from the platform, theme, language, status pages, unknown routes. */

interface Lane {
  title: string;
  cards: { vassalage: string }[];
}

const CATEGORY_NAMES: Record<string, string> = {
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  LIVE: 'Live Casino',
  RNG: 'Slots',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  FISH: 'Fishing',
  PVP: 'PVP',
};

export const journeys: Journey[] = [
  {
    name: 'disclaimer: an unticked statement warns with the age, all ticked enters and is remembered',
    async run({ page, baseUrl, phone }) {
      await page.goto(`${baseUrl}/`);
      const dialog = page.getByRole('dialog', { name: 'Before you enter' });
      await dialog.waitFor();
      const boxes = dialog.getByRole('checkbox');
      expectEqual(await boxes.count(), 4, 'agreement checkboxes');
      for (let i = 0; i < 4; i++) expectTrue(await boxes.nth(i).isChecked(), `statement ${i + 1} ticked by default`);
      await dialog.getByRole('checkbox', { name: 'I am not a licensed gaming employee.' }).uncheck();
      await dialog.getByRole('button', { name: 'Enter the site' }).click();
      const warning = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Notice' }));
      await warning.first().waitFor();
      expectTrue((await warning.first().innerText()).includes('21'), 'the warning names the age limit 21');
      await warning.first().getByRole('button', { name: 'Submit' }).click();
      await dialog.getByRole('checkbox', { name: 'I am not a licensed gaming employee.' }).check();
      await dialog.getByRole('button', { name: 'Enter the site' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      // The shell is up: the side menu, or on a phone the tab bar.
      await page.getByRole('navigation', { name: phone ? 'Main sections' : 'Site menu' }).waitFor();
      await page.waitForTimeout(300);
      expectEqual(await page.getByRole('dialog', { name: 'Before you enter' }).count(), 0, 'disclaimer after reload in the same session');
    },
  },
  {
    name: 'menu: the left menu and top navigation list the sandbox categories in the server order',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const answer = (await (
        await fetch(`${baseUrl}/wps/relay/GCSGAME_newGameVendor`, { headers: { Merchant: 'gamefront1' } })
      ).json()) as {
        value: { data: { lanes: Lane[] } };
      };
      const esports = ['AV', 'AI', 'IMES', 'TF', 'IA'];
      const expected: string[] = [];
      for (const lane of answer.value.data.lanes) {
        if (!CATEGORY_NAMES[lane.title]) continue;
        if (lane.title === 'SPORTS') {
          if (lane.cards.some((c) => !esports.includes(c.vassalage))) expected.push('Sports');
          if (lane.cards.some((c) => esports.includes(c.vassalage))) expected.push('E-Sports');
        } else if (lane.cards.length > 0) expected.push(CATEGORY_NAMES[lane.title]);
      }
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      const top = page.getByRole('navigation', { name: 'Game categories' });
      // Lottery with TCG_SEA is a button that starts its lobby; the other categories are links.
      const topNames = (await top.locator('a, button').allInnerTexts()).map((s) => s.trim()).filter((s) => expected.includes(s));
      expectEqual(topNames, expected, 'top navigation categories');
      const side = await openSiteMenu(ctx);
      for (const name of [
        'Home',
        'Hot Games',
        'Favorite',
        'Promotions',
        'Customer Service',
        'Invite Friends',
        'Reward Centre',
        'App Download',
      ]) {
        expectTrue(await side.getByText(name, { exact: true }).count(), `left menu has ${name}`);
      }
      const slots = answer.value.data.lanes.find((l) => l.title === 'RNG')!;
      await side.getByRole('button', { name: 'Show Slots providers' }).click();
      const vendorList = side.getByRole('list', { name: 'Slots providers' });
      await vendorList.waitFor();
      expectEqual(await vendorList.getByRole('link').count(), slots.cards.length + 1, 'slot vendors plus All');
      expectTrue(slots.cards.length > 10 && (await vendorList.getAttribute('class'))?.includes('scroll'), 'more than 10 vendors scroll');
      await vendorList.getByRole('link').nth(1).click();
      await page.waitForURL(/\/rng\?vendor=/);
    },
  },
  {
    name: 'theme: switching to light survives a reload',
    async run(ctx) {
      const { page, baseUrl, phone } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      expectEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'default theme');
      // On a phone the theme button is in the menu drawer.
      if (phone) await openSiteMenu(ctx);
      await page.getByRole('button', { name: 'Switch to the light theme' }).click();
      expectEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'light', 'theme after switching');
      await page.reload();
      if (phone) await openSiteMenu(ctx);
      await page.getByRole('button', { name: 'Switch to the dark theme' }).waitFor();
      expectEqual(
        await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')]),
        ['light', 'light'],
        'theme after reload',
      );
    },
  },
  {
    name: 'language: choosing Filipino changes the visible text and is kept',
    async run(ctx) {
      const { page, baseUrl, phone } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      const side = await openSiteMenu(ctx);
      await side.getByText('Promotions', { exact: true }).waitFor();
      // The header's language list on the desktop; on a phone the drawer's list of languages.
      if (phone) await side.getByRole('button', { name: 'Filipino' }).click();
      else await page.getByRole('combobox', { name: 'Choose a language' }).selectOption('TL');
      await page.getByRole('navigation', { name: 'Menu ng site' }).getByText('Mga Promosyon', { exact: true }).waitFor();
      expectEqual(
        await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('hisLang')]),
        ['tl', 'TL'],
        'language kept',
      );
      await page.reload();
      // The shell in Filipino: the side menu, or on a phone the tab bar.
      await page.getByRole('navigation', { name: phone ? 'Mga pangunahing seksyon' : 'Menu ng site' }).waitFor();
    },
  },
  {
    name: 'status: maintenance and restriction pages follow the platform',
    async run({ page, baseUrl, dev }) {
      const endTime = Date.UTC(2030, 0, 2, 3, 0);
      await dev('/__dev/system', { maintenance: true, maintenanceEndTime: endTime });
      try {
        await page.goto(`${baseUrl}/`);
        await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
        expectTrue(await page.getByText('2030').count(), 'the end time is shown');
        await page.getByRole('button', { name: 'Contact Us' }).waitFor();
      } finally {
        await dev('/__dev/system', { maintenance: false, maintenanceEndTime: null });
      }
      await dev('/__dev/system', { regionRestriction: true, country: 'SG' });
      try {
        await page.goto(`${baseUrl}/promotions`);
        await page.getByRole('heading', { name: 'IP Restriction' }).waitFor();
        await page.getByText('RESTRICTION OF VISIT').waitFor();
        await page
          .getByText(
            'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
          )
          .waitFor();
        await page.getByText('127.0.0.1').waitFor();
        await page.getByRole('button', { name: 'Contact Us' }).waitFor();
      } finally {
        await dev('/__dev/system', { regionRestriction: false, country: null });
      }
      await page.goto(`${baseUrl}/`);
      await acceptDisclaimer(page);
    },
  },
  {
    name: 'routes: unknown pages show not-found with a 404, unknown files are plain 404s',
    async run({ page, baseUrl }) {
      const answer = await page.goto(`${baseUrl}/no-such-page`);
      expectEqual(answer?.status(), 404, 'status of an unknown page');
      await acceptDisclaimer(page);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      const file = await fetch(`${baseUrl}/assets/no-such-file.js`);
      expectEqual(file.status, 404, 'status of an unknown file');
      for (const path of ['/index.html', '/home', '/help', '/helpmc', '/download', '/lottery', '/vnlottery', '/rng']) {
        expectEqual((await fetch(`${baseUrl}${path}`)).status, 200, `status of ${path}`);
      }
    },
  },
];
