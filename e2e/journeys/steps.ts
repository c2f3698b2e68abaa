import { readFileSync } from 'node:fs';
import type { FrameLocator, Locator, Page, Response } from 'playwright-core';
import type { JourneyContext } from '../harness';

/** Steps several journeys share. They act as a visitor would: by role and accessible name. */

export async function acceptDisclaimer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Before you enter' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Enter the site' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens an address; the disclaimer, if this is the visit that shows it, is accepted. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const disclaimer = page.getByRole('dialog', { name: 'Before you enter' });
  if (await disclaimer.isVisible().catch(() => false)) {
    await disclaimer.getByRole('button', { name: 'Enter the site' }).click();
    await disclaimer.waitFor({ state: 'detached' });
  }
}

export async function openHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await acceptDisclaimer(page);
}

/**
 * The announcements popup opens once per session on the home page after the disclaimer; journeys
 * that are not about it wait for it and close it, so it cannot cover what they click.
 */
export async function closeNoticeIfOpen(page: Page): Promise<void> {
  const notices = page.getByRole('dialog', { name: 'Announcements' });
  try {
    await notices.waitFor({ timeout: 5000 });
  } catch {
    return;
  }
  await notices.getByRole('button', { name: 'Close' }).first().click();
  await notices.waitFor({ state: 'detached' });
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export function expectTrue(condition: unknown, what: string): void {
  if (!condition) throw new Error(what);
}

/**
 * The site menu's entries: the side menu on the desktop; on a phone (ctx.phone) the menu drawer,
 * opened from the tab bar's Menu tab when it is not open yet (docs/behaviour/phone-layout.md).
 * `name` is the menu's accessible name in the language shown.
 */
export async function openSiteMenu(ctx: Pick<JourneyContext, 'page' | 'phone'>, name = 'Site menu'): Promise<Locator> {
  const { page, phone } = ctx;
  if (phone && !(await page.getByRole('dialog').getByRole('navigation', { name }).isVisible())) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  }
  const menu = page.getByRole('navigation', { name });
  await menu.waitFor();
  return menu;
}

/**
 * A member's shortcut (Deposit, Withdraw, Messages…, Agent centre): in the header on the desktop,
 * in the menu drawer on a phone, whose header keeps only the balance and the account button.
 */
export async function memberShortcut(ctx: Pick<JourneyContext, 'page' | 'phone'>, name: string | RegExp): Promise<Locator> {
  const { page, phone } = ctx;
  if (!phone) return page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });
  await openSiteMenu(ctx);
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name, exact: typeof name === 'string' });
}

/**
 * Chooses a provider in the lobby open: its chip on the desktop; on a phone, in the Filters sheet,
 * closed again with its "Show … games" button once the choice is in the address.
 */
export async function chooseProvider(ctx: Pick<JourneyContext, 'page' | 'phone'>, name: string): Promise<void> {
  const { page, phone } = ctx;
  const main = page.getByRole('main');
  if (!phone) {
    await main.getByRole('navigation', { name: 'Game providers' }).getByRole('link', { name, exact: true }).click();
    return;
  }
  await main.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const chip = sheet.getByRole('navigation', { name: 'Game providers' }).getByRole('link', { name, exact: true });
  await chip.click();
  await chip.and(page.locator('[aria-current="page"]')).waitFor();
  await sheet.getByRole('button', { name: /^Show / }).click();
  await sheet.waitFor({ state: 'detached' });
}

/**
 * Chooses a language by the name it is listed under (its own name: "Filipino"): the header's
 * "Choose a language" list on the desktop; on a phone its button in the menu drawer's language list,
 * the drawer left open. `menu` is the site menu's accessible name in the language shown before.
 */
export async function chooseLanguage(ctx: Pick<JourneyContext, 'page' | 'phone'>, name: string, menu = 'Site menu'): Promise<void> {
  const { page, phone } = ctx;
  if (!phone) {
    await page.getByRole('combobox', { name: 'Choose a language' }).selectOption({ label: name });
    return;
  }
  await (await openSiteMenu(ctx, menu)).getByRole('button', { name, exact: true }).click();
}

