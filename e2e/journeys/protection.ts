import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { expectEqual, expectTrue, launchFirstSlot, logOut, registerFreshPlayer, scrollToBottom } from './steps';

/**
 * Player protection end to end, on a fresh player of its own site (it moves the platform's clock by
 * days): a daily deposit limit refuses the deposit past it and lets the next platform day's through,
 * a raised limit waits 24 hours for its confirmation, the reality check shows over a game, and
 * "stop now" signs the player out and refuses sign-in for 24 hours.
 *
 * The browser's clock is left alone: the site counts the platform's time from `serverTime`. The
 * reality check reads the platform again when the window gains focus; a headless browser never
 * loses focus, so after moving the sandbox clock the journey sends the window a focus event, as a
 * player returning to the tab would.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The platform's day starts at midnight UTC+08:00. */
const PLATFORM_OFFSET_MS = 8 * HOUR_MS;
const PASSWORD = 'Secret123';

async function advanceClock(ctx: JourneyContext, ms: number): Promise<number> {
  const { value } = (await ctx.dev('/__dev/clock', { advanceMs: ms })) as { value: { now: number } };
  return value.now;
}

/** Asks the header for the balance again and waits until it shows `cents` (the ledger's sum for the player). */
async function expectBalance(page: Page, cents: number, what: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  const output = page.getByRole('banner').getByRole('group', { name: 'Balance' }).locator('output');
  try {
    await page.waitForFunction(
      ({ el, want }) => {
        const text = (el?.textContent ?? '').replace(/[^0-9.-]/g, '');
        return el?.getAttribute('aria-busy') !== 'true' && /\d/.test(text) && Math.round(Number(text) * 100) === want;
      },
      { el: await output.elementHandle(), want: cents },
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(`${what}: the header shows ${await output.textContent()}, expected ${(cents / 100).toFixed(2)}`);
  }
}

/** A QR Ph deposit of `pesos` from the member centre; answers the deposit form (for its refusal) and the order id, if one was made. */
async function deposit(page: Page, baseUrl: string, pesos: string): Promise<{ form: Locator; orderId: string | null }> {
  await page.goto(`${baseUrl}/member/depositv2`);
  await page.getByRole('tab', { name: 'QR Ph' }).click();
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: 'QR Ph' }).check();
  await form.getByLabel('Amount', { exact: true }).fill(pesos);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /deposit/i.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: 'Deposit now' }).click();
  const body = (await (await answered).json()) as { success: boolean };
  if (!body.success) return { form, orderId: null };
  const order = page.getByRole('region', { name: 'Your deposit order' });
  await order.waitFor();
  const text = await order.locator('dt', { hasText: 'Order number' }).first().locator('xpath=following-sibling::dd[1]').textContent();
  return { form, orderId: (text ?? '').trim() };
}

/** The operator approves a deposit order on the desk: the ledger credits it. */
async function approve(ctx: JourneyContext, orderId: string): Promise<void> {
  expectTrue(/^D\d+$/.test(orderId), `a deposit order is D<number> (got ${orderId})`);
  await ctx.dev(`/__dev/desk/orders/${orderId}/approve`, {});
}

async function openProtection(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/responsible-gaming`);
  await page.getByRole('heading', { level: 1, name: 'Responsible gaming' }).waitFor();
  await page.getByRole('heading', { name: 'Your limits' }).waitFor();
}

/**
 * Signs in again from the home page: through the login popup if something already opened it (a
 * call refused after the clock moved past the session), else through the header's Log In.
 */
async function signInAgain(page: Page, baseUrl: string, username: string): Promise<Locator> {
  await page.goto(`${baseUrl}/`);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  return dialog;
}

async function signedIn(page: Page, username: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account ${username}` })
    .waitFor();
}

function dailyDeposit(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'New Daily deposit limit' }) });
}

