/**
 * The lottery area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { lotteryArea } from './area';
export { payoutMultiplier } from './draw-engine';
export { openedNumber, orderDeps } from './lottery-handlers';
export { pickPool } from './numbers';
export { cancelOrders, placeBet, todayOrders } from './orders';
export { MODE_DIVISORS, playOf, PRIZE_MODE_IDS, PRIZE_SERIES, SINGLE_BET_PRICE_CENTS } from './plays';
