import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import {
  chooseLanguage,
  closeNoticeIfOpen,
  expectEqual,
  expectTrue,
  freshAccount,
  logOut,
  openHome,
  registerFreshPlayer,
  registerOnOpenForm,
  signIn,
  expectPagesHidden,
} from './steps';

/** The member centre's account pages: profile and avatar, invite friends, feedback, and the language the platform keeps. */

/** A 1×1 PNG: the platform checks a picture by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'Secret123';

async function devGet<T>(ctx: JourneyContext, path: string): Promise<T> {
  const answer = await fetch(`${ctx.sandboxUrl}${path}`);
  if (!answer.ok) throw new Error(`${path} answered HTTP ${answer.status}`);
  return ((await answer.json()) as { value: T }).value;
}

async function openMemberPage(page: Page, baseUrl: string, id: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl}/member/${id}`);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

export const journeys: Journey[] = [
  {
    name: 'account: profile and avatar saved, a friend joins through the referral link, feedback answered, the language kept',
    // The profile rests on sandbox-only calls: on a platform without them its page steps aside.
    async reference(ctx) {
      await expectPagesHidden(ctx, 'member', { username: 'player1', password: 'Play1234' }, ['profile']);
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const inviter = await registerFreshPlayer(ctx, page, 'e2ep', PASSWORD);

      // Profile: the fields the platform shows, saved and shown again after a reload.
      await openMemberPage(page, baseUrl, 'profile', 'Profile');
      const form = page.getByRole('form', { name: 'Profile details' });
      await form.getByLabel('Nickname').fill('Lucky Juan');
      await form.getByLabel('Birthday').fill('1990-04-15');
      await form.getByLabel('Nationality *').fill('Filipino1');
      await form.getByRole('button', { name: 'Save' }).click();
      // A bad pattern and a missing required field: clear errors, nothing sent.
      await form.getByText('This field is required').waitFor();
      await form.getByLabel('Current address *').fill('3F Ayala Tower, Makati City');
      await form.getByLabel('Nationality *').fill('Filipino');
      await form.getByLabel('WhatsApp').fill('639171234567');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
      // Registration gave a random avatar of the set: choose one that is not it.
      const avatar = (await page.getByRole('radio', { name: 'Avatar 4' }).isChecked()) ? 'Avatar 5' : 'Avatar 4';
      await page.getByRole('radio', { name: avatar }).click();
      await page.getByRole('status').filter({ hasText: 'Avatar saved.' }).waitFor();
      expectTrue(await page.getByRole('radio', { name: avatar }).isChecked(), 'the chosen avatar is checked');
      await page.reload();
      await page.getByRole('heading', { name: 'Profile', level: 2 }).waitFor();
      expectEqual(await form.getByLabel('Nickname').inputValue(), 'Lucky Juan', 'the nickname after a reload');
      expectEqual(await form.getByLabel('Birthday').inputValue(), '1990-04-15', 'the birthday after a reload');
      expectEqual(await form.getByLabel('Current address *').inputValue(), '3F Ayala Tower, Makati City', 'the address after a reload');
      expectEqual(await form.getByLabel('WhatsApp').inputValue(), '639171234567', 'the WhatsApp number after a reload');
      expectTrue(await page.getByRole('radio', { name: avatar }).isChecked(), 'the avatar after a reload');

      // Invite friends: the link, with its QR code, and a friend who registers through it.
      await openMemberPage(page, baseUrl, 'referral', 'Invite friends');
      const link = await page
        .getByText(/\/register\?referralCode=[0-9A-F]+$/)
        .first()
        .innerText();
      await page.getByRole('img', { name: 'QR code of your referral link' }).waitFor();
      await page.getByText('No friend has registered with your code yet.').waitFor();
      await logOut(page, inviter);
      const { username: friend } = freshAccount('e2ef');
      await page.goto(link);
      await registerOnOpenForm(ctx, page, friend, PASSWORD);
      await logOut(page, friend);
      await signIn(page, baseUrl, inviter, PASSWORD);
      await openMemberPage(page, baseUrl, 'referral', 'Invite friends');
      const friends = page.getByRole('table', { name: 'Friends who registered with your referral code' });
      await friends.getByText(`${friend.slice(0, 2)}***${friend.slice(-1)}`).waitFor();
      expectEqual(await page.getByText('Total invitations').locator('xpath=following-sibling::dd').innerText(), '1', 'the invitations');

      // Feedback with a picture; the desk answers; the member reads the reply.
      await openMemberPage(page, baseUrl, 'feedback', 'Feedback');
      const feedback = page.getByRole('form', { name: 'Send feedback' });
      await feedback.getByLabel('Category').selectOption('GAME');
      await feedback.getByLabel('Your feedback *').fill('The fishing games load slowly on my phone');
      await feedback.getByLabel('Pictures (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await feedback.getByRole('status').filter({ hasText: 'Thank you: your feedback was sent.' }).waitFor();
      await page.getByText('Waiting for a reply.').waitFor();
      const orders = await devGet<Array<{ id: string; kind: string; account: string }>>(ctx, '/__dev/desk/orders?status=pending');
      const order = orders.find((o) => o.kind === 'feedback' && o.account === inviter);
      expectTrue(order, 'the feedback waits at the desk');
      await ctx.dev(`/__dev/desk/feedback/${order!.id}/reply`, { reply: 'Thank you, a faster server is on its way.' });
      await page.reload();
      await page.getByText('Thank you, a faster server is on its way.').waitFor();

      // Filipino while signed in: the platform keeps it, so a new browser follows it after sign-in.
      const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/language' && r.request().method() === 'PUT');
      await chooseLanguage(ctx, 'Filipino');
      expectEqual(((await (await kept).json()) as { success: boolean }).success, true, 'the platform keeps the language');
      await page.getByRole('heading', { name: 'Puna', level: 2 }).waitFor();
      const other = await ctx.context.browser()!.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-US' });
      try {
        const second = await other.newPage();
        await openHome(second, baseUrl);
        await closeNoticeIfOpen(second);
        // Signed in, the site turns to the member's kept language: the account button ends in Filipino.
        await second.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
        const dialog = second.getByRole('dialog', { name: 'Log In' });
        await dialog.getByLabel('Username').fill(inviter);
        await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await dialog.getByRole('button', { name: 'Log In' }).click();
        await second
          .getByRole('banner')
          .getByRole('button', { name: `Akawnt ${inviter}` })
          .waitFor();
        await second.goto(`${baseUrl}/member/profile`);
        await second.getByRole('heading', { name: 'Profayl', level: 2 }).waitFor();
      } finally {
        await other.close();
      }
    },
  },
];
