import type { TSchema } from 'typebox';
import type { EndpointWire, WireSpecs } from './endpointWire';

export type { CallRoute, HttpMethod, EndpointWire } from './endpointWire';

/**
 * One upstream call: its wire facts and its schemas. `payload` is the query (GET, DELETE) or the
 * JSON body (POST, PUT) before any encryption; `value` is what the envelope's `value` holds, or the
 * whole answer when `answer` is `raw` (/lgw) or `text` (the RSA key).
 */
export interface Endpoint<P extends TSchema = TSchema, V extends TSchema = TSchema> extends EndpointWire {
  key: string;
  payload: P;
  value: V;
}

/**
 * The schemas of one call. Either may be left out: the payload then accepts any object
 * (NoPayload) and the answer is not checked yet (Open) until its area is built.
 */
export interface EndpointSchemas {
  readonly payload?: TSchema;
  readonly value?: TSchema;
}

/** A domain's schema table: exactly the keys of its wire table, no more, no fewer. */
export type SchemasFor<Wire extends WireSpecs> = { readonly [Key in keyof Wire]: EndpointSchemas };
