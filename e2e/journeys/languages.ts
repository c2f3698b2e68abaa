import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { LANGUAGES, type ShippedLanguage } from '../../shared/languages';
import { catalogue } from '../../shared/api/catalogue';
import { closeNoticeIfOpen, chooseLanguage, expectEqual, openHome, registerFreshPlayer, visit } from './steps';

/**
 * The site in languages other than English, as their readers meet it: a phone in Arabic (right to
 * left), Thai and Japanese signs in, opens a lobby, deposits and reads the account record, and on
 * every screen no key name shows, no English text of ours is left, and no text of ours is cut off
 * or overflows its box. A desktop member switches language twice and the platform keeps the choice.
 * Labels are looked up in the language's own text files, as its reader sees them.
 */

const LOCALES = fileURLToPath(new URL('../../client/src/locales/', import.meta.url));

/** Every text of a language's files by `key` (namespaces merged: keys are unique across them). */
function texts(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else for (const [key, value] of Object.entries(node as object)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(`${LOCALES}${folder}`)) walk(JSON.parse(readFileSync(`${LOCALES}${folder}/${file}`, 'utf8')), '');
  return out;
}

const ENGLISH = texts('en');

/** Where the member's language choice goes (member.updateLanguage). */
const MEMBER_LANGUAGE_PATH = catalogue['member.updateLanguage'].path;

/** A language's text by key, with its placeholders filled; a missing key fails the journey. */
function textOf(language: Map<string, string>, key: string, values: Record<string, string> = {}): string {
  const text = language.get(key);
  if (text === undefined) throw new Error(`no text ${key}`);
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

interface Reader {
  code: ShippedLanguage;
  t: (key: string, values?: Record<string, string>) => string;
  /** English texts of ours this language writes differently: one of them on screen is English left behind. */
  english: Set<string>;
  /** This language's own texts without placeholders: the texts whose box is checked. */
  own: Set<string>;
}

function reader(code: ShippedLanguage): Reader {
  const language = texts(code.toLowerCase());
  const english = new Set<string>();
  for (const [key, text] of ENGLISH) {
    const letters = text.replace(/{{[^}]*}}/g, '');
    // A text with placeholders is never whole on screen; a short one ("OK", "ms") is too often a name.
    if (text.includes('{{') || letters.replace(/[^\p{L}]/gu, '').length < 4) continue;
    if (language.get(key) !== text) english.add(text);
  }
  const own = new Set([...language.values()].filter((text) => !text.includes('{{')));
  return { code, t: (key, values) => textOf(language, key, values), english, own };
}

/**
 * What a screen shows wrongly: a key name in place of text, a text of ours left in English, a text
 * of ours cut off (clipped by its box) or overflowing its box, or a page wider than the screen.
 */
async function screenProblems(page: Page, who: Reader): Promise<string[]> {
  const keys = [...ENGLISH.keys()];
  return page.evaluate(
    ({ english, own, keys }) => {
      const englishTexts = new Set(english);
      const ownTexts = new Set(own);
      const keyNames = new Set(keys);
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width + 1)
        problems.push(`the page is wider than the screen (${document.documentElement.scrollWidth} > ${width})`);
      // No named functions in here: the test runner's compiler would name them with a helper the page lacks.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const el = node.parentElement;
        // A name from the platform (a game, a provider) is marked translate="no" and is no text of ours.
        if (!text || !el || el.closest('script, style, noscript, [aria-hidden="true"], .visually-hidden, [translate="no"]')) continue;
        const shown = el.getBoundingClientRect();
        // A 1-pixel box is a label kept for screen readers only (visually hidden).
        if (shown.width <= 1 || shown.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
        if (keyNames.has(text) || /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-zA-Z_.]+\b/.test(text))
          problems.push(`a key name shows: "${text}"`);
        if (englishTexts.has(text)) problems.push(`English left: "${text}"`);
        if (!ownTexts.has(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const textBox = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const clippedX = el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(style.overflowX);
        const clippedY = el.scrollHeight > el.clientHeight + 1 && ['hidden', 'clip'].includes(style.overflowY);
        if (clippedX) problems.push(`cut off: "${text}" (${el.scrollWidth} > ${el.clientWidth} px wide)`);
        else if (clippedY) problems.push(`cut off: "${text}" (${el.scrollHeight} > ${el.clientHeight} px high)`);
        else if (style.display !== 'inline' && (textBox.left < box.left - 1 || textBox.right > box.right + 1))
          problems.push(`overflows its box: "${text}"`);
      }
      for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
        for (const attribute of ['aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(attribute)?.trim();
          if (!value) continue;
          if (keyNames.has(value)) problems.push(`a key name in ${attribute}: "${value}"`);
          if (englishTexts.has(value)) problems.push(`English left in ${attribute}: "${value}"`);
        }
      }
      return [...new Set(problems)];
    },
    { english: [...who.english], own: [...who.own], keys },
  );
}

async function expectScreenRight(page: Page, who: Reader, where: string): Promise<void> {
  const problems = await screenProblems(page, who);
  expectEqual(problems, [], `${who.code}, ${where}`);
}

/** The page's language and direction as `<html>` carries them. */
async function expectDocumentLanguage(page: Page, code: ShippedLanguage): Promise<void> {
  expectEqual(
    await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    [LANGUAGES[code].locale, LANGUAGES[code].direction],
    `<html lang dir> in ${code}`,
  );
}

