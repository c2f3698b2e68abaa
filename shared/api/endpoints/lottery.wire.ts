import type { WireSpecs } from '../endpointWire';

/**
 * Lottery: menus, draws, opened numbers and betting. The `/lgw` (and `/lotto/lgw`) calls answer
 * raw JSON, not the envelope; `:gameId` and `:code` are filled from the payload field of that name.
 */
export const lotteryWire = {
  'lottery.games': { method: 'GET', path: '/lgw/games', moduleId: 'COMM3' },
  'lottery.menus': { method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3' },
  'lottery.recentMenus': { method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', token: true },
  'lottery.popular': { method: 'GET', path: '/lgw/games/popular', moduleId: 'AGEANNOUNCE3' },
  'lottery.openedNumbers': {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'COMM3',
    token: true,
    aliases: ['/lgw/games/opened/numero'],
  },
  'lottery.vnMenus': { method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3' },
  'lottery.vnRecentMenus': { method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', token: true },
  'lottery.vnOpenedNumbers': { method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'AGEANNOUNCE3' },
  'lottery.draws': { method: 'GET', path: '/lgw/draw/:gameId', moduleId: 'COMM3' },
  'lottery.drawByCode': { method: 'GET', path: '/lgw/draw/code/:code', moduleId: 'COMM3' },
  'lottery.nearNumbers': { method: 'GET', path: '/lgw/numeros/near', moduleId: 'COMM3' },
  'lottery.playMenu': { method: 'GET', path: '/lgw/games/:gameId/play_menu', moduleId: 'COMM3' },
  'lottery.hotGap': { method: 'GET', path: '/lgw/draw/:gameId/hot_gap_info', moduleId: 'COMM3' },
  'lottery.gameSetting': { method: 'GET', path: '/lgw/games/:gameId/setting', moduleId: 'COMM3' },
  'lottery.series': { method: 'GET', path: '/lgw/customers/series', moduleId: 'COMM3', token: true },
  'lottery.bet': { method: 'POST', path: '/lgw/orders/betting', moduleId: 'COMM3', token: true },
} as const satisfies WireSpecs;
