import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Journey, JourneyContext } from '../harness';
import { closeNoticeIfOpen, expectTrue, logOut, openHome } from './steps';

/** SMS through the phone-authentication provider, on a brand that chooses it (the sandbox's stand-in). */

async function providerCode(ctx: JourneyContext, number: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const answer = await fetch(`${ctx.sandboxUrl}/__dev/outbox?to=${encodeURIComponent(number)}`);
    const [latest] = ((await answer.json()) as { value: { code: string | null }[] }).value;
    if (latest?.code) return latest.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No provider code arrived for ${number}`);
}

export const journeys: Journey[] = [
  {
    name: 'identity: SMS sign-in through the phone provider',
    site({ sandboxPort, dataDir }) {
      const brand = join(dataDir, 'brand.json');
      writeFileSync(
        brand,
        JSON.stringify({ phoneAuthProvider: 'provider', phoneAuthEndpoint: `http://127.0.0.1:${sandboxPort}/phone-provider/v1` }),
      );
      return { BRAND_CONFIG: brand };
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByRole('tab', { name: 'SMS code' }).click();
      await dialog.getByLabel('Mobile number').fill('9171234567');
      await dialog.getByRole('button', { name: 'Get code' }).click();
      // The provider path lets the visitor ask again after one minute.
      await dialog.getByRole('button', { name: /^Resend in (60|59) s$/ }).waitFor();

      // A wrong code is refused with the provider's invalid-code text, and nothing signs in.
      await dialog.getByLabel('Verification code').fill('000000');
      const code = await providerCode(ctx, '+639171234567');
      if (code !== '000000') {
        await dialog.getByRole('button', { name: 'Log In' }).click();
        await dialog.getByText(/invalid verification code/i).waitFor();
      }
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Account mobile1' }).waitFor();

      // The send button's wait outlives a reload and a sign-out: it does not offer a new code early.
      await page.reload();
      await logOut(page, 'mobile1');
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      await dialog.getByRole('tab', { name: 'SMS code' }).click();
      await dialog.getByLabel('Mobile number').fill('9171234567');
      const wait = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
      await wait.waitFor();
      expectTrue(await wait.isDisabled(), 'the send button waits out the minute');
    },
  },
];
