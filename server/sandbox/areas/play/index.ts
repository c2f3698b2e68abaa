/**
 * The play area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { playArea } from './area';
export { createPlayRepository } from './play-repository';
export { playRound } from './rounds';
export { payOf, SLOT_PAYTABLE, SLOT_SYMBOLS, type SlotSymbol } from './slot';
