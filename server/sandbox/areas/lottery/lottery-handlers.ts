import type {
  LotteryDrawPage,
  LotteryMenus,
  LotteryNearNumbers,
  OpenedNumber,
  PopularLottery,
} from '../../../../shared/domains/lottery/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { DrawRow } from './draws-repository';
import { addToMenus, type LotteryGameRow } from './lottery-repository';
import { badParam } from '../../core/errors';
import { cancelOrders, LOCK_SECONDS, placeBet, todayOrders } from './orders';
import { nextDraw, previousDraw } from './schedule';
import type { SandboxServices } from '../../core/area-context';
import { HOT_GAP_DRAWS, customerSeries, gameGroups, gameSetting, hotGap, playMenu } from './bet-setup';

const RECENT_MENU_SIZE = 10;

/**
 * Lottery (raw /lgw answers): menus, popular games, drawn numbers, recently played games, what a
 * bet slip is made of (game groups, play menus, settings, series, ball statistics) and orders.
 */
export function lotteryHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { lottery, draws } = ctx.repos;
  const engine = () => ctx.drawEngine;
  const known = (gameCode: string): LotteryGameRow => {
    const game = lottery.game(gameCode);
    if (!game) throw badParam('gameCode: unknown lottery game');
    return game;
  };
  const recentMenus = (accountId: number, area: 'SEA' | 'VN', prizeMode?: string): LotteryMenus => {
    const out: LotteryMenus = {};
    for (const code of draws.recent(accountId, RECENT_MENU_SIZE * 2)) {
      const game = lottery.game(code);
      if (!game || game.area !== area) continue;
      if (prizeMode && game.prizeMode.toLowerCase() !== prizeMode.toLowerCase()) continue;
      addToMenus(out, game);
    }
    return out;
  };

  return {
    'lottery.menus': ({ payload }) => lottery.menus('SEA', payload.prizeMode),
    'lottery.vnMenus': ({ payload }) => lottery.menus('VN', payload.prizeMode),
    'lottery.recentMenus': ({ session, payload }) => recentMenus(session!.accountId, 'SEA', payload.prizeMode),
    'lottery.vnRecentMenus': ({ session, payload }) => recentMenus(session!.accountId, 'VN', payload.prizeMode),

    'lottery.popular': ({ payload }) => {
      engine().catchUp();
      const now = ctx.clock.now();
      const orders = draws.popularity();
      const games = lottery
        .games()
        .filter((g) => !payload.prizeMode || g.prizeMode.toLowerCase() === payload.prizeMode.toLowerCase())
        .map((g, menuOrder) => ({ g, menuOrder, orders: orders.get(g.gameCode) ?? 0 }))
        .sort((a, b) => b.orders - a.orders || a.menuOrder - b.menuOrder)
        .slice(0, payload.count);
      return games.map(({ g }): PopularLottery => {
        const [last] = draws.latest(g.gameCode, now, 1);
        return {
          gameId: g.gameId,
          gameCode: g.gameCode,
          gameName: g.gameName,
          labelName: g.labelName,
          prizeMode: g.prizeMode,
          lastIssue: last?.issue ?? null,
          lastNumbers: last?.numbers ?? null,
          nextDrawTime: engine().openIssue(g).drawTime,
        };
      });
    },

    'lottery.openedNumbers': ({ payload }) => {
      engine().catchUp();
      return draws.latest(known(payload.gameCode).gameCode, ctx.clock.now(), payload.count).map(openedNumber);
    },

    'lottery.vnOpenedNumbers': ({ payload }) => {
      engine().catchUp();
      const codes = payload.gameCode
        ? [known(payload.gameCode).gameCode]
        : lottery
            .games()
            .filter((g) => g.area === 'VN')
            .map((g) => g.gameCode);
      return draws.latestOf(codes, ctx.clock.now(), payload.count).map(openedNumber);
    },

    'lottery.draws': ({ params, payload }) => {
      engine().catchUp();
      return drawPage(ctx, gameOfPath(ctx, params.gameId), payload.page ?? 0, payload.size ?? 10);
    },
    'lottery.drawByCode': ({ params, payload }) => {
      const game = lottery.game(params.code ?? '');
      if (!game) throw badParam('code: unknown lottery game');
      engine().catchUp();
      return drawPage(ctx, game, payload.page ?? 0, payload.size ?? 10);
    },

    // What a lottery client reads to build a bet slip (bet-setup.ts).
    'lottery.games': () => gameGroups(lottery.groups(), lottery.games()),
    'lottery.playMenu': ({ params }) => playMenu(gameOfPath(ctx, params.gameId)),
    'lottery.gameSetting': ({ params }) => gameSetting(gameOfPath(ctx, params.gameId)),
    'lottery.series': () => customerSeries(lottery.groups(), lottery.games()),
    'lottery.hotGap': ({ params }) => {
      const game = gameOfPath(ctx, params.gameId);
      engine().catchUp();
      return hotGap(game, draws.latest(game.gameCode, ctx.clock.now(), HOT_GAP_DRAWS));
    },

    'lottery.nearNumbers': ({ payload }) => {
      engine().catchUp();
      return nearNumbers(ctx, payload.gameId);
    },

    'lottery.bet': ({ session, payload }) => placeBet(orderDeps(ctx), session!.accountId, payload, ctx.clock.now()),
    'lottery.todayOrders': ({ session, payload }) => todayOrders(orderDeps(ctx), session!.accountId, payload, ctx.clock.now()),
    'lottery.cancelOrders': ({ session, payload }) => cancelOrders(orderDeps(ctx), session!.accountId, payload, ctx.clock.now()),
  };
}

