import { completeWire, type EndpointWire, type PathParams } from './endpointWire';
import { mergeDomains } from './mergeDomains';
import { domainWires } from '../domains/wire';

/**
 * The wire facts of every upstream call, one entry per endpoint key, defaults filled. Paths and
 * module ids are the platform's own; entries marked `ours` were designed here in its style where
 * the platform publishes no path. Calls of the legacy platform generation and the SIT-only
 * `/unsecure` variants are left out on purpose: current platforms do not answer them.
 *
 * Nothing here imports the schema engine, so the client bundle uses this table directly; the
 * schemas join the same keys in catalogue.ts.
 */
export const wireSpecs = mergeDomains(domainWires);

export type EndpointKey = keyof typeof wireSpecs;

/** One call's wire facts with its key stamped, and its path as written (for its `:name` parameters). */
export type KeyedWire<K extends EndpointKey> = EndpointWire & { key: K; path: (typeof wireSpecs)[K]['path'] };

export const endpointWire = Object.fromEntries(Object.entries(wireSpecs).map(([key, spec]) => [key, { ...completeWire(spec), key }])) as {
  [K in EndpointKey]: KeyedWire<K>;
};

/** The path parameters of a call, filled from its payload: `{ gameId }` for `lottery.draws`. */
export type PathParamsOf<K extends EndpointKey> = PathParams<(typeof wireSpecs)[K]['path']>;
