/**
 * The contracts area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { contractsArea } from './area';
export { contractCaller, settlementsPager } from './contracts-handlers';
export { type ContractRow, type StoredTier } from './contracts-repository';
export { contractSummary, offerContract } from './offers';
