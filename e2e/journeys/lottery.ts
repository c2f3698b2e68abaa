import type { Page, Response } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, expectTrue, openHome, signIn, startOfFreshMinute, visit } from './steps';

/**
 * The lottery the platform's launch opens is a client of the platform's lottery gateway: the
 * game frame's page reads the games, the member's series, the issue on sale, the play menu and
 * the betting modes at `/lgw`, and bets with a slip built from those answers.
 */

/** A lottery gateway call the game frame made, with its answer. */
interface GatewayCall {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  body: unknown;
  sent: unknown;
}

/** Records every `/lgw` call of the page's frames (the game's page), not the site's own. */
function recordGatewayCalls(page: Page): GatewayCall[] {
  const calls: GatewayCall[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/lgw/')) return;
    // The site's service worker has no frame; the site itself is the main frame.
    let framed = false;
    try {
      framed = request.frame().parentFrame() !== null;
    } catch {
      framed = false;
    }
    if (!framed) return;
    void response
      .json()
      .catch(() => null)
      .then((body) =>
        calls.push({
          method: request.method(),
          path: url.pathname,
          query: url.searchParams,
          status: response.status(),
          body,
          sent: request.postData() ? JSON.parse(request.postData()!) : null,
        }),
      );
  });
  return calls;
}

const pesos = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const shown = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Group {
  code: string;
  games: Array<{ gameId: number; code: string }>;
}
interface PlayMenuMode {
  prizeModeId: number;
  playMenuGroups: Array<{ playMenus: Array<{ playId: number; playSwitch: number; singleBetPrice: number }> }>;
}

