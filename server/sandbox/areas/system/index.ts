/**
 * The system area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { systemArea } from './area';
export { fieldRuleOf, type FieldRow } from './system-repository';
export { serviceChatUrl } from './system-handlers';
