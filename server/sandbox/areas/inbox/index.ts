/**
 * The inbox area's entry: the area for the list (areas/index.ts) and nothing else: no other area uses
 * any of its files.
 */
export { inboxArea } from './area';
