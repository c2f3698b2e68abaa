import type { Envelope } from '../../../shared/api/envelope';

/**
 * The envelope helpers of shared/api/envelope.ts, without its schema builders (which would bring
 * the schema engine into the first-load bundle). envelope.test.ts holds them to the shared ones.
 */
export function fail<V = null>(errorCode: string, message: string, value: V = null as V): Envelope<V> {
  return { success: false, value, message, errorCode };
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
