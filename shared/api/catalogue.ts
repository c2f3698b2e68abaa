import type { TSchema } from 'typebox';
import type { Endpoint, SchemasFor } from './endpoint';
import type { CallRoute } from './endpointWire';
import { mergeDomains } from './mergeDomains';
import { domainSchemas } from '../domains/endpoints';
import { endpointWire, type EndpointKey, type wireSpecs } from './wire';
import { NoPayload, Open } from '../domains/common';

export type { EndpointKey };

/**
 * The endpoint catalogue: one entry per upstream call, named by a stable key, with its wire facts
 * (wire.ts, from `shared/domains/<domain>/wire.ts`) and its payload and answer schemas (from
 * `shared/domains/<domain>/endpoints.ts`). Each domain's schema table has exactly the keys of its wire table, so
 * every key here has both. Schemas are filled as each area is built; `Open` marks the ones to come.
 */
const schemas = mergeDomains(domainSchemas) satisfies SchemasFor<typeof wireSpecs>;

type Schemas = typeof schemas;
type PayloadSchema<K extends EndpointKey> = Schemas[K] extends { payload: infer P extends TSchema } ? P : typeof NoPayload;
type ValueSchema<K extends EndpointKey> = Schemas[K] extends { value: infer V extends TSchema } ? V : typeof Open;

/** A catalogue entry: its key stamped, its own payload and answer schemas. */
export type CatalogueEntry<K extends EndpointKey> = Endpoint<PayloadSchema<K>, ValueSchema<K>> & { key: K };

function entryOf(key: EndpointKey): Endpoint {
  const own: { payload?: TSchema; value?: TSchema } = schemas[key];
  return { ...endpointWire[key], payload: own.payload ?? NoPayload, value: own.value ?? Open };
}

export const catalogue = Object.fromEntries(Object.keys(endpointWire).map((key) => [key, entryOf(key as EndpointKey)])) as {
  [K in EndpointKey]: CatalogueEntry<K>;
};

export const endpoints: readonly Endpoint[] = Object.values(catalogue);

/**
 * Every method and path the platform answers for a call, its own first and then its aliases, each
 * with where it carries the payload: how the sandbox and the gateway find a call.
 */
export function routesOf(entry: Endpoint): CallRoute[] {
  return [{ method: entry.method, path: entry.path, payloadIn: entry.payloadIn }, ...entry.aliases];
}