/** Signs in through the header's login popup and waits for the account button. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) {
    await openHome(page, baseUrl);
    // The announcements open on their own after the disclaimer and would cover the sign-in form.
    await closeNoticeIfOpen(page);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account ${username}` })
    .waitFor();
}

/** Signs out through the account menu and its confirmation. */
export async function logOut(page: Page, account: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account ${account}` })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
}

/** The platform's relay call that lists the member's receipt confirmations (cashier.paymentConfirmations). */
const RECEIPT_CONFIRMATIONS_CALL = '/wps/relay/MCSFE_getPaymentConfirmationList';

/**
 * Waits for the site's read of the member's waiting receipt confirmations, which it makes on sign-in
 * and on every visit opened signed in. Start it before the step that signs in or opens the address.
 */
export const receiptConfirmationsRead = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === RECEIPT_CONFIRMATIONS_CALL && r.request().method() === 'GET');

/**
 * A member with a paid withdrawal waiting for a receipt confirmation (vip1 in the seed, until its
 * 30 minutes pass) is asked "Did your withdrawal arrive?" by a prompt over the page. Once the read
 * `asked` waits for has answered, closes that prompt unanswered, as a player busy with something else would.
 */
export async function closeReceiptPromptAfter(page: Page, asked: Promise<Response>): Promise<void> {
  const answer = (await (await asked).json()) as { success?: boolean; value?: unknown[] };
  expectTrue(answer.success === true, 'the receipt confirmations are read');
  if ((answer.value?.length ?? 0) === 0) return;
  const prompt = page.getByRole('dialog', { name: 'Did your withdrawal arrive?' });
  await prompt.getByRole('button', { name: 'Close' }).click();
  await prompt.waitFor({ state: 'detached' });
}

/**
 * Scrolls down step by step to the end of the page, as a reader would: parts that load as the
 * visitor nears them (the winners board, the footer) load on the way.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  // The page itself first: a page still on its spinner is as short as the screen, already "at the bottom".
  const main = page.getByRole('main');
  await main.waitFor();
  await main.getByRole('status').filter({ hasText: 'Loading…' }).first().waitFor({ state: 'detached' });
  let lastHeight = -1;
  for (let i = 0; i < 40; i++) {
    // One step per painted frame, so what the step brought near has started to load.
    const { atBottom, height } = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const scrollHeight = document.documentElement.scrollHeight;
      return { atBottom: window.innerHeight + window.scrollY >= scrollHeight - 2, height: scrollHeight };
    });
    // At the bottom of a page that has stopped growing: what the last step brought near is in.
    if (atBottom && height === lastHeight) break;
    lastHeight = height;
  }
}

/**
 * Moves the sandbox clock to one second past the next whole minute. One-minute lottery issues
 * draw on every minute, so a journey that bets and cancels right after this has the whole issue
 * (59 s of real time) before the draw, instead of sometimes racing the close of the one it saw.
 */
export async function startOfFreshMinute(dev: JourneyContext['dev']): Promise<void> {
  const { value } = (await dev('/__dev/clock', { advanceMs: 0 })) as { value: { now: number } };
  await dev('/__dev/clock', { advanceMs: 60_000 - (value.now % 60_000) + 1_000 });
}

/**
 * From a slots lobby already open, launches its first game (the sandbox's demo slot) and waits
 * until the game holds its session (its balance shows). `stake` picks the stake in pesos.
 */
export async function launchFirstSlot(page: Page, stake?: string): Promise<{ frame: FrameLocator; spin: Locator }> {
  await page
    .getByRole('list', { name: 'Slots games' })
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await page.waitForURL(/\/game$/);
  const frame = page.frameLocator('iframe.game-frame__frame');
  await frame.locator('#balance').filter({ hasText: /\d/ }).waitFor();
  if (stake) await frame.getByLabel('Stake').selectOption(stake);
  return { frame, spin: frame.getByRole('button', { name: 'Spin' }) };
}

/** One round of the demo slot: Spin turns itself off when pressed, and on again once the round is settled. */
export async function spinOnce(slot: { frame: FrameLocator; spin: Locator }): Promise<void> {
  await slot.spin.and(slot.frame.locator(':enabled')).waitFor();
  await slot.spin.click();
  await slot.spin.and(slot.frame.locator(':enabled')).waitFor();
}

/**
 * Reads a development list of the sandbox (`/__dev/outbox`, `/__dev/captcha`) until `pick` finds
 * what a step waits for: an SMS code is written when the platform answers the send, which the page
 * shows before the row is readable from another connection.
 */
export async function devListValue<T>(
  ctx: JourneyContext,
  path: string,
  what: string,
  pick: (list: T[]) => string | null | undefined,
): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const answer = await fetch(`${ctx.sandboxUrl}${path}`);
    if (!answer.ok) throw new Error(`${path} answered HTTP ${answer.status}`);
    const found = pick(((await answer.json()) as { value: T[] }).value);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not arrive`);
}

let serial = 0;
/** A username (prefix + 6 characters) and a Philippine mobile number that no earlier call of this run used. */
export function freshAccount(prefix: string): { username: string; mobile: string } {
  const stamp = Date.now() + serial++;
  return { username: `${prefix}${stamp.toString(36).slice(-6)}`, mobile: `917${String(stamp % 10_000_000).padStart(7, '0')}` };
}

