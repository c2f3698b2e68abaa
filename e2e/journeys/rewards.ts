import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, openHome, signIn } from './steps';

const DAY_MS = 86_400_000;

/** Opens the reward centre of the member centre for a signed-in player. */
async function openRewardCentre(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/member/rewardCenter`);
  await page.getByRole('heading', { name: 'Reward centre', level: 2 }).waitFor();
}

/**
 * A day later the session has ended: the site's first call is refused and opens the login popup
 * (or, when no call has been refused yet, the banner's Log In opens it); the player signs in again.
 */
async function signInAfterExpiry(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/member/rewardCenter`);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  try {
    await dialog.waitFor({ timeout: 5000 });
  } catch {
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  }
  await dialog.getByLabel('Username').fill('player1');
  await dialog.getByLabel('Password', { exact: true }).fill('Play1234');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Account player1' }).waitFor();
}

export const journeys: Journey[] = [
  {
    name: 'rewards: a reward, a promo code and a prize ticket are claimed once, and a sign-in streak grows over three days',
    // Its own site: it moves the platform's clock two days on, which would move the other journeys' days.
    site: () => ({}),
    async run(ctx) {
      const { page, baseUrl } = ctx;
      // The browser's clock follows the sandbox's when the journey moves it.
      await ctx.context.clock.install();
      const advance = async (ms: number) => {
        const { value } = (await ctx.dev('/__dev/clock', { advanceMs: ms })) as { value: { now: number } };
        await ctx.context.clock.setSystemTime(value.now);
      };
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await openRewardCentre(page, baseUrl);

      // A seeded reward is claimed once: its button goes, and the claimed tab holds it once.
      const rewards = page.getByRole('region', { name: 'My rewards' });
      await rewards.getByRole('button', { name: 'Claim Loyalty bonus' }).click();
      await rewards.getByText('Loyalty bonus: ₱50.00 is in your wallet.').waitFor();
      await rewards.getByRole('button', { name: 'Claim Loyalty bonus' }).waitFor({ state: 'detached' });
      await rewards.getByRole('tab', { name: 'Claimed' }).click();
      await rewards.getByRole('tabpanel').getByText('Loyalty bonus').waitFor();
      expectEqual(await rewards.getByRole('tabpanel').getByText('Loyalty bonus', { exact: true }).count(), 1, 'the reward claimed once');

      // A promo code pays once; the second time it is refused.
      const promo = page.getByRole('region', { name: 'Promo codes' });
      await promo.getByRole('textbox', { name: 'Promo code' }).fill('welcome100');
      await promo.getByRole('button', { name: 'Redeem' }).click();
      await promo.getByText('Welcome gift: ₱100.00 is in your wallet.').waitFor();
      await promo.getByText('Used', { exact: true }).waitFor();
      await promo.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME100');
      await promo.getByRole('button', { name: 'Redeem' }).click();
      await promo.getByText('You have already used this promo code.').waitFor();

      // The prize wheel turns to the prize the platform drew, which is paid; the ticket is then used.
      const tickets = page.getByRole('region', { name: 'Prize tickets' });
      await tickets.getByRole('button', { name: 'Play Prize wheel ticket' }).click();
      const wheel = page.getByRole('dialog', { name: 'Prize wheel ticket' });
      await wheel.getByRole('button', { name: 'Spin the wheel' }).click();
      await wheel.getByText(/^You won ₱[0-9,.]+! It is in your wallet\.$/).waitFor();
      await wheel.getByRole('button', { name: 'Close' }).click();
      await tickets.getByRole('button', { name: 'Play Prize wheel ticket' }).waitFor({ state: 'detached' });

      // The withdraw page shows the turnover those rewards ask for. The turnover is a sandbox-only
      // call: on a platform the form is there without it.
      await page.goto(`${baseUrl}/member/withdraw`);
      const turnover = page.getByText(/^Turnover still needed before you can withdraw: ₱/);
      if (ctx.profile === 'full') await turnover.waitFor();
      else {
        await page.getByRole('form', { name: 'Withdrawal' }).waitFor();
        expectEqual(await turnover.count(), 0, 'no turnover panel without its call');
      }

      // Day 3 of the streak today, then days 4 and 5 on the next two platform days.
      await openRewardCentre(page, baseUrl);
      let signInCard = page.getByRole('region', { name: 'Daily sign-in' });
      await signInCard.getByText('2 days in a row').waitFor();
      await signInCard.getByRole('button', { name: 'Sign in and get ₱3.00' }).click();
      await signInCard.getByText('You received ₱3.00. Your streak: 3.').waitFor();
      await signInCard.getByRole('button', { name: 'Signed in today' }).waitFor();
      expectEqual(await signInCard.getByRole('button', { name: 'Signed in today' }).isDisabled(), true, 'one sign-in a day');

      for (const [streak, amount] of [
        [4, '₱5.00'],
        [5, '₱8.00'],
      ] as const) {
        await advance(DAY_MS);
        await signInAfterExpiry(page, baseUrl);
        await openRewardCentre(page, baseUrl);
        signInCard = page.getByRole('region', { name: 'Daily sign-in' });
        await signInCard.getByText(`${streak - 1} days in a row`).waitFor();
        await signInCard.getByRole('button', { name: `Sign in and get ${amount}` }).click();
        await signInCard.getByText(`You received ${amount}. Your streak: ${streak}.`).waitFor();
      }
    },
  },
  {
    name: "rewards: quests and achievements show the member's progress, a discount ticket is discarded once, and the promotions show the rebate rates",
    // Its own site: the visit recorded today is counted in the achievements.
    site: () => ({}),
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await openRewardCentre(page, baseUrl);

      const quests = page.getByRole('region', { name: 'Quests' });
      await quests.getByText('Place five bets').waitFor();
      await quests.getByRole('progressbar', { name: 'Progress of Place five bets' }).waitFor();
      // Opening the centre recorded today's visit: three seeded days and today.
      const achievements = page.getByRole('region', { name: 'Achievements' });
      await achievements.getByText('4 of 7').waitFor();

      const tickets = page.getByRole('region', { name: 'Discount tickets' });
      await tickets.getByRole('button', { name: 'Discard 10% off slot stakes' }).click();
      await tickets.getByRole('button', { name: 'Yes, discard' }).click();
      await tickets.getByText('10% off slot stakes has been discarded.').waitFor();
      await tickets.getByRole('button', { name: 'Discard 10% off slot stakes' }).waitFor({ state: 'detached' });
      await tickets.getByRole('button', { name: 'Discard 5% off live casino stakes' }).waitFor();

      await page.goto(`${baseUrl}/promotions`);
      const rebates = page.getByRole('region', { name: 'Your rebate rates' });
      await rebates.getByText(/at rank level 2/).waitFor();
      await rebates.getByRole('row', { name: /Slots 0\.55%/ }).waitFor();
    },
  },
];
