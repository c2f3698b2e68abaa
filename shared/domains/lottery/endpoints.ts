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
  LotteryGameGroups,
  LotteryPlayMenu,
  LotteryGameSetting,
  LotterySeries,
  LotteryHotGap,
} from './schemas';

/**
 * Payload and answer schemas of the lottery calls (an empty entry keeps the defaults, see
 * SchemasFor). `value` is the whole raw answer here, there is no envelope around it. The calls whose
 * public clients send nothing but the path (`games`, `play_menu`, `setting`, `hot_gap_info`,
 * `customers/series`) keep the default payload: no query field is read, so any is let through (the
 * site's `t` cache-buster among them).
 */
export const lotterySchemas = {
  'lottery.games': { value: LotteryGameGroups },
  'lottery.menus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.recentMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.popular': { payload: PopularQuery, value: Type.Array(PopularLottery) },
  'lottery.openedNumbers': { payload: OpenedNumbersQuery, value: Type.Array(OpenedNumber) },
  'lottery.vnMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.vnRecentMenus': { payload: LotteryMenuQuery, value: LotteryMenus },
  'lottery.vnOpenedNumbers': { payload: VnOpenedNumbersQuery, value: Type.Array(OpenedNumber) },
  'lottery.draws': { payload: LotteryDrawsQuery, value: LotteryDrawPage },
  'lottery.drawByCode': { payload: LotteryDrawsQuery, value: LotteryDrawPage },
  'lottery.nearNumbers': { payload: LotteryNearNumbersQuery, value: LotteryNearNumbers },
  'lottery.playMenu': { value: LotteryPlayMenu },
  'lottery.hotGap': { value: LotteryHotGap },
  'lottery.gameSetting': { value: LotteryGameSetting },
  'lottery.series': { value: LotterySeries },
  'lottery.bet': { payload: LotteryBetPayload, value: LotteryBetResult },
  'lottery.todayOrders': { payload: LotteryTodayOrdersQuery, value: LotteryOrderPage },
  'lottery.cancelOrders': { payload: LotteryCancelPayload, value: LotteryCancelResult },
} satisfies SchemasFor<typeof lotteryWire>;
