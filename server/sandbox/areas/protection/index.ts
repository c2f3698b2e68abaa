/**
 * The protection area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { protectionArea } from './area';
export { type ProtectionRepository } from './protection-repository';
