import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { lotteryWire } from './wire';
import {
  LotteryMenus,
  LotteryMenuQuery,
  PopularQuery,
  PopularLottery,
  OpenedNumbersQuery,
  VnOpenedNumbersQuery,
  OpenedNumber,
  LotteryBetPayload,
  LotteryBetResult,
  LotteryTodayOrdersQuery,
  LotteryOrderPage,
  LotteryCancelPayload,
  LotteryCancelResult,
  LotteryDrawsQuery,
  LotteryDrawPage,
  LotteryNearNumbers,
  LotteryNearNumbersQuery,
} from './schemas';

/**
 * Payload and answer schemas of the lottery calls (an empty entry keeps the defaults, see
 * SchemasFor). `value` is the whole raw answer here, there is no envelope around it.
 */
export const lotterySchemas = {
  'lottery.games': {},
  'lottery.menus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.recentMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.popular': { payload: PopularQuery, value: Type.Array(PopularLottery) },
  'lottery.openedNumbers': { payload: OpenedNumbersQuery, value: Type.Array(OpenedNumber) },
  'lottery.vnMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.vnRecentMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.vnOpenedNumbers': { payload: VnOpenedNumbersQuery, value: Type.Array(OpenedNumber) },
  'lottery.draws': { payload: LotteryDrawsQuery, value: LotteryDrawPage },
  'lottery.drawByCode': {},
  'lottery.nearNumbers': { payload: LotteryNearNumbersQuery, value: LotteryNearNumbers },
  'lottery.playMenu': {},
  'lottery.hotGap': {},
  'lottery.gameSetting': {},
  'lottery.series': {},
  'lottery.bet': { payload: LotteryBetPayload, value: LotteryBetResult },
  'lottery.todayOrders': { payload: LotteryTodayOrdersQuery, value: LotteryOrderPage },
  'lottery.cancelOrders': { payload: LotteryCancelPayload, value: LotteryCancelResult },
} satisfies SchemasFor<typeof lotteryWire>;
