import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectTrue, openHome, signIn, launchFirstSlot, spinOnce, visit } from './steps';

/** Journeys of the point mall: earning points by playing, redeeming a reward, the desk's decision and conversion to cash. */

const number = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The member's points as the mall's balance card shows them, once loaded. */
async function mallPoints(page: Page): Promise<number> {
  const value = page.getByRole('group', { name: 'My points' }).locator('strong');
  await value.filter({ hasText: /\d/ }).waitFor();
  return number(await value.textContent());
}

async function headerBalance(page: Page): Promise<number> {
  const output = page.getByRole('banner').getByRole('group', { name: 'Balance' }).locator('output');
  await page.waitForFunction((el) => /\d/.test(el?.textContent ?? ''), await output.elementHandle());
  return number(await output.textContent());
}

export const journeys: Journey[] = [
  {
    name: 'points: play earns points, a redeemed reward is approved at the desk, points convert to cash',
    // The point mall rests on sandbox-only calls (points.showcase): on a platform without them its
    // address shows the not-found page.
    async reference(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await page.goto(`${baseUrl}/pointMall`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');

      await visit(page, `${baseUrl}/pointMall`);
      const before = await mallPoints(page);

      // One ₱10 spin of the demo slot: slots earn one point per ₱1 of valid bet.
      await visit(page, `${baseUrl}/rng?vendor=JL`);
      await spinOnce(await launchFirstSlot(page, '10'));

      await visit(page, `${baseUrl}/pointMall`);
      const earned = await mallPoints(page);
      expectTrue(earned === before + 10, `a ₱10 slot round earns 10 points (${before} → ${earned})`);

      // Redeem the ₱20 load with the sign-in password.
      await page.getByRole('button', { name: 'Redeem Mobile load ₱20' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redeem Mobile load ₱20' });
      await dialog.getByLabel('Login password').fill('Play1234');
      await dialog.getByRole('button', { name: 'Redeem now' }).click();
      const done = dialog.getByRole('status');
      await done.filter({ hasText: /Order P\d+/ }).waitFor();
      const order = /Order (P\d+)/.exec((await done.textContent()) ?? '')![1];
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        (expected) => Number((document.querySelector('.point-mall__balance-value')?.textContent ?? '').replace(/[^0-9]/g, '')) === expected,
        earned - 1000,
      );

      // The operator approves it at the desk; the history shows it approved.
      await ctx.dev(`/__dev/desk/orders/${order}/approve`, {});
      await page.getByRole('tab', { name: 'Redeem history' }).click();
      const history = page.getByRole('table', { name: 'Your redeemed rewards' });
      await history.getByRole('row').filter({ hasText: order }).filter({ hasText: 'Approved' }).waitFor();

      // Convert 500 points: ₱5.00 reaches the main wallet and the header balance.
      const cash = await headerBalance(page);
      await page.getByRole('tab', { name: 'Convert to cash' }).click();
      await page.getByLabel('Points to convert').fill('500');
      await page.getByLabel('Login password').fill('Play1234');
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '500 points were converted' }).waitFor();
      await page.waitForFunction(
        (expected) => {
          const text = document.querySelector('[role="banner"] output, header output')?.textContent ?? '';
          return Math.abs(Number(text.replace(/[^0-9.]/g, '')) - expected) < 0.001;
        },
        cash + 5,
        { timeout: 10_000 },
      );
      expectTrue((await mallPoints(page)) === earned - 1000 - 500, 'the conversion took 500 points');
    },
  },
];
