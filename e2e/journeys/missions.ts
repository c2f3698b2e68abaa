import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import {
  centrePageState,
  closeNoticeIfOpen,
  expectEqual,
  launchFirstSlot,
  memberShortcut,
  openHome,
  openSiteMenu,
  signIn,
  spinOnce,
} from './steps';

/** Opens a member-centre page by its address and waits for its heading. */
async function openCentre(page: Page, baseUrl: string, id: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl}/member/${id}`);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

/** Plays `rounds` spins of the first demo slot. */
async function spinSlot(page: Page, baseUrl: string, rounds: number): Promise<void> {
  await page.goto(`${baseUrl}/rng?vendor=JL`);
  const slot = await launchFirstSlot(page);
  for (let i = 0; i < rounds; i++) await spinOnce(slot);
}

/** Claims a reward of the reward centre by its title and waits for the payment line. */
async function claim(page: Page, baseUrl: string, title: string, amount: string): Promise<void> {
  await openCentre(page, baseUrl, 'rewardCenter', 'Reward centre');
  const rewards = page.getByRole('region', { name: 'My rewards' });
  await rewards.getByRole('button', { name: `Claim ${title}` }).click();
  await rewards.getByText(`${title}: ${amount} is in your wallet.`).waitFor();
  await rewards.getByRole('button', { name: `Claim ${title}` }).waitFor({ state: 'detached' });
}

export const journeys: Journey[] = [
  {
    name: 'missions and rank: play completes a mission whose reward waits in the reward centre, a deposit raises the rank and pays its bonus',
    // Its own site: it changes player1's play, rewards and rank.
    site: () => ({}),
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      // Silver is player1's club label, shown in its colours in the header (on a phone, atop the menu drawer).
      if (ctx.phone) {
        await openSiteMenu(ctx);
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.getByText('Silver', { exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
      } else await page.getByRole('banner').getByText('Silver', { exact: true }).waitFor();

      // The seeded deposits reached the first milestone of the deposit mission: its reward waits, and the menu counts it.
      await openCentre(page, baseUrl, 'missionLeaderboard', 'Mission activity');
      const menu = page.getByRole('navigation', { name: 'Member centre pages' });
      await menu.getByRole('link', { name: 'Mission activity 1' }).waitFor();
      const sprint = page.getByRole('article', { name: 'Deposit sprint' });
      await sprint.getByRole('link', { name: '1 reward waits in the reward centre' }).waitFor();
      await page
        .getByRole('article', { name: 'Spin the slots' })
        .getByText(/^0 of 5 · 0 of 2 milestones reached$/)
        .waitFor();

      // Five spins of a slot complete the spin mission: both its rewards wait.
      await spinSlot(page, baseUrl, 5);
      await openCentre(page, baseUrl, 'missionLeaderboard', 'Mission activity');
      await menu.getByRole('link', { name: 'Mission activity 2' }).waitFor();
      const spin = page.getByRole('article', { name: 'Spin the slots' });
      await spin.getByText(/^5 of 5 · 2 of 2 milestones reached$/).waitFor();
      await spin.getByRole('button', { name: 'Milestones and leaderboard of Spin the slots' }).click();
      const steps = spin.getByRole('table', { name: 'Milestones, their rewards and the state of each reward' });
      await steps.getByRole('row').nth(2).waitFor();
      expectEqual(await steps.getByRole('cell', { name: 'Waiting in the reward centre' }).count(), 2, 'both milestone rewards wait');
      const board = spin.getByRole('table', { name: 'Leaderboard of the mission, with your place in the last row' });
      await board.getByRole('rowheader', { name: /^Your rank: \d+$/ }).waitFor();
      await board.getByRole('cell', { name: 'pl***1 (you)' }).waitFor();

      // A reward of the completed mission is claimed in the reward centre, once.
      await spin.getByRole('link', { name: '2 rewards wait in the reward centre' }).click();
      await page.getByRole('heading', { name: 'Reward centre', level: 2 }).waitFor();
      await claim(page, baseUrl, 'Spin the slots: milestone 2', '₱20.00');
      await openCentre(page, baseUrl, 'missionLeaderboard', 'Mission activity');
      await page
        .getByRole('article', { name: 'Spin the slots' })
        .getByRole('link', { name: '1 reward waits in the reward centre' })
        .waitFor();

      if (ctx.profile === 'reference') {
        // The player rank rests on a sandbox-only call (rank.summary): on a platform without it the page steps aside.
        const { state } = await centrePageState(page, baseUrl, 'member', 'playerRank');
        expectEqual(state, 'hidden', 'the player rank on a platform without its summary');
        return;
      }

      // Silver, on the way to Gold: the valid bet is there, the deposits are not yet.
      await openCentre(page, baseUrl, 'playerRank', 'Player rank');
      await page.getByText('Your level:').filter({ hasText: 'Silver' }).waitFor();
      await page.getByText('Next level:').filter({ hasText: 'Gold' }).waitFor();

      // A deposit of ₱4,000 approved at the desk reaches Gold's ₱10,000.00 of deposits.
      await (await memberShortcut(ctx, 'Deposit')).click();
      await page.getByRole('tab', { name: 'QR Ph' }).click();
      const form = page.getByRole('form', { name: 'Deposit' });
      await form.getByRole('radio', { name: 'QR Ph' }).check();
      await form.getByLabel('Amount', { exact: true }).fill('4000');
      await form.getByRole('button', { name: 'Deposit now' }).click();
      const order = page.getByRole('region', { name: 'Your deposit order' });
      await order.waitFor();
      const orderId = (
        (await order.locator('dt', { hasText: 'Order number' }).first().locator('xpath=following-sibling::dd[1]').textContent()) ?? ''
      ).trim();
      await ctx.dev(`/__dev/desk/orders/${orderId}/approve`, {});

      await openCentre(page, baseUrl, 'playerRank', 'Player rank');
      await page.getByText('Your level:').filter({ hasText: 'Gold' }).waitFor();
      await claim(page, baseUrl, 'Upgrade bonus: Gold', '₱58.00');

      // The same deposit reached the deposit mission's second milestone (₱5,000.00 in its window).
      await openCentre(page, baseUrl, 'missionLeaderboard', 'Mission activity');
      await page
        .getByRole('article', { name: 'Deposit sprint' })
        .getByText(/2 of 3 milestones reached$/)
        .waitFor();
    },
  },
];
