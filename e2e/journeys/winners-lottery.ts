import type { Journey } from '../harness';
import { closeNoticeIfOpen, scrollToBottom, expectTrue, openHome, signIn, startOfFreshMinute, visit } from './steps';

/** The home page's winners board fed by a real lottery win, the lottery menu groups and the Vietnam page's way back. */

export const journeys: Journey[] = [
  {
    name: 'home and lottery: winners board, lottery menu groups, VN back link',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');

      // The lottery menu: a heading per group, its games below; a game opens beside the popular row.
      await visit(page, `${baseUrl}/lottery`);
      const menu = page.getByRole('navigation', { name: 'Lottery games' });
      const fastGroup = menu.getByRole('region', { name: '1-Minute Lottery' });
      await fastGroup.getByRole('heading', { name: '1-Minute Lottery', level: 2 }).waitFor();
      await menu.getByRole('region', { name: 'Keno' }).waitFor();
      await fastGroup.getByRole('link', { name: '1-Min Lotto' }).click();
      await page.waitForURL(/gameCode=TCG1MLOTTO/);
      await page.getByRole('heading', { name: '1-Min Lotto', level: 2 }).waitFor();
      await page.getByRole('table', { name: 'Latest results of 1-Min Lotto' }).waitFor();

      // A bet on every digit of the open issue: exactly one hit when it draws (5 × 10 × 0.96 = 48).
      await startOfFreshMinute(ctx.dev);
      await page.getByRole('button', { name: 'Bet now' }).click();
      await page.waitForURL(/\/game$/);
      const frame = page.frameLocator('iframe.game-frame__frame');
      const place = frame.getByRole('button', { name: 'Place bet' });
      await place.and(frame.locator(':enabled')).waitFor();
      const digits = frame.getByRole('group', { name: 'Your numbers' }).getByRole('button');
      expectTrue((await digits.count()) === 10, 'a 5D game offers the ten digits');
      for (let i = 0; i < 10; i++) await digits.nth(i).click();
      await frame.getByLabel('Stake per number').fill('5');
      await place.click();
      const first = frame.getByText(/^Order LT\d+ placed on issue /);
      await first.waitFor();
      const firstId = /^Order (LT\d+)/.exec((await first.textContent()) ?? '')![1];

      // A second bet at tenths of a unit shows among today's bets and is cancelled before the draw: 10 × 0.50 back.
      await frame.getByLabel('Stake per number').fill('0.5');
      await place.click();
      const second = frame.getByText(new RegExp(`^Order (?!${firstId} )LT\\d+ placed on issue `));
      await second.waitFor();
      const orderId = /^Order (LT\d+)/.exec((await second.textContent()) ?? '')![1];
      const today = frame.getByRole('table', { name: "Today's bets" });
      await today.getByRole('button', { name: `Cancel order ${orderId}` }).click();
      await frame.getByText(`Order ${orderId} cancelled; \u20b15.00 refunded.`).waitFor();
      const row = today.getByRole('row').filter({ has: frame.getByRole('cell', { name: orderId, exact: true }) });
      await row.getByRole('cell', { name: 'Cancelled', exact: true }).waitFor();
      expectTrue((await today.getByRole('button', { name: /^Cancel order / }).count()) === 1, 'only the first bet stays open');
      await ctx.dev('/__dev/clock', { advanceMs: 2 * 60 * 1000 });

      // The win is on the home page's winners board: the masked name, the lottery game, the amount.
      // The sandbox settles the draw moments after its clock passes it, and the board is read once
      // per visit: a home page opened before the settlement is opened again.
      const board = page.getByRole('list', { name: 'Latest winners' });
      const win = board.getByRole('listitem').filter({ hasText: 'pl***1' }).filter({ hasText: '1-Minute Lotto' });
      for (let attempt = 1; ; attempt++) {
        await visit(page, `${baseUrl}/`);
        // The board loads as the visitor scrolls towards it, below the hot games.
        await scrollToBottom(page);
        await board.getByRole('listitem').first().waitFor();
        const shown = await win
          .first()
          .waitFor({ timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
        if (shown) break;
        if (attempt >= 5) throw new Error('the lottery win never reached the winners board');
      }
      expectTrue(/48\.00/.test((await win.first().textContent()) ?? ''), 'the lottery win shows its amount, 48.00');

      // /vnlottery has no top or side bar: the page itself leads back, and the bet button stands apart.
      await visit(page, `${baseUrl}/vnlottery`);
      const back = page.getByRole('link', { name: 'Back to lobby' });
      await back.waitFor();
      const bet = page.getByRole('button', { name: 'Bet now' });
      await bet.waitFor();
      // Both boxes from one frame: the page may still be scrolling back to its top, and boxes are viewport-relative.
      const heading = page.getByRole('heading', { name: 'Latest results', level: 3 });
      await heading.waitFor();
      const gap = await bet.evaluate(
        (button, title) => title!.getBoundingClientRect().top - button.getBoundingClientRect().bottom,
        await heading.elementHandle(),
      );
      expectTrue(gap >= 16, `the bet button stands at least 16px above the results heading (got ${gap})`);
      await back.click();
      await page.waitForURL((url) => url.pathname === '/');
      await scrollToBottom(page);
      await page.getByRole('list', { name: 'Latest winners' }).waitFor();
    },
  },
];
