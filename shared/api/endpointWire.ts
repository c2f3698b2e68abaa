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
   * `text` for the RSA key; `none` for a success answered HTTP 204 without a body (the analytics
   * beacon `/wps/system/collect`), its value `null`. Refusals still come in the envelope.
   */
  answer: 'envelope' | 'legacy' | 'raw' | 'text' | 'none';
  /** `form` = application/x-www-form-urlencoded body (forgot password by e-mail). */
  payloadIn: 'query' | 'body' | 'form';
  /**
   * Other routes the real platform is known to answer for the same call: another path (MCS2_ vs
   * MCSFE_ relays; every lottery call's twin under the other lottery prefix, see `lotteryTwin`), or
   * another method that a public client sends (POST for the DELETE of sign-out).
   */
  aliases: CallRoute[];
  /** Who answers the call (docs/architecture.md, "Who answers a call"). */
  kind: CallKind;
  /** The answer shape is not documented publicly; ours until a platform shows otherwise. */
  guess: boolean;
}

/** A route the platform answers a call on: its method and path, and where it carries the payload. */
export interface CallRoute {
  method: HttpMethod;
  path: string;
  payloadIn: EndpointWire['payloadIn'];
}

/**
 * An alias as a domain table writes it: a path answered with the call's own method, or another
 * method (on the call's own path unless `path` names another).
 */
export type WireAliasSpec = string | { readonly method: HttpMethod; readonly path?: string };

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
  readonly aliases?: readonly WireAliasSpec[];
  /** `platform` when left out. */
  readonly kind?: CallKind;
  /** The answer shape is not documented publicly; ours until a platform shows otherwise. */
  readonly guess?: boolean;
}

/** A domain's wire table, keyed by endpoint key (`games.list`). */
export type WireSpecs = Readonly<Record<string, WireSpec>>;

/** Where a method carries the payload unless an entry says otherwise: GET and DELETE in the query, POST and PUT in the body. */
const defaultPayloadIn = (method: HttpMethod): EndpointWire['payloadIn'] => (method === 'GET' || method === 'DELETE' ? 'query' : 'body');

/**
 * The lottery gateway's two mounts. It is mounted under whatever prefix a site chooses, and a site
 * answers each of its calls under both: the jQuery and React lottery clients call `/lgw/...`; the
 * C# betting client makes every call under `/lotto/lgw/...` on one site (hongda) and, on another
 * (sgl818), reads under `/lgw` and bets under `/lotto/lgw`.
 */
export const LOTTERY_MOUNTS = ['/lgw', '/lotto/lgw'] as const;

/** A lottery path's twin under the other mount, or undefined for a path that is not the lottery's. */
export function lotteryTwin(path: string): string | undefined {
  const [short, long] = LOTTERY_MOUNTS;
  if (path.startsWith(`${short}/`)) return `${long}${path.slice(short.length)}`;
  if (path.startsWith(`${long}/`)) return `${short}${path.slice(long.length)}`;
  return undefined;
}

/**
 * The defaults: public, plain body; lottery paths (`/lgw`, `/lotto/lgw`) answer raw JSON and the
 * others the envelope, and a lottery route is answered under both prefixes (`lotteryTwin`); GET
 * and DELETE carry the payload in the query, POST and PUT in the body. An alias with the call's
 * own method carries the payload as the call does; one with another method carries it where that
 * method does by default.
 */
export function completeWire(spec: WireSpec): EndpointWire {
  const call = completeCall(spec);
  return { ...call, aliases: aliasRoutes(spec, call.payloadIn) };
}

/** A call's facts without its other routes: what a browser needs to send it (client/src/lib/wireTable.ts). */
export type CallWire = Omit<EndpointWire, 'aliases'>;

/** The defaults of `completeWire` for the call's own route; the browser sends only on that one. */
export function completeCall(spec: WireSpec): CallWire {
  return {
    method: spec.method,
    path: spec.path,
    moduleId: spec.moduleId,
    token: spec.token ?? false,
    encrypted: spec.encrypted ?? false,
    answer: spec.answer ?? (lotteryTwin(spec.path) !== undefined ? 'raw' : 'envelope'),
    payloadIn: spec.payloadIn ?? defaultPayloadIn(spec.method),
    kind: spec.kind ?? 'platform',
    guess: spec.guess ?? false,
  };
}

/** The other routes of `completeWire`: the entry's aliases, then every lottery route's twin under the other mount. */
function aliasRoutes(spec: WireSpec, payloadIn: EndpointWire['payloadIn']): CallRoute[] {
  const aliasOf = (alias: WireAliasSpec): CallRoute =>
    typeof alias === 'string'
      ? { method: spec.method, path: alias, payloadIn }
      : {
          method: alias.method,
          path: alias.path ?? spec.path,
          payloadIn: alias.method === spec.method ? payloadIn : defaultPayloadIn(alias.method),
        };
  const aliases = (spec.aliases ?? []).map(aliasOf);
  const known = (route: CallRoute) =>
    (route.method === spec.method && route.path === spec.path) || aliases.some((a) => a.method === route.method && a.path === route.path);
  for (const route of [{ method: spec.method, path: spec.path, payloadIn }, ...aliases]) {
    const twin = lotteryTwin(route.path);
    if (twin !== undefined && !known({ ...route, path: twin })) aliases.push({ ...route, path: twin });
  }
  return aliases;
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
