/**
 * The points area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { pointsArea } from './area';
export { approveRedeem, listRedeemsForDesk, rejectRedeem } from './points-desk';
