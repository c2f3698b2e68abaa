import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, devListValue, expectTrue, freshAccount, openHome, registerFreshPlayer } from './steps';

/** The member centre's security centre ("my account"): each item saved and shown after a reload, and a displaced session explained. */

const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Fresh456';

async function openSecurityCentre(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/member`);
  await page.getByRole('heading', { name: 'My account', level: 2 }).waitFor();
}

/** The item's row in the list of account items, found by its name. */
const item = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

async function expectDone(page: Page, name: string): Promise<void> {
  await item(page, name).getByText('Done', { exact: true }).waitFor();
}

export const journeys: Journey[] = [
  {
    name: 'security: mobile, e-mail, real name and withdrawal password saved and shown after a reload; a displaced session explained',
    // Binding a mobile or an e-mail and the real name are sandbox-only calls; the recent sign-ins are
    // the gateway's own records, so on any platform the security centre lists this session.
    async reference(ctx) {
      const { page, baseUrl } = ctx;
      await registerFreshPlayer(ctx, page, 'e2es', PASSWORD);
      await openSecurityCentre(page, baseUrl);
      await page.getByRole('table', { name: 'Recent sign-ins of your account' }).getByText('This session').waitFor();
      await expectDone(page, 'Login password');
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const username = await registerFreshPlayer(ctx, page, 'e2es', PASSWORD);

      // /member opens the security centre first.
      await openSecurityCentre(page, baseUrl);
      await page.getByText(username, { exact: true }).first().waitFor();
      await item(page, 'E-mail address').getByText('Not done', { exact: true }).waitFor();
      await item(page, 'Real name').getByText('Not done', { exact: true }).waitFor();

      // A new mobile number with the code sent to it: a wrong code first changes nothing.
      await page.getByRole('button', { name: 'Change: Mobile number' }).click();
      const mobileForm = page.getByRole('form', { name: 'Bind a mobile number' });
      const { mobile } = freshAccount('');
      await mobileForm.getByLabel('New mobile number').fill(mobile);
      await mobileForm.getByRole('button', { name: 'Get code' }).click();
      const code = await devListValue<{ code: string | null }>(ctx, `/__dev/outbox?to=${mobile}`, 'The SMS code', (list) => list[0]?.code);
      await mobileForm.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
      await mobileForm.getByRole('button', { name: 'Bind number' }).click();
      await mobileForm.getByText('The SMS code is wrong or has expired.').waitFor();
      await mobileForm.getByLabel('SMS code').fill(code);
      await mobileForm.getByRole('button', { name: 'Bind number' }).click();
      await page.getByRole('status').filter({ hasText: 'Your mobile number is saved.' }).waitFor();
      const masked = `+63 ${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
      await item(page, 'Mobile number').getByText(masked).waitFor();

      // The e-mail: a second change within a minute is refused.
      await page.getByRole('button', { name: 'Bind: E-mail address' }).click();
      const emailForm = page.getByRole('form', { name: 'Bind an e-mail address' });
      await emailForm.getByLabel('E-mail address').fill(`${username}@example.com`);
      await emailForm.getByRole('button', { name: 'Bind e-mail' }).click();
      await page.getByRole('status').filter({ hasText: 'Your e-mail address is saved.' }).waitFor();
      await page.getByRole('button', { name: 'Change: E-mail address' }).click();
      await emailForm.getByLabel('E-mail address').fill(`other.${username}@example.com`);
      await emailForm.getByRole('button', { name: 'Bind e-mail' }).click();
      await emailForm.getByText(/^You changed your e-mail a moment ago\. Try again in \d+ seconds?\.$/).waitFor();
      await emailForm.getByRole('button', { name: 'Cancel' }).click();

      // The real name, once.
      await page.getByRole('button', { name: 'Set: Real name' }).click();
      const nameForm = page.getByRole('form', { name: 'Set your real name' });
      await nameForm.getByLabel('Real name').fill('Juan 2');
      await nameForm.getByRole('button', { name: 'Save real name' }).click();
      await nameForm.locator('.form-field__error').waitFor();
      await nameForm.getByLabel('Real name').fill('Juan Dela Cruz');
      await nameForm.getByRole('button', { name: 'Save real name' }).click();
      await page.getByRole('status').filter({ hasText: 'Your real name is saved.' }).waitFor();
      expectTrue((await page.getByRole('button', { name: 'Set: Real name' }).count()) === 0, 'the real name cannot be set again');

      // The withdrawal password (set at registration) changes on the withdraw page the centre opens.
      await page.getByRole('button', { name: 'Change: Withdrawal password' }).click();
      const change = page.getByRole('form', { name: 'Change withdrawal password' });
      await change.getByLabel('Current withdrawal password').fill('123456');
      await change.getByLabel('New withdrawal password').fill('654321');
      await change.getByLabel('Confirm withdrawal password').fill('654321');
      await change.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your withdrawal password has been changed.').waitFor();

      // After a reload every item shows done, with what was saved.
      await openSecurityCentre(page, baseUrl);
      await page.reload();
      await page.getByRole('heading', { name: 'My account', level: 2 }).waitFor();
      for (const name of ['Login password', 'Withdrawal password', 'Mobile number', 'E-mail address', 'Real name'])
        await expectDone(page, name);
      await item(page, 'Mobile number').getByText(masked).waitFor();
      await item(page, 'E-mail address').getByText(`${username[0]}***@example.com`).waitFor();
      await page.getByRole('table', { name: 'Recent sign-ins of your account' }).getByText('This session').waitFor();

      // A sign-in from a second browser displaces this session.
      const other = await ctx.context.browser()!.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-US' });
      try {
        const second = await other.newPage();
        await openHome(second, baseUrl);
        await closeNoticeIfOpen(second);
        await second.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
        const login = second.getByRole('dialog', { name: 'Log In' });
        await login.getByLabel('Username').fill(username);
        await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await login.getByRole('button', { name: 'Log In' }).click();
        await second
          .getByRole('banner')
          .getByRole('button', { name: `Account ${username}` })
          .waitFor();

        // Back in the first browser, the next screen says so: when, and from which address and device.
        await page.reload();
        const dialog = page.getByRole('dialog', { name: 'Log In' });
        await dialog.getByText('You have been logged out because your account signed in on another device').waitFor();
        await dialog.getByText(/^Your account was signed in on .+ from .+ \(Chrome · .+\)\.$/).waitFor();
        // "This wasn't me": the next sign-in opens the password change at once.
        await dialog.getByRole('button', { name: "This wasn't me — change my password" }).click();
        await dialog.getByRole('status').filter({ hasText: 'choose a new password' }).waitFor();
        await dialog.getByLabel('Username').fill(username);
        await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await dialog.getByRole('button', { name: 'Log In' }).click();
        const changeDialog = page.getByRole('dialog', { name: 'Change password' });
        await changeDialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await changeDialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await changeDialog.getByRole('button', { name: 'Change password' }).click();
        await changeDialog.waitFor({ state: 'detached' });
        await page
          .getByRole('banner')
          .getByRole('button', { name: `Account ${username}` })
          .waitFor();

        // The new password ended the other browser's session.
        await second.reload();
        await second.getByRole('dialog', { name: 'Log In' }).waitFor();
      } finally {
        await other.close();
      }
    },
  },
];
