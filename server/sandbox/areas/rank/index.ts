/**
 * The rank area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { rankArea } from './area';
export { evaluateRank } from './rank-engine';
