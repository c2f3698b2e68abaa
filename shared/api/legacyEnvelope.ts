import { isEnvelope, type Envelope } from './envelopeCore';
/**
 * The older platform generation's answer shape (upstream reference §2.1): `status` says success,
 * `description` holds the error code of a failure ('' on success) and `data` the value. It carries
 * no message. Failures keep the HTTP status the current generation gives the same failure (200 for
 * a business refusal, 401 for `login.not.session`, 400 for the gateway's own refusals).
 */
export interface LegacyEnvelope<V = unknown> {
  status: boolean;
  description: string;
  data: V;
}

export function legacyOk<V>(value: V): LegacyEnvelope<V> {
  return { status: true, description: '', data: value };
}

export function legacyFail<V = null>(errorCode: string, value: V = null as V): LegacyEnvelope<V> {
  return { status: false, description: errorCode, data: value };
}

/** The same answer in the older generation's shape: the message has no place there. */
export function toLegacy<V>(envelope: Envelope<V>): LegacyEnvelope<V> {
  return envelope.success ? legacyOk(envelope.value) : legacyFail(envelope.errorCode ?? '', envelope.value);
}

export function isLegacyEnvelope(body: unknown): body is LegacyEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as LegacyEnvelope).status === 'boolean' &&
    typeof (body as LegacyEnvelope).description === 'string'
  );
}

/**
 * Either generation's envelope as the same result, the current envelope: a legacy success's `data`
 * becomes `value`, a legacy failure's `description` the `errorCode` (with no message, so the site
 * words it itself). Anything that is neither envelope answers null.
 */
export function readEnvelope(body: unknown): Envelope | null {
  if (isEnvelope(body)) return body;
  if (!isLegacyEnvelope(body)) return null;
  const value = body.data === undefined ? null : body.data;
  return body.status ? { success: true, value } : { success: false, value, errorCode: body.description };
}
