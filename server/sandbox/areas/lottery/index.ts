/**
 * The lottery area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { lotteryArea } from './area';
export { ballRules, type BallRule } from './plays';