/** A member's shortcut in the phone's menu drawer, named in the reader's language. */
async function drawerShortcut(ctx: JourneyContext, who: Reader, key: string): Promise<Locator> {
  await ctx.page.getByRole('button', { name: who.t('menu.tabs.menu'), exact: true }).click();
  const drawer = ctx.page.getByRole('dialog');
  await drawer.getByRole('navigation', { name: who.t('menu.sideLabel') }).waitFor();
  return drawer.getByRole('button', { name: who.t(key), exact: true });
}

/**
 * The phone journey of one language: sign in, a lobby, a deposit and the account record. Each
 * language signs in as its own seeded member of agent1's demo team, whose account record holds
 * movements of the last week, so no other journey's member is touched.
 */
function phoneJourney(code: ShippedLanguage, member: string): Journey {
  return {
    name: `languages: a phone in ${LANGUAGES[code].nativeName} (${code}) signs in, opens a lobby, deposits and reads the records`,
    only: 'phone',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const who = reader(code);
      const t = who.t;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await chooseLanguage(ctx, LANGUAGES[code].nativeName);
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: t('menu.tabs.label') }).waitFor();
      await expectDocumentLanguage(page, code);
      await expectScreenRight(page, who, 'the home page');

      // Sign in.
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header.login') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('auth.loginTitle') });
      await dialog.getByLabel(t('auth.username'), { exact: true }).fill(member);
      await dialog.getByLabel(t('auth.password'), { exact: true }).fill('Play1234');
      await expectScreenRight(page, who, 'the sign-in form');
      await dialog.getByRole('button', { name: t('auth.submit'), exact: true }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('account.menuFor', { account: member }) })
        .waitFor();
      await expectScreenRight(page, who, 'signed in');

      // A lobby.
      await visit(page, `${baseUrl}/rng`);
      const slots = page.getByRole('list', { name: t('games.listLabel', { category: t('menu.categories.RNG') }) });
      await slots.getByRole('listitem').first().waitFor();
      await expectScreenRight(page, who, 'the slots lobby');

      // A deposit: an order through the demo provider's page.
      await (await drawerShortcut(ctx, who, 'account.deposit')).click();
      await page.waitForURL((url) => url.pathname === '/member/depositv2');
      const form = page.getByRole('form', { name: t('cashier.wallet.deposit.formLabel') });
      await form.getByRole('radio').first().check();
      await form.getByLabel(t('cashier.wallet.deposit.amount'), { exact: true }).fill('300');
      await expectScreenRight(page, who, 'the deposit form');
      const opened = ctx.context.waitForEvent('page');
      await form.getByRole('button', { name: t('cashier.wallet.deposit.submit') }).click();
      await (await opened).close();
      const order = page.getByRole('region', { name: t('cashier.wallet.deposit.orderTitle') });
      await order.waitFor();
      await expectScreenRight(page, who, 'the deposit order');

      // The account record.
      await visit(page, `${baseUrl}/member/transactionHistory`);
      const record = page.getByRole('region', { name: t('records.account.title') });
      await record.getByLabel(t('dateRange.label'), { exact: true }).selectOption({ label: t('dateRange.presets.prev7') });
      const table = record.getByRole('table', { name: t('records.account.caption') });
      await table.getByRole('row').nth(1).waitFor();
      await expectScreenRight(page, who, 'the account record');
    },
  };
}

/** Waits for the platform's answer to the member's language choice and checks it kept `code`. */
async function platformKeeps(page: Page, code: ShippedLanguage): Promise<void> {
  const answer = await page.waitForResponse(
    (response) => response.url().includes(MEMBER_LANGUAGE_PATH) && response.request().method() === 'PUT',
  );
  expectEqual(
    [answer.request().postDataJSON(), await answer.json()],
    [{ language: code }, { success: true, value: null }],
    `the platform keeps ${code}`,
  );
}

/** A fresh context's sign-in: the site follows the language the platform keeps for the member. */
async function languageAfterSignInElsewhere(context: BrowserContext, baseUrl: string, username: string, password: string): Promise<string> {
  const page = await context.browser()!.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await openHome(page, baseUrl);
    await closeNoticeIfOpen(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.waitForFunction(() => document.documentElement.lang !== 'en-US', undefined, { timeout: 15_000 });
    return page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);
  } finally {
    await page.context().close();
  }
}

export const journeys: Journey[] = [
  phoneJourney('AR', 'teammember1'),
  phoneJourney('TH', 'teammember2'),
  phoneJourney('JA', 'teammember3'),
  {
    name: 'languages: a signed-in member switches language twice and the platform keeps the choice',
    only: 'desktop',
    async run(ctx) {
      const { page, baseUrl, context } = ctx;
      const password = 'Lang1234';
      const username = await registerFreshPlayer(ctx, page, 'lang', password);

      // Each switch is told to the platform while the member is signed in, and the platform says it kept it.
      const japanese = reader('JA');
      let kept = platformKeeps(page, 'JA');
      await chooseLanguage(ctx, LANGUAGES.JA.nativeName);
      await kept;
      await page.getByRole('navigation', { name: japanese.t('menu.sideLabel') }).waitFor();
      await expectDocumentLanguage(page, 'JA');

      const arabic = reader('AR');
      kept = platformKeeps(page, 'AR');
      await page.getByRole('combobox', { name: japanese.t('language.choose') }).selectOption({ label: LANGUAGES.AR.nativeName });
      await kept;
      await page.getByRole('navigation', { name: arabic.t('menu.sideLabel') }).waitFor();
      await expectDocumentLanguage(page, 'AR');
      await expectScreenRight(page, arabic, 'the home page, signed in, after the second switch');

      // Another browser, which never chose a language, follows the one the platform kept once signed in.
      expectEqual(await languageAfterSignInElsewhere(context, baseUrl, username, password), 'ar rtl', 'kept after the second switch');
    },
  },
];
