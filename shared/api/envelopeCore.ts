/**
 * The envelope's shape and its helpers, without the schema builders of envelope.ts: the client
 * bundle imports this module, and the schema engine stays out of it.
 */

/** The answer shape of every `/wps` call: business failures are HTTP 200 with `success: false`. */
export interface Envelope<V = unknown> {
  success: boolean;
  value: V;
  message?: string;
  errorCode?: string;
}

export function ok<V>(value: V, message?: string): Envelope<V> {
  return message === undefined ? { success: true, value } : { success: true, value, message };
}

export function fail<V = null>(errorCode: string, message: string, value: V = null as V): Envelope<V> {
  return { success: false, value, message, errorCode };
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