export const journeys: Journey[] = [
  {
    name: 'protection: a daily deposit limit, a raise that waits 24 hours, a reality check over a game, and stop now',
    // Its own site: it moves the platform's clock by days, which would move the other journeys' days.
    site: () => ({}),
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const username = await registerFreshPlayer(ctx, page, 'e2ep', PASSWORD);
      await expectBalance(page, 0, 'a fresh player starts with nothing');

      // The footer links the page; the member centre lists it once the platform has answered.
      await openProtection(page, baseUrl);
      await scrollToBottom(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming: limits, breaks and help' }).waitFor();

      // A first daily deposit limit applies at once.
      const daily = dailyDeposit(page);
      await daily.getByRole('textbox', { name: 'New Daily deposit limit' }).fill('500');
      await daily.getByRole('button', { name: 'Set limit' }).click();
      await daily.getByText('₱0.00 of ₱500.00 used').waitFor();

      // Deposits up to the limit go through and are credited by the desk.
      const first = await deposit(page, baseUrl, '500');
      await approve(ctx, first.orderId ?? '');
      await expectBalance(page, 50_000, 'the deposit up to the limit is credited');

      // The next one would pass it: refused with what is left and until when; nothing moves.
      const refused = await deposit(page, baseUrl, '100');
      expectEqual(refused.orderId, null, 'no order past the limit');
      await refused.form.getByText(/^This deposit would pass your daily deposit limit: ₱0\.00 is left until /).waitFor();
      await expectBalance(page, 50_000, 'a refused deposit moves no money');
      await openProtection(page, baseUrl);
      await dailyDeposit(page).getByText('₱500.00 of ₱500.00 used').waitFor();
      await dailyDeposit(page).getByText('100% of your Daily deposit limit is used.').waitFor();

      // The next platform day (midnight UTC+08:00) starts the limit again.
      await logOut(page, username);
      const { value } = (await ctx.dev('/__dev/clock', { advanceMs: 0 })) as { value: { now: number } };
      const local = value.now + PLATFORM_OFFSET_MS;
      await advanceClock(ctx, Math.ceil(local / DAY_MS) * DAY_MS - local + MINUTE_MS);
      await signInAgain(page, baseUrl, username);
      await signedIn(page, username);
      const nextDay = await deposit(page, baseUrl, '100');
      await approve(ctx, nextDay.orderId ?? '');
      await expectBalance(page, 60_000, 'the next platform day the deposit is accepted and credited');

      // Raising the limit waits 24 hours and a confirmation.
      await openProtection(page, baseUrl);
      await dailyDeposit(page).getByText('₱100.00 of ₱500.00 used').waitFor();
      await dailyDeposit(page).getByRole('textbox', { name: 'New Daily deposit limit' }).fill('1000');
      await dailyDeposit(page).getByRole('button', { name: 'Set limit' }).click();
      await dailyDeposit(page)
        .getByText(/^Raise to ₱1,000\.00 requested\. It can be confirmed from /)
        .waitFor();
      const confirm = dailyDeposit(page).getByRole('button', { name: 'Confirm the change of the Daily deposit limit' });
      expectTrue(await confirm.isDisabled(), 'a raise cannot be confirmed before 24 hours');
      await dailyDeposit(page).getByText('₱100.00 of ₱500.00 used').waitFor();

      await logOut(page, username);
      await advanceClock(ctx, DAY_MS + MINUTE_MS);
      await signInAgain(page, baseUrl, username);
      await signedIn(page, username);
      await openProtection(page, baseUrl);
      const due = dailyDeposit(page).getByRole('button', { name: 'Confirm the change of the Daily deposit limit' });
      await due.and(page.locator(':enabled')).waitFor();
      await due.click();
      await dailyDeposit(page).getByText('₱0.00 of ₱1,000.00 used').waitFor();
      await page.getByRole('table', { name: 'Your limits and breaks, newest first' }).getByText('Raise or removal confirmed').waitFor();

      // The reality check every 15 minutes shows over the game frame.
      const reality = page.locator('form').filter({ has: page.getByRole('combobox', { name: 'Remind me' }) });
      await page.getByRole('combobox', { name: 'Remind me' }).selectOption('15');
      await reality.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved: every 15 minutes.').waitFor();
      await page.goto(`${baseUrl}/rng`);
      await launchFirstSlot(page);
      await advanceClock(ctx, 15 * MINUTE_MS);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const check = page.getByRole('dialog', { name: 'Reality check' });
      await check.getByText(/^You have been playing for \d+ minutes\.$/).waitFor();
      await check.getByText('Your result in this session: ₱0.00.').waitFor();
      expectEqual(new URL(page.url()).pathname, '/game', 'the reality check shows over the game frame');
      expectTrue(await page.locator('iframe.game-frame__frame').isVisible(), 'the game stays beneath the dialog');
      await check.getByRole('button', { name: 'Continue' }).click();
      await check.waitFor({ state: 'detached' });

      // Stop now: one press from any page signs the player out for 24 hours.
      await page.getByRole('banner').getByRole('button', { name: 'Stop now' }).click();
      const notice = page.getByRole('dialog', { name: 'Notice' });
      await notice.getByText(/^You stopped playing\. Your account cannot sign in until /).waitFor();
      await notice.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
      expectEqual(await page.evaluate(() => sessionStorage.getItem('token')), null, 'stop now forgets the session');

      const login = await signInAgain(page, baseUrl, username);
      await login.getByText(/^You stopped playing: your account is on a break until /).waitFor();

      await advanceClock(ctx, DAY_MS + MINUTE_MS);
      await signInAgain(page, baseUrl, username);
      await signedIn(page, username);
      await expectBalance(page, 60_000, 'the balance is untouched through the break');
    },
  },
];