/** What the order functions need of the sandbox: its database, draw engine and repositories. */
export const orderDeps = (ctx: SandboxServices) => ({ db: ctx.db, engine: ctx.drawEngine, ...ctx.repos });

/** The game a path's `:gameId` names; an id that is not a whole number or no game's is a `request_param_err`. */
export function gameOfPath(ctx: SandboxServices, gameIdText: string | undefined): LotteryGameRow {
  const game = /^[0-9]{1,9}$/.test(gameIdText ?? '') ? ctx.repos.lottery.gameById(Number(gameIdText)) : undefined;
  if (!game) throw badParam('gameId: unknown lottery game');
  return game;
}

/** A game's draw history (`/lgw/draw/{gameId}` and `/lgw/draw/code/{code}`, `?page&size`), newest first, pages from 0. */
export function drawPage(ctx: SandboxServices, game: LotteryGameRow, page: number, size: number): LotteryDrawPage {
  const { rows, total } = ctx.repos.draws.drawPage(game.gameCode, ctx.clock.now(), size, page * size);
  return {
    content: rows.map((row) => ({
      gameId: game.gameId,
      gameCode: row.gameCode,
      numero: row.issue,
      winningNumber: row.numbers,
      winNo: row.numbers,
      drawTime: row.drawTime,
    })),
    number: page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
}

/**
 * A game's issues around the clock (`/lgw/numeros/near?gameId`), from its schedule: the issue on
 * sale (the next to draw), with the ms until its draw and the seconds before the draw when orders
 * stop (`LOCK_SECONDS`, the rule `lottery.bet` applies), the last drawn issue and the one after.
 */
export function nearNumbers(ctx: SandboxServices, gameId: number): LotteryNearNumbers {
  const game = ctx.repos.lottery.gameById(gameId);
  if (!game) throw badParam('gameId: unknown lottery game');
  const now = ctx.clock.now();
  const current = nextDraw(game, now);
  const remainTime = current.drawTime - now;
  return {
    currentNumero: {
      numero: current.issue,
      gameId: game.gameId,
      remainTime,
      lockTime: LOCK_SECONDS,
      isSale: remainTime > LOCK_SECONDS * 1000,
    },
    previousNumero: { numero: previousDraw(game, now).issue },
    nextNumero: { numero: nextDraw(game, current.drawTime).issue },
  };
}

export function openedNumber(row: DrawRow): OpenedNumber {
  const out: OpenedNumber = { gameCode: row.gameCode, issue: row.issue, numbers: row.numbers, openTime: row.drawTime };
  if (row.prizes) out.prizes = JSON.parse(row.prizes) as Record<string, string[]>;
  return out;
}
