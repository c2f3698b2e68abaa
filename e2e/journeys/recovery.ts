import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { acceptDisclaimer, closeNoticeIfOpen, expectTrue, openHome, signIn } from './steps';

/** Recovery by e-mail: the mailed link is the only way the password changes, and it ends the sessions opened before. */

/** The reset page's address from the newest mail to `email`, on the site the journey runs against. */
async function mailedLink(ctx: JourneyContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const answer = await fetch(`${ctx.sandboxUrl}/__dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = ((await answer.json()) as { value: { text: string }[] }).value;
    const path = mail && /\/reset-password\?resetToken=[0-9a-f]{32}/.exec(mail.text)?.[0];
    if (path) return `${ctx.baseUrl}${path}`;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No reset link arrived for ${email}`);
}

/** Asks for a reset mail as a visitor in a browser of its own, up to the notice that it was sent. */
async function askForResetMail(ctx: JourneyContext, visitor: Page): Promise<void> {
  await openHome(visitor, ctx.baseUrl);
  await closeNoticeIfOpen(visitor);
  await visitor.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await visitor.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = visitor.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'By e-mail' }).click();
  const byEmail = forgot.getByRole('form', { name: 'Recover by e-mail' });
  await byEmail.getByLabel('Username').fill('agent1');
  await byEmail.getByLabel('E-mail').fill('agent1@example.test');
  await byEmail.getByRole('button', { name: 'Submit' }).click();
  const notice = visitor.getByRole('dialog', { name: 'Notice' });
  await notice.getByText('Open it within 30 minutes', { exact: false }).waitFor();
  await notice.getByRole('button', { name: 'Confirm' }).click();
}

/** A fresh load of the site may ask again before entering; the journey is not about that. */
async function acceptDisclaimerIfShown(page: Page): Promise<void> {
  try {
    await page.getByRole('dialog', { name: 'Before you enter' }).waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await acceptDisclaimer(page);
}

export const journeys: Journey[] = [
  {
    name: 'recovery: a reset link mailed to the member sets the new password once and ends the old session',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      // The member is signed in here; the reset happens in another browser.
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'agent1', 'Agent1234');
      const other = await page.context().browser()!.newContext();
      try {
        const visitor = await other.newPage();
        await askForResetMail(ctx, visitor);

        const link = await mailedLink(ctx, 'agent1@example.test');
        await visitor.goto(link);
        await acceptDisclaimerIfShown(visitor);
        await visitor.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await visitor.getByLabel('New password', { exact: true }).fill('Recovered12');
        await visitor.getByLabel('Confirm new password').fill('Recovered12');
        await visitor.getByRole('button', { name: 'Reset password' }).click();
        await visitor.getByRole('status').getByText('Your password has been changed', { exact: false }).waitFor();

        // The link is spent: opened again, it says so and offers a new one.
        await visitor.goto(link);
        await acceptDisclaimerIfShown(visitor);
        await visitor.getByRole('button', { name: 'Reset password' }).waitFor();
        await visitor.getByLabel('New password', { exact: true }).fill('Another123');
        await visitor.getByLabel('Confirm new password').fill('Another123');
        await visitor.getByRole('button', { name: 'Reset password' }).click();
        await visitor.getByRole('button', { name: 'Ask for a new link' }).waitFor();

        await signIn(visitor, baseUrl, 'agent1', 'Recovered12');
      } finally {
        await other.close();
      }

      // The session opened before the reset is gone: the page signed in earlier is signed out on its next visit.
      await page.reload();
      await acceptDisclaimerIfShown(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
      expectTrue(
        (await page.getByRole('banner').getByRole('button', { name: 'Account agent1' }).count()) === 0,
        'the old session no longer shows the account',
      );
    },
    /**
     * On a platform the e-mail request is the platform's own call and is answered; the page the
     * sandbox's link opens is sandbox-only, so it steps aside, and nothing about the account changes.
     */
    async reference(ctx) {
      const { page, baseUrl } = ctx;
      await askForResetMail(ctx, page);
      await page.goto(await mailedLink(ctx, 'agent1@example.test'));
      await acceptDisclaimerIfShown(page);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expectTrue(
        (await page.getByRole('button', { name: 'Reset password' }).count()) === 0,
        'no reset form on a platform without the link call',
      );
      // The password is as it was.
      await signIn(page, baseUrl, 'agent1', 'Agent1234');
    },
  },
];
