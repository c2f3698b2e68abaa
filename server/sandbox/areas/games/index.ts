/**
 * The games area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { gamesArea } from './area';
export { maskName } from './games-handlers';
export { FIRST_NODE_ID } from './games-seed';
export { type WinRow } from './winners';
