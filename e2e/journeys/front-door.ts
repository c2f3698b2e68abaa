import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, expectTrue, openHome, openSiteMenu, scrollToBottom } from './steps';

/** What a player meets first: the sign-in card, the service panel, the top bar, the scroll on navigation. */

/** Elements inside `container` that stick out past its left or right edge (their text, for the message). */
async function overflowingParts(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const out: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) out.push(`the card scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  });
}

/** Wider than `width`: a phone's browser widens its layout to hold what sticks out, so the screen's width is the measure. */
async function pageScrollsSideways(page: Page, width: number): Promise<boolean> {
  return page.evaluate((w) => document.documentElement.scrollWidth > w + 1, width);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export const journeys: Journey[] = [
  {
    name: 'front door: the login popup and the login page fit their card at every width from 320 px',
    async run({ page, baseUrl, profile }) {
      const size = page.viewportSize()!;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      // The social sign-in is sandbox-only: on a platform without it the form ends with the recovery link.
      const last = profile === 'full' ? 'Continue with Facebook' : 'Forgot password?';
      for (const width of [320, 390, 768, size.width]) {
        // Loaded at this width, as a visitor on such a screen would (a narrow screen starts with the compact menu).
        await page.setViewportSize({ width, height: size.height });
        await page.goto(`${baseUrl}/`);
        await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
        const dialog = page.getByRole('dialog', { name: 'Log In' });
        await dialog.getByRole('button', { name: last }).waitFor();
        expectEqual(await overflowingParts(dialog), [], `login popup at ${width} px`);
        for (const name of ['Forgot password?', 'Show password', last]) {
          expectTrue(await dialog.getByRole('button', { name }).isVisible(), `"${name}" visible at ${width} px`);
        }
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.goto(`${baseUrl}/login`);
        const form = page.getByRole('main').locator('.auth-page');
        await form.getByRole('button', { name: last }).waitFor();
        expectEqual(await overflowingParts(form), [], `login page at ${width} px`);
        expectTrue(!(await pageScrollsSideways(page, width)), `the login page does not scroll sideways at ${width} px`);
      }
      await page.setViewportSize(size);
    },
  },
  {
    name: 'front door: the service panel starts folded, remembers the choice and never covers the page',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      const panel = page.getByRole('complementary', { name: 'Service' });
      if (ctx.phone) {
        // A phone has no column for the panel (docs/behaviour/phone-layout.md): nothing of it
        // lies beside or over the page down to the footer, and its entries are in the menu drawer.
        await scrollToBottom(page);
        await page.getByRole('contentinfo').waitFor();
        expectEqual(await panel.count(), 0, 'service panels on a phone');
        const menu = await openSiteMenu(ctx);
        await menu.getByRole('button', { name: 'Customer Service' }).waitFor();
        const service = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Service' });
        for (const name of ['Announcement', 'Help Centre', 'Speed Test']) await service.getByRole('button', { name }).waitFor();
        return;
      }
      const show = panel.getByRole('button', { name: 'Show service panel' });
      expectEqual(await show.getAttribute('aria-expanded'), 'false', 'the panel starts folded');
      await show.click();
      await panel.getByRole('button', { name: 'Customer Service' }).waitFor();

      await page.reload();
      await panel.getByRole('button', { name: 'Customer Service' }).waitFor();
      // Open, it takes its own column: nothing of the page (cards, hearts, footer text) lies under it.
      const panelBox = (await panel.boundingBox())!;
      // The footer loads as the visitor nears it: go to the bottom once so it is there to measure.
      await scrollToBottom(page);
      await page.getByRole('contentinfo').waitFor();
      for (const [what, part] of [
        ['the page', page.getByRole('main')],
        ['the footer', page.getByRole('contentinfo')],
        ['the banner', page.getByRole('region', { name: 'Banners' }).first()],
      ] as const) {
        if ((await part.count()) === 0) continue;
        await part.scrollIntoViewIfNeeded();
        const box = (await part.boundingBox())!;
        const now = (await panel.boundingBox())!;
        expectTrue(!overlaps(now, box), `the open service panel ${JSON.stringify(now)} covers ${what} ${JSON.stringify(box)}`);
      }
      expectTrue(panelBox.width > 0, 'the panel is visible');

      await panel.getByRole('button', { name: 'Hide service panel' }).click();
      await page.reload();
      await panel.getByRole('button', { name: 'Show service panel' }).waitFor();
      expectEqual(await panel.getByRole('button', { name: 'Customer Service' }).count(), 0, 'folded after reload');
    },
  },
  {
    name: 'front door: a new page opens at its top, Back returns to the old position; the Lottery entry looks like its neighbours',
    async run(ctx) {
      const { page, baseUrl, phone } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      const categories = page.getByRole('navigation', { name: 'Game categories' });
      const lottery = categories.getByRole('button', { name: 'Lottery', exact: true });
      const slots = categories.getByRole('link', { name: 'Slots', exact: true });
      const look = (l: Locator) =>
        l.evaluate((el) => {
          const cs = getComputedStyle(el);
          return { weight: cs.fontWeight, color: cs.color, size: cs.fontSize, opacity: cs.opacity };
        });
      expectEqual(await look(lottery), await look(slots), 'the Lottery entry is drawn like the Slots entry');

      await scrollToBottom(page);
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2);
      // Down the page, a phone's categories row has scrolled away with the header: the visitor opens the
      // menu from the tab bar, which stays at the bottom of the screen, and takes Slots from there.
      if (phone) await (await openSiteMenu(ctx)).getByRole('link', { name: 'Slots', exact: true }).click();
      else await slots.click();
      await page.waitForURL((url) => url.pathname !== '/');
      await page.getByRole('list', { name: 'Slots games' }).waitFor();
      expectEqual(await page.evaluate(() => window.scrollY), 0, 'the lobby opens at its top');

      await page.goBack();
      await page.waitForURL(`${baseUrl}/`);
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2, undefined, { timeout: 5000 });
    },
  },
];