/**
 * Registers on the registration form already open (a plain /register or a referral link): mobile
 * with its SMS code, withdrawal password 123456, the captcha from the sandbox. Lands signed in.
 */
export async function registerOnOpenForm(ctx: JourneyContext, page: Page, username: string, password: string): Promise<void> {
  const { mobile } = freshAccount('');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await form.getByRole('button', { name: 'Get code' }).click();
  const code = await devListValue<{ code: string | null }>(ctx, `/__dev/outbox?to=${mobile}`, 'The SMS code', (list) => list[0]?.code);
  await form.getByLabel('SMS code').fill(code);
  await form.getByLabel('Transaction password').fill('123456');
  await page.getByRole('img', { name: 'Captcha code' }).last().waitFor();
  const captcha = await devListValue<{ answer: string }>(ctx, '/__dev/captcha', 'The captcha', (list) => list[0]?.answer);
  await form.getByLabel('Captcha', { exact: true }).fill(captcha);
  await form.getByRole('button', { name: 'Register' }).click();
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await success.waitFor();
  await success.getByRole('button', { name: 'OK' }).click();
  await closeNoticeIfOpen(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account ${username}` })
    .waitFor();
}

/** Opens /register in a browser that has not answered the disclaimer yet and registers a fresh player; answers its username. */
export async function registerFreshPlayer(ctx: JourneyContext, page: Page, prefix: string, password: string): Promise<string> {
  const { username } = freshAccount(prefix);
  await page.goto(`${ctx.baseUrl}/register`);
  await acceptDisclaimer(page);
  await registerOnOpenForm(ctx, page, username, password);
  return username;
}

/** The member centre (/member/<id>) or the agent centre (/agent/<id>). */
export type Centre = 'member' | 'agent';
/** A centre page on the platform fronted: it works, it has stepped aside, or it breaks. */
export type PageState = 'works' | 'hidden' | 'breaks';

/** A centre's pages, id → menu text, from the English texts. */
export const centreMenu = (centre: Centre): Record<string, string> => {
  const file = new URL(`../../client/src/locales/en/${centre}.json`, import.meta.url);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { menu: Record<string, string> }>;
  return texts[`${centre}Centre`].menu;
};

/** What a page must never show a player: a raw code, a network lie, a spinner that never ends. */
const BROKEN = [
  /function\.not\.available/,
  /\b(?:not\.found|login\.not\.session|request_param_err|request_body_required)\b/,
  /check your network/i,
  /Network link abnormal/i,
  /Loading the page…/,
];

/**
 * Opens a centre page and tells whether it works (listed, no raw error code, no false "check your
 * network", not stuck loading) or has stepped aside (not listed, its address shows "Page not found").
 */
export async function centrePageState(page: Page, baseUrl: string, centre: Centre, id: string): Promise<{ state: PageState; why: string }> {
  const label = centreMenu(centre)[id];
  await page.goto(`${baseUrl}/${centre}/${id}`);
  const frame = page.getByRole('region', { name: centre === 'member' ? 'Member centre' : 'Agent centre' });
  await frame.waitFor();
  // Settled when neither centre nor page is still loading (a page that never settles is broken).
  await page
    .getByText('Loading the page…')
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await closeNoticeIfOpen(page);
  const menu = frame.getByRole('navigation', { name: centre === 'member' ? 'Member centre pages' : 'Agent centre pages' });
  // An entry's name may end with its badge's count ("Mission activity 2").
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s.*)?$`);
  const listed = (await menu.getByRole('link', { name }).count()) > 0;
  const notFound = await frame.getByRole('heading', { name: 'Page not found' }).isVisible();
  const text = await frame.innerText();
  const broken = BROKEN.find((pattern) => pattern.test(text));
  if (notFound && !listed) return { state: 'hidden', why: '' };
  if (!notFound && listed && !broken) return { state: 'works', why: '' };
  return { state: 'breaks', why: broken ? `shows ${broken}` : notFound ? 'listed but not found' : 'open but not listed' };
}

/** Signs in and asserts each of a centre's pages has stepped aside: the reference profile's check for a sandbox-only feature. */
export async function expectPagesHidden(
  ctx: JourneyContext,
  centre: Centre,
  account: { username: string; password: string },
  ids: string[],
) {
  await signIn(ctx.page, ctx.baseUrl, account.username, account.password);
  for (const id of ids) {
    const { state, why } = await centrePageState(ctx.page, ctx.baseUrl, centre, id);
    expectEqual(`${id} ${state}${why ? ` (${why})` : ''}`, `${id} hidden`, `${centre} page ${id} on a platform without its calls`);
  }
}
