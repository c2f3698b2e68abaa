/**
 * The wire facts of an upstream call: how it travels, not what it carries. This module and the
 * `shared/domains/<domain>/wire.ts` tables import no schema engine, so the client bundle can ship them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointWire {
  method: HttpMethod;
  /** May hold `:name` parameters (`/lgw/draw/:gameId`), filled from the payload's field of that name. */
  path: string;
  moduleId: string;
  /** Refuses a guest with 401 login.not.session. Public calls still forward a token when there is one. */
  token: boolean;
  /** Body sent as the RSA + DES envelope; the platform refuses a plain body on these calls. */
  encrypted: boolean;
  /**
   * `envelope` for the current generation's `/wps` calls (`{success, value, message?, errorCode?}`);
   * `legacy` for calls on the older generation's documented paths, answered in its envelope
   * `{status, description, data}` (shared/api/envelopeCore.ts); `raw` JSON for `/lgw` (lottery);
   * `text` for the RSA key.
   */
  answer: 'envelope' | 'legacy' | 'raw' | 'text';
  /** `form` = application/x-www-form-urlencoded body (forgot password by e-mail). */
  payloadIn: 'query' | 'body' | 'form';
  /** Other paths the real platform is known to answer for the same call (MCS2_ vs MCSFE_ relays). */
  aliases: string[];
  /** Who answers the call (docs/architecture.md, "Who answers a call"). */
  kind: CallKind;
  /** The answer shape is not documented publicly; ours until a platform shows otherwise. */
  guess: boolean;
}

/**
 * Who answers a call:
 * - `platform`: a platform generation documents it; the gateway forwards it, the sandbox answers it as the platform would;
 * - `edge`: the brand's own (player protection, sign-in history, the bot check), answered by the gateway
 *   under `/wps/edge/` and never forwarded;
 * - `sandbox`: no platform documents it and the edge cannot own it; under `/wps/gf/`, answered only by the
 *   built-in sandbox, and the feature behind it steps aside on a platform without it.
 */
export type CallKind = 'platform' | 'edge' | 'sandbox';

/** Every edge call's path starts so. */
export const EDGE_PREFIX = '/wps/edge/';
/** Every sandbox-only call's path starts so. */
export const SANDBOX_PREFIX = '/wps/gf/';

/**
 * One entry as a domain table writes it: method, path and module id always, the other facts only
 * where they differ from the defaults that `completeWire` fills.
 */
export interface WireSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: string;
  readonly token?: boolean;
  readonly encrypted?: boolean;
  readonly answer?: EndpointWire['answer'];
  readonly payloadIn?: EndpointWire['payloadIn'];
  readonly aliases?: readonly string[];
  /** `platform` when left out. */
  readonly kind?: CallKind;
  /** The answer shape is not documented publicly; ours until a platform shows otherwise. */
  readonly guess?: boolean;
}

/** A domain's wire table, keyed by endpoint key (`games.list`). */
export type WireSpecs = Readonly<Record<string, WireSpec>>;

/**
 * The defaults: public, plain body; lottery paths (`/lgw`, `/lotto/lgw`) answer raw JSON and the
 * others the envelope; GET and DELETE carry the payload in the query, POST and PUT in the body.
 */
export function completeWire(spec: WireSpec): EndpointWire {
  const answersRaw = spec.path.startsWith('/lgw/') || spec.path.startsWith('/lotto/lgw/');
  return {
    method: spec.method,
    path: spec.path,
    moduleId: spec.moduleId,
    token: spec.token ?? false,
    encrypted: spec.encrypted ?? false,
    answer: spec.answer ?? (answersRaw ? 'raw' : 'envelope'),
    payloadIn: spec.payloadIn ?? (spec.method === 'GET' || spec.method === 'DELETE' ? 'query' : 'body'),
    aliases: [...(spec.aliases ?? [])],
    kind: spec.kind ?? 'platform',
    guess: spec.guess ?? false,
  };
}

/** A call relayed by the platform's gateway to one of its services: `/wps/relay/<SERVICE>_<call>`. */
export const relay = <const Name extends string>(name: Name) => `/wps/relay/${name}` as const;

/**
 * A member-service call answered under both relay prefixes: MCSFE_ (current) is the path,
 * MCS2_ (older platforms) the alias.
 */
export const memberServiceRelay = <const Name extends string>(name: Name) =>
  ({ path: relay(`MCSFE_${name}`), aliases: [relay(`MCS2_${name}`)] }) as const;

/** The `:name` parameters of a path, e.g. `gameId` of `/lgw/draw/:gameId/hot_gap_info`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The payload fields a path's parameters are filled from. `{}` for a path without parameters. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string | number };
