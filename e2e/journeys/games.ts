import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import {
  chooseProvider,
  closeNoticeIfOpen,
  closeReceiptPromptAfter,
  expectTrue,
  memberShortcut,
  openHome,
  openSiteMenu,
  receiptConfirmationsRead,
  signIn,
  visit,
} from './steps';

/** Journeys of the lobbies, favourites, launching into the game frame and the lottery page. */

const gameNames = async (page: Page) =>
  page
    .getByRole('list', { name: 'Slots games' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));

async function headerBalance(page: Page): Promise<string> {
  const output = page.getByRole('banner').getByRole('group', { name: 'Balance' }).locator('output');
  await page.waitForFunction((el) => /\d/.test(el?.textContent ?? ''), await output.elementHandle());
  return (await output.textContent()) ?? '';
}

/** Signs in from the home page; a receipt prompt that opens (a withdrawal waits for its confirmation) is closed unanswered. */
async function signedInHome(ctx: JourneyContext, username: string, password: string): Promise<void> {
  await openHome(ctx.page, ctx.baseUrl);
  await closeNoticeIfOpen(ctx.page);
  const asked = receiptConfirmationsRead(ctx.page);
  await signIn(ctx.page, ctx.baseUrl, username, password);
  await closeReceiptPromptAfter(ctx.page, asked);
}

/** Opens an address signed in: the visit asks about waiting receipts again, and that prompt is closed unanswered. */
async function visitSignedIn(page: Page, url: string): Promise<void> {
  const asked = receiptConfirmationsRead(page);
  await visit(page, url);
  await closeReceiptPromptAfter(page, asked);
}

