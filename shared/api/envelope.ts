import Type, { type Static, type TSchema } from 'typebox';

/** The answer shape of every `/wps` call: business failures are HTTP 200 with `success: false`. */
export interface Envelope<V = unknown> {
  success: boolean;
  value: V;
  message?: string;
  errorCode?: string;
}

export const EnvelopeOf = <V extends TSchema>(value: V) =>
  Type.Object({
    success: Type.Boolean(),
    value,
    message: Type.Optional(Type.String()),
    errorCode: Type.Optional(Type.String()),
  });

export const AnyEnvelope = EnvelopeOf(Type.Unknown());
export type AnyEnvelope = Static<typeof AnyEnvelope>;

/** Error codes that the client, gateway and sandbox agree on. Upstream codes first, then ours. */
export const ErrorCode = {
  notSession: 'login.not.session',
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  requestParamErr: 'request_param_err',
  systemBusy: '#727 system busy',
  notFound: 'not.found',
  upstreamUnavailable: 'gateway.upstream_unavailable',
  upstreamTimeout: 'gateway.upstream_timeout',
  upstreamInvalid: 'gateway.upstream_invalid',
  throttled: 'gateway.throttled',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function ok<V>(value: V, message?: string): Envelope<V> {
  return message === undefined ? { success: true, value } : { success: true, value, message };
}

export function fail<V = null>(errorCode: string, message: string, value: V = null as V): Envelope<V> {
  return { success: false, value, message, errorCode };
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
