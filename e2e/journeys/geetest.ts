import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { acceptDisclaimer, closeNoticeIfOpen, expectTrue } from './steps';

/** GeeTest v4 behind the platform's GEETEST3 flag, on a brand whose widget is the sandbox's stand-in. */

async function devLatest<T>(ctx: JourneyContext, path: string): Promise<T | undefined> {
  const answer = await fetch(`${ctx.sandboxUrl}${path}`);
  if (!answer.ok) throw new Error(`${path} answered HTTP ${answer.status}`);
  return ((await answer.json()) as { value: T[] }).value[0];
}

async function smsCode(ctx: JourneyContext, mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const latest = await devLatest<{ code: string | null }>(ctx, `/__dev/outbox?to=${encodeURIComponent(mobile)}`);
    if (latest?.code) return latest.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS code arrived for ${mobile}`);
}

/** The GeeTest check the widget shows over the page; the visitor presses Verify. */
async function passGeetest(page: Page): Promise<void> {
  const check = page.getByRole('dialog', { name: 'Security check' });
  await check.getByRole('button', { name: 'Verify' }).click();
  await check.waitFor({ state: 'detached' });
}

export const journeys: Journey[] = [
  {
    name: 'identity: with GEETEST3 on, registration passes the GeeTest widget',
    site({ sandboxPort, dataDir }) {
      const brand = join(dataDir, 'brand.json');
      writeFileSync(brand, JSON.stringify({ geetestScriptUrl: `http://127.0.0.1:${sandboxPort}/geetest/gt4.js` }));
      return { BRAND_CONFIG: brand };
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await ctx.dev('/__dev/system', { flags: { GEETEST3: true } });
      await page.goto(`${baseUrl}/register`);
      await acceptDisclaimer(page);
      const form = page.getByRole('form', { name: 'Create account' });
      const username = `gt${Date.now().toString(36).slice(-6)}`;
      const mobile = `918${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Password', { exact: true }).fill('Secret123');
      await form.getByLabel('Confirm password').fill('Secret123');
      await form.getByLabel('Mobile number', { exact: true }).fill(mobile);

      // Closing the check sends no code and says so.
      await form.getByRole('button', { name: 'Get code' }).click();
      const check = page.getByRole('dialog', { name: 'Security check' });
      await check.getByRole('button', { name: 'Close' }).click();
      await check.waitFor({ state: 'detached' });
      const notice = page.getByRole('dialog', { name: 'Notice' });
      await notice.getByText('The security check was closed, so nothing was sent.', { exact: false }).waitFor();
      await notice.getByRole('button', { name: 'Confirm' }).click();
      expectTrue((await devLatest(ctx, `/__dev/outbox?to=${encodeURIComponent(mobile)}`)) === undefined, 'no code was sent');

      // Passing it sends the code. The send button takes one click a second, as a person clicks.
      await page.waitForTimeout(1_000);
      await form.getByRole('button', { name: 'Get code' }).click();
      await passGeetest(page);
      await form.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
      await form.getByLabel('SMS code').fill(await smsCode(ctx, mobile));
      await form.getByLabel('Transaction password').fill('123456');
      await page.getByRole('img', { name: 'Captcha code' }).last().waitFor();
      const captcha = await devLatest<{ answer: string }>(ctx, '/__dev/captcha');
      if (!captcha) throw new Error('No captcha was issued');
      await form.getByLabel('Captcha', { exact: true }).fill(captcha.answer);

      // The registration itself passes the check again: the platform takes each pass once.
      await form.getByRole('button', { name: 'Register' }).click();
      await passGeetest(page);
      const success = page.getByRole('dialog', { name: 'Registration successful' });
      await success.waitFor();
      await success.getByRole('button', { name: 'OK' }).click();
      await closeNoticeIfOpen(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Account ${username}` })
        .waitFor();
    },
  },
];