export const journeys: Journey[] = [
  {
    name: "lottery: a lottery bet placed through the platform's lottery app calls",
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const calls = recordGatewayCalls(page);
      const call = async (method: string, path: string | RegExp): Promise<GatewayCall> => {
        for (let i = 0; i < 100; i++) {
          const found = [...calls]
            .reverse()
            .find((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
          if (found) return found;
          await page.waitForTimeout(100);
        }
        throw new Error(`the lottery page never called ${method} ${path}`);
      };

      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await visit(page, `${baseUrl}/lottery?gameCode=TCG1MLOTTO`);
      await page.getByRole('heading', { name: '1-Min Lotto', level: 2 }).waitFor();

      // The launch opens the lottery in the game frame; its page is ready to bet once Place bet is on.
      await startOfFreshMinute(ctx.dev);
      await page.getByRole('button', { name: 'Bet now' }).click();
      await page.waitForURL(/\/game$/);
      const frame = page.frameLocator('iframe.game-frame__frame');
      const place = frame.getByRole('button', { name: 'Place bet' });
      await place.and(frame.locator(':enabled')).waitFor();

      // What it read of the lottery gateway, each answered 200.
      const groups = (await call('GET', '/lgw/games')).body as Group[];
      const group = groups.find((g) => g.games.some((m) => m.code === 'TCG1MLOTTO'))!;
      const game = group.games.find((m) => m.code === 'TCG1MLOTTO')!;
      expectEqual(await frame.getByLabel('Lottery game').inputValue(), String(game.gameId), 'the launched game is the one chosen');
      const near = await call('GET', '/lgw/numeros/near');
      expectEqual(near.query.get('gameId'), String(game.gameId), 'the issue on sale is asked for the chosen game');
      const issue = (near.body as { currentNumero: { numero: string } }).currentNumero.numero;
      const menu = (await call('GET', `/lgw/games/${game.gameId}/play_menu`)).body as PlayMenuMode[];
      const setting = (await call('GET', `/lgw/games/${game.gameId}/setting`)).body as {
        bettingModes: Array<{ bettingModeId: number; unit: number }>;
      };
      const series = (await call('GET', '/lgw/customers/series')).body as Array<{
        gameGroupCode: string;
        prizeModeId: number;
        defaultSeries: number;
      }>;
      for (const c of calls) expectEqual(c.status, 200, `${c.method} ${c.path} answers 200`);
      await frame.getByText(`Issue ${issue} draws in`).waitFor();

      // Three numbers at 2.00 each: the whole unit, multiple 2.
      const balance = frame.locator('#balance');
      const before = pesos(await balance.textContent());
      const numbers = frame.getByRole('group', { name: 'Your numbers' });
      for (const n of ['1', '4', '7']) await numbers.getByRole('button', { name: n, exact: true }).click();
      await frame.getByLabel('Stake per number').fill('2');
      await place.click();
      const placed = frame.getByText(new RegExp(`^Order LT\\d+ placed on issue ${issue} for \u20b16\\.00\\.$`));
      await placed.waitFor();
      const orderNumber = /^Order (LT\d+)/.exec((await placed.textContent()) ?? '')![1];

      // The bet is the lottery client's, built from those answers.
      const bet = await call('POST', '/lgw/orders/betting');
      const mode = menu.find((m) => m.playMenuGroups.length > 0)!;
      const play = mode.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playSwitch === 1)!;
      const dollar = setting.bettingModes.find((m) => m.unit === 1)!;
      const mine = series.find((s) => s.gameGroupCode === group.code && s.prizeModeId === mode.prizeModeId)!;
      expectEqual(
        bet.sent,
        {
          gameId: game.gameId,
          currentNumero: issue,
          winningStop: false,
          abandoning: false,
          betCartAmountSum: '6.0000',
          chase: false,
          device: 'WEB',
          orderType: 1,
          quickChase: false,
          prizeModeId: mode.prizeModeId,
          bettingSlipString: `147~1~${play.playId}~${dollar.bettingModeId}~${mine.defaultSeries}~2`,
        },
        'the bet body',
      );
      expectEqual(bet.status, 200, 'the bet is taken');
      expectEqual((bet.body as { orderNumber: string }).orderNumber, orderNumber, 'the page shows the order number the gateway answered');

      // Today's bets list it, waiting for the draw; the stake left the balance, here and in the site's header.
      const today = frame.getByRole('table', { name: "Today's bets" });
      const row = today.getByRole('row').filter({ has: frame.getByRole('cell', { name: orderNumber, exact: true }) });
      await row.getByRole('cell', { name: 'Waiting for the draw', exact: true }).waitFor();
      await row.getByRole('cell', { name: '1,4,7', exact: true }).waitFor();
      await balance.filter({ hasText: shown(before - 6) }).waitFor();
      await page.waitForFunction(
        (expected) => {
          const text = document.querySelector('[role="banner"] output, header output')?.textContent ?? '';
          return Number(text.replace(/[^0-9.]/g, '')) === expected;
        },
        Math.round((before - 6) * 100) / 100,
        { timeout: 10_000 },
      );

      // After the draw the issue heads the latest results and the bet is settled by its numbers.
      await ctx.dev('/__dev/clock', { advanceMs: 60_000 });
      await frame.getByRole('button', { name: 'Refresh' }).click();
      const results = frame.getByRole('table').first();
      const drawn = results.getByRole('row').filter({ has: frame.getByRole('cell', { name: issue, exact: true }) });
      await drawn.waitFor();
      const winNo = ((await drawn.getByRole('cell').nth(1).textContent()) ?? '').split(',');
      const won = ['1', '4', '7'].includes(winNo[0]);
      await row.getByRole('cell', { name: won ? 'Won \u20b119.20' : 'No win', exact: true }).waitFor();
      const after = Math.round((before - 6 + (won ? 19.2 : 0)) * 100) / 100;
      await balance.filter({ hasText: shown(after) }).waitFor();
      const drawsRead = await call('GET', `/lgw/draw/${game.gameId}`);
      expectTrue(
        (drawsRead.body as { content: Array<{ numero: string }> }).content[0].numero === issue,
        'the gateway lists the drawn issue first',
      );
    },
  },
];
