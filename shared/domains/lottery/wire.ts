import type { WireSpecs } from '../../api/endpointWire';

/**
 * Lottery: menus, draws, opened numbers and betting. The `/lgw` (and `/lotto/lgw`) calls answer
 * raw JSON, not the envelope; `:gameId` and `:code` are filled from the payload field of that name.
 */
export const lotteryWire = {
  'lottery.games': { method: 'GET', path: '/lgw/games', moduleId: 'COMM3', guess: true },
  'lottery.menus': { method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3' },
  'lottery.recentMenus': { method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', token: true, guess: true },
  'lottery.popular': { method: 'GET', path: '/lgw/games/popular', moduleId: 'AGEANNOUNCE3', guess: true },
  'lottery.openedNumbers': {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'COMM3',
    token: true,
    aliases: ['/lgw/games/opened/numero'],
    guess: true,
  },
  'lottery.vnMenus': { method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3' },
  'lottery.vnRecentMenus': { method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', token: true, guess: true },
  'lottery.vnOpenedNumbers': { method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'AGEANNOUNCE3', guess: true },
  // Draw history, paged from 0 (`?page=0&size=10`, as the lottery client asks); the page's shape is ours.
  'lottery.draws': { method: 'GET', path: '/lgw/draw/:gameId', moduleId: 'COMM3', guess: true },
  'lottery.drawByCode': { method: 'GET', path: '/lgw/draw/code/:code', moduleId: 'COMM3', guess: true },
  'lottery.nearNumbers': { method: 'GET', path: '/lgw/numeros/near', moduleId: 'COMM3', guess: true },
  'lottery.playMenu': { method: 'GET', path: '/lgw/games/:gameId/play_menu', moduleId: 'COMM3', guess: true },
  'lottery.hotGap': { method: 'GET', path: '/lgw/draw/:gameId/hot_gap_info', moduleId: 'COMM3', guess: true },
  'lottery.gameSetting': { method: 'GET', path: '/lgw/games/:gameId/setting', moduleId: 'COMM3', guess: true },
  'lottery.series': { method: 'GET', path: '/lgw/customers/series', moduleId: 'COMM3', token: true, guess: true },
  // The lottery client's bet (`bettingSlipString`), its day's orders and the cancel of open sub-orders
  // (the body is the list of sub-order ids). The paths and payloads are the client's; what they
  // answer is not published.
  'lottery.bet': { method: 'POST', path: '/lgw/orders/betting', moduleId: 'COMM3', token: true, guess: true },
  'lottery.todayOrders': { method: 'GET', path: '/lgw/orders/today', moduleId: 'COMM3', token: true, guess: true },
  'lottery.cancelOrders': { method: 'PUT', path: '/lgw/orders/suborders/cancel', moduleId: 'COMM3', token: true, guess: true },
} as const satisfies WireSpecs;
