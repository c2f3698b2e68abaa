import type { WireSpecs } from '../../api/endpointWire';

/**
 * Lottery: menus, draws, opened numbers and betting. The `/lgw` calls answer raw JSON, not the
 * envelope; `:gameId` and `:code` are filled from the payload field of that name. Each path is also
 * answered under the other lottery mount (`/lgw/…` at `/lotto/lgw/…` and back: `lotteryTwin` in
 * shared/api/endpointWire.ts), so an entry names one of them only.
 */
export const lotteryWire = {
  // The game groups with their games, a top-level array: the jQuery lobbies (J1, J2) and the React
  // client (R) read every field we answer (contract/PUBLIC-CLIENTS.md §6), so the shape is not a guess.
  'lottery.games': { method: 'GET', path: '/lgw/games', moduleId: 'COMM3' },
  'lottery.menus': { method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3' },
  'lottery.recentMenus': { method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', token: true, guess: true },
  'lottery.popular': { method: 'GET', path: '/lgw/games/popular', moduleId: 'AGEANNOUNCE3', guess: true },
  'lottery.openedNumbers': { method: 'GET', path: '/lotto/lgw/games/opened/numero', moduleId: 'COMM3', token: true, guess: true },
  'lottery.vnMenus': { method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3' },
  'lottery.vnRecentMenus': { method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', token: true, guess: true },
  'lottery.vnOpenedNumbers': { method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'AGEANNOUNCE3', guess: true },
  // Draw history, paged from 0 (`?page=0&size=10`, as the lottery clients ask). The clients read
  // `content[]`'s `gameCode`, `numero` and `winNo`; the rest of the page is ours, so still a guess.
  'lottery.draws': { method: 'GET', path: '/lgw/draw/:gameId', moduleId: 'COMM3', guess: true },
  // A game's draws by its code: only the endpoint's name is public (W), no client reads the answer,
  // so its shape (the by-id page's) stays a guess (contract/PUBLIC-CLIENTS.md §7).
  'lottery.drawByCode': { method: 'GET', path: '/lgw/draw/code/:code', moduleId: 'COMM3', guess: true },
  // The issue on sale and its neighbours, raw: the jQuery lottery clients and a Python QA script read
  // every field of the answer (the C# betting client its `numero`), so its shape is not a guess.
  'lottery.nearNumbers': { method: 'GET', path: '/lgw/numeros/near', moduleId: 'COMM3' },
  // What a bet slip is made of, each read field by field by the public clients (contract/PUBLIC-CLIENTS.md):
  // the play menu by prize mode (R, J2, J4, J5; §2), the betting modes and their units (R, J2, J4,
  // J5; §4), the ball statistics by position (R, J2, J4, J5; §5) and the member's series by game
  // group and prize mode (R, J1, J2, C; §3). None of these shapes is a guess.
  'lottery.playMenu': { method: 'GET', path: '/lgw/games/:gameId/play_menu', moduleId: 'COMM3' },
  'lottery.hotGap': { method: 'GET', path: '/lgw/draw/:gameId/hot_gap_info', moduleId: 'COMM3' },
  'lottery.gameSetting': { method: 'GET', path: '/lgw/games/:gameId/setting', moduleId: 'COMM3' },
  'lottery.series': { method: 'GET', path: '/lgw/customers/series', moduleId: 'COMM3', token: true },
  // The lottery client's bet (`bettingSlipString`), its day's orders and the cancel of open sub-orders
  // (the body is the list of sub-order ids). The paths and payloads are the clients'; of the answers
  // only a few fields are read (the bet's `orderNumber`, `numero`, `totalBettingAmount`), the rest is ours.
  'lottery.bet': { method: 'POST', path: '/lgw/orders/betting', moduleId: 'COMM3', token: true, guess: true },
  'lottery.todayOrders': { method: 'GET', path: '/lgw/orders/today', moduleId: 'COMM3', token: true, guess: true },
  'lottery.cancelOrders': { method: 'PUT', path: '/lgw/orders/suborders/cancel', moduleId: 'COMM3', token: true, guess: true },
} as const satisfies WireSpecs;
