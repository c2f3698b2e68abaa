/**
 * Error codes that the client, gateway and sandbox agree on. Upstream codes first, then ours.
 * Plain data: the client bundle imports it without the schema engine.
 */
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
  botCheckFailed: 'gateway.bot_check_failed',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
