import type { Page, Request } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { verifyPow } from '../../shared/crypto/pow';
import { acceptDisclaimer, closeNoticeIfOpen, expectEqual, expectTrue } from './steps';

/** The gateway's bot check: its challenge, its verification, and a forged solution that never reaches the platform. */

const CHALLENGE_PATH = '/wps/edge/verification/challenge';

async function outbox(ctx: JourneyContext, to: string): Promise<{ code: string | null }[]> {
  const answer = await fetch(`${ctx.sandboxUrl}/__dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok) throw new Error(`The outbox answered HTTP ${answer.status}`);
  return ((await answer.json()) as { value: { code: string | null }[] }).value;
}

async function smsCode(ctx: JourneyContext, mobile: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const [latest] = await outbox(ctx, mobile);
    if (latest?.code) return latest.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS code arrived for ${mobile}`);
}

async function captchaAnswer(ctx: JourneyContext, page: Page): Promise<string> {
  await page.getByRole('img', { name: 'Captcha code' }).last().waitFor();
  const answer = await fetch(`${ctx.sandboxUrl}/__dev/captcha`);
  const [latest] = ((await answer.json()) as { value: { answer: string }[] }).value;
  if (!latest) throw new Error('No captcha was issued');
  return latest.answer;
}

const freshMobile = (offset: number) => `918${String((Date.now() + offset) % 10_000_000).padStart(7, '0')}`;

export const journeys: Journey[] = [
  {
    name: 'gateway bot check: registration and SMS pass through the gateway check, a forged solution never reaches the platform',
    async run(ctx) {
      const { page, baseUrl, sandboxUrl } = ctx;

      // The platform (here the sandbox) offers no challenge: only the gateway answers that path.
      const atSandbox = await fetch(`${sandboxUrl}${CHALLENGE_PATH}`);
      expectEqual(atSandbox.status, 404, 'the sandbox answers the challenge path with 404');

      // Every protected call the page makes carries the solution in its headers, never in its body.
      const protectedCalls: Request[] = [];
      page.on('request', (request) => {
        if (/\/wps\/(verification\/sms\/register|member\/register)$/.test(new URL(request.url()).pathname)) protectedCalls.push(request);
      });
      let challenges = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === CHALLENGE_PATH && response.status() === 200) challenges += 1;
      });

      await page.goto(`${baseUrl}/register`);
      await acceptDisclaimer(page);
      const form = page.getByRole('form', { name: 'Create account' });
      const username = `e2eb${Date.now().toString(36).slice(-6)}`;
      const mobile = freshMobile(0);
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Password', { exact: true }).fill('Secret123');
      await form.getByLabel('Confirm password').fill('Secret123');
      await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
      await form.getByRole('button', { name: 'Get code' }).click();
      await form.getByLabel('SMS code').fill(await smsCode(ctx, mobile));
      await form.getByLabel('Transaction password').fill('123456');
      await form.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(ctx, page));
      await form.getByRole('button', { name: 'Register' }).click();
      const success = page.getByRole('dialog', { name: 'Registration successful' });
      await success.waitFor();
      await success.getByRole('button', { name: 'OK' }).click();
      await closeNoticeIfOpen(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Account ${username}` })
        .waitFor();

      expectTrue(challenges >= 2, 'the page asked the gateway for a challenge before the SMS and before the registration');
      expectEqual(protectedCalls.length, 2, 'one SMS send and one registration');
      for (const request of protectedCalls) {
        const headers = await request.allHeaders();
        expectTrue(/^[0-9a-f-]{36}$/.test(headers['x-bot-challenge'] ?? ''), `${request.url()} names its challenge`);
        expectTrue(Boolean(headers['x-bot-nonce']), `${request.url()} carries its nonce`);
        expectTrue(!(request.postData() ?? '').includes('botCheck'), `${request.url()} has no bot check in its body`);
      }

      // A script that forges a solution (a made-up challenge, a real one with a nonce that does not
      // meet it, or none at all) is refused at the gateway; the platform sends nothing to the number.
      const target = freshMobile(1);
      const send = async (bot: Record<string, string>) => {
        const answer = await fetch(`${baseUrl}/wps/verification/sms/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...bot },
          body: JSON.stringify({ mobileNo: target, countryDialingCode: '+63', type: 'register' }),
        });
        return { status: answer.status, body: (await answer.json()) as { errorCode?: string } };
      };
      const real = (await (await fetch(`${baseUrl}${CHALLENGE_PATH}`)).json()) as {
        value: { challengeId: string; prefix: string; difficulty: number };
      };
      let lazy = 0;
      while (verifyPow(real.value.prefix, `x${lazy}`, real.value.difficulty)) lazy += 1;
      const refusals = [
        await send({ 'X-Bot-Challenge': '00000000-0000-4000-8000-000000000000', 'X-Bot-Nonce': '1' }),
        await send({ 'X-Bot-Challenge': real.value.challengeId, 'X-Bot-Nonce': `x${lazy}` }),
        await send({}),
      ];
      for (const refusal of refusals) {
        expectEqual(refusal.status, 400, 'a forged or missing solution is refused with HTTP 400');
        expectEqual(refusal.body.errorCode, 'gateway.bot_check_failed', 'the refusal names the bot check');
      }
      expectEqual((await outbox(ctx, target)).length, 0, 'nothing was sent to the number');
    },
  },
];