export const journeys: Journey[] = [
  {
    name: 'games: browse slots and their jackpots, filter by provider, search and page',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await visit(page, `${baseUrl}/rng`);
      await page.getByRole('list', { name: 'Slots games' }).waitFor();
      const first = await gameNames(page);
      expectTrue(first.length === 28, `the first page holds 28 games (got ${first.length})`);

      // The progressive jackpots above the lobby: the total, then a pool per provider.
      const jackpots = page.getByRole('region', { name: 'Jackpots' });
      await jackpots.waitFor();
      const total = (await jackpots.locator('.jackpots__total strong').textContent()) ?? '';
      expectTrue(/\d{1,3}(,\d{3})+\.\d{2}/.test(total), `the jackpot total is an amount (got ${total})`);
      const pools = await jackpots.getByRole('list', { name: 'Jackpot by provider' }).getByRole('listitem').allTextContents();
      expectTrue(pools.length > 1 && pools.some((p) => p.startsWith('PG')), `a pool per provider (got ${pools.join(' | ')})`);

      await chooseProvider(ctx, 'JILI');
      await page.waitForURL(/vendor=JL/);
      // The new page replaces the old one once it arrives: wait until every card is a JILI game.
      await page.waitForFunction(() => {
        const vendors = [...document.querySelectorAll('.game-grid .game-tile__vendor')].map((v) => v.textContent);
        return vendors.length > 0 && vendors.every((v) => v === 'JL');
      });

      const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
      await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(/page=2/);
      await pages.getByRole('button', { name: 'Page 2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();

      const target = first[3];
      const word = target.split(' ')[0];
      await page.getByRole('searchbox', { name: 'Search games' }).fill(word);
      await page.waitForURL(new RegExp(`q=${encodeURIComponent(word)}`));
      expectTrue(!/page=2/.test(page.url()), 'a search starts again at page 1');
      await page.waitForFunction(
        (w) =>
          [...document.querySelectorAll('[aria-label$="games"] article')].every((a) =>
            (a.getAttribute('aria-label') ?? '').toLowerCase().includes(w.toLowerCase()),
          ),
        word,
      );
    },
  },
  {
    name: 'games: a member adds and removes a favourite',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await signedInHome(ctx, 'vip1', 'Play1234');
      await visitSignedIn(page, `${baseUrl}/rng?vendor=JDB`);
      const list = page.getByRole('list', { name: 'Slots games' });
      await list.waitFor();
      const name = (await list.getByRole('article').first().getAttribute('aria-label'))!;
      const heart = list.getByRole('button', { name: `Favorite ${name}` });
      await heart.click();
      await page.waitForFunction(
        (n) => document.querySelector(`button[aria-label="Favorite ${n}"]`)?.getAttribute('aria-pressed') === 'true',
        name,
      );

      await (await openSiteMenu(ctx)).getByRole('link', { name: 'Favorite' }).click();
      const favourites = page.getByRole('list', { name: 'Favorite Games' });
      await favourites.getByRole('article', { name }).waitFor();
      await favourites.getByRole('button', { name: `Favorite ${name}` }).click();
      await favourites.getByRole('article', { name }).waitFor({ state: 'detached' });
      const asked = receiptConfirmationsRead(page);
      await page.reload();
      await closeReceiptPromptAfter(page, asked);
      await page.getByText('You have no favorite games yet.').waitFor();
    },
  },
  {
    name: 'games: a guest is asked to log in, a trial account plays in free mode and is asked to register for the deposit',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await visit(page, `${baseUrl}/rng`);
      await page
        .getByRole('list', { name: 'Slots games' })
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      const login = page.getByRole('dialog', { name: 'Log In' });
      await login.waitFor();
      await login.getByRole('button', { name: 'Free play' }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Account trial\d{6}$/ })
        .waitFor();
      if (new URL(page.url()).pathname !== '/rng') await visit(page, `${baseUrl}/rng`);
      await page
        .getByRole('list', { name: 'Slots games' })
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      // Free play: the game opens in the frame and plays with the trial's demo money.
      await page.waitForURL(/\/game$/);
      const frame = page.frameLocator('iframe.game-frame__frame');
      await frame
        .locator('#balance')
        .filter({ hasText: /2,?000/ })
        .waitFor();
      await frame.getByRole('button', { name: 'Spin' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(/\/rng/);

      // A protected action: the warning offers Register beside OK.
      await (await memberShortcut(ctx, 'Deposit')).click();
      const warning = page.getByRole('dialog').filter({ hasText: 'Please register an account first' });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'OK' }).waitFor();
      await warning.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('dialog', { name: 'Create account' }).waitFor();
      expectTrue(!/\/member/.test(page.url()), 'the trial account does not reach the deposit page');
    },
  },
  {
    name: 'games: a member launches the demo slot and a bet changes the header balance',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await signedInHome(ctx, 'player1', 'Play1234');
      const before = await headerBalance(page);
      await visitSignedIn(page, `${baseUrl}/rng?vendor=JL`);
      await page
        .getByRole('list', { name: 'Slots games' })
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await page.waitForURL(/\/game$/);
      const frame = page.frameLocator('iframe.game-frame__frame');
      const spin = frame.getByRole('button', { name: 'Spin' });
      await spin.waitFor();
      const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
      const frameBalance = frame.locator('#balance');
      await frameBalance.filter({ hasText: /\d/ }).waitFor(); // the game has traded its ticket for a session
      // A spin whose win equals its stake leaves the balance as it was: spin until it moves.
      for (let spins = 0; spins < 6 && amount(await frameBalance.textContent()) === amount(before); spins++) {
        await spin.click(); // waits until the game has exchanged its ticket and enabled the button
        await spin.and(frame.locator(':enabled')).waitFor(); // the round is over when Spin is enabled again
        await page.waitForTimeout(200);
      }
      const after = amount(await frameBalance.textContent());
      expectTrue(after !== amount(before), 'the slot balance moved after a spin');
      await page.waitForFunction(
        (expected) => {
          const text = document.querySelector('[role="banner"] output, header output')?.textContent ?? '';
          return Number(text.replace(/[^0-9.]/g, '')) === expected;
        },
        after,
        { timeout: 10_000 },
      );
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(/\/rng/);
    },
  },
  {
    name: 'lottery: opened numbers change after a draw',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await signedInHome(ctx, 'player1', 'Play1234');
      await visitSignedIn(page, `${baseUrl}/lottery`);
      const firstCard = page.getByRole('article').first();
      await firstCard.waitFor();
      await firstCard.getByRole('link').click();
      const table = page.getByRole('table', { name: /^Latest results of / });
      await table.waitFor();
      const newest = async () => (await table.getByRole('rowheader').first().textContent()) ?? '';
      const before = await newest();
      // Three minutes: the first card is a one-minute game, and the session (two hours idle) stays alive.
      await ctx.dev('/__dev/clock', { advanceMs: 3 * 60 * 1000 });
      await page.getByRole('button', { name: 'Refresh results' }).click();
      await page.waitForFunction((old) => (document.querySelector('table.lottery-results tbody th')?.textContent ?? old) !== old, before);
      expectTrue((await newest()) !== before, 'a newer issue is listed after the draw');
    },
  },
];
