import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, expectTrue, openHome, signIn } from './steps';

/**
 * The activity centre end to end: player1 applies to a joined activity with a picture, the operator
 * approves it at the desk, and the reward issued is claimed into the main wallet.
 */

/** player1's seeded joined activity and the reward its approval issues (activities seed). */
const ACTIVITY = 'Live casino winning streak';
const REWARD_CENTS = 28_800;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function headerCents(page: Page): Promise<number> {
  const output = page.getByRole('banner').getByRole('group', { name: 'Balance' }).locator('output');
  await page.waitForFunction(
    (el) => el !== null && el.getAttribute('aria-busy') !== 'true' && /\d/.test(el.textContent ?? ''),
    await output.elementHandle(),
  );
  return Math.round(Number(((await output.textContent()) ?? '').replace(/[^0-9.-]/g, '')) * 100);
}

/** Closes the withdrawal receipt prompt if the member has one waiting (not this journey's subject). */
async function closeReceiptPrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Did your withdrawal arrive?' });
  if (
    await prompt.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
  }
}

export const journeys: Journey[] = [
  {
    name: 'activities: an application with a picture is approved at the desk and its reward claimed',
    // Its own site: the claimed reward asks player1 for turnover, which would hold the cashier journeys' withdrawals.
    site: () => ({}),
    async run({ page, baseUrl, sandboxUrl, dev }) {
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await closeReceiptPrompt(page);
      const before = await headerCents(page);

      await page.goto(`${baseUrl}/promotions`);
      await page.getByRole('link', { name: 'Activity centre: join and apply' }).click();
      await page.waitForURL((url) => url.pathname === '/activities');
      await page.getByRole('link', { name: new RegExp(ACTIVITY) }).click();
      await page.waitForURL((url) => url.pathname === '/promoDetail');
      await page.getByRole('heading', { name: ACTIVITY }).waitFor();

      const form = page.getByRole('form', { name: 'Apply for the reward' });
      await form.getByLabel('Comment').fill('Five wins in a row at the baccarat table.');
      await form.getByLabel('Pictures').setInputFiles({ name: 'streak.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Send application' }).click();
      await page.getByText('Applying', { exact: true }).waitFor();

      const listed = (await (await fetch(`${sandboxUrl}/__dev/desk/orders?status=pending`)).json()) as {
        value: Array<{ id: string; account: string; channel: string; pictures?: string[] }>;
      };
      const order = listed.value.filter((o) => o.account === 'player1' && o.channel === ACTIVITY).at(-1);
      expectTrue(order, 'the application waits at the desk');
      expectEqual(order!.pictures?.length, 1, 'pictures at the desk');
      const picture = await fetch(`${sandboxUrl}${order!.pictures![0]}`);
      expectEqual(Buffer.from(await picture.arrayBuffer()).equals(PNG), true, 'the picture the desk shows is the one sent');
      await dev(`/__dev/desk/orders/${order!.id}/approve`, {});

      await page.reload();
      await page.getByText('Issued', { exact: true }).waitFor();
      expectEqual(await headerCents(page), before, 'approval alone pays nothing');
      await page.getByRole('button', { name: 'Claim reward' }).click();
      await page.getByText('Claimed', { exact: true }).waitFor();
      await page.waitForFunction(async (expected) => {
        const el = document.querySelector('header [role="group"][aria-label="Balance"] output');
        return el !== null && Math.round(Number((el.textContent ?? '').replace(/[^0-9.-]/g, '')) * 100) === expected;
      }, before + REWARD_CENTS);
      expectEqual(await headerCents(page), before + REWARD_CENTS, 'the header balance after the claim');
    },
  },
];
