/**
 * The records area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { recordsArea } from './area';
export { transactionType, transactionTypeSql } from './transaction-types';
