import type { TSchema } from 'typebox';
import { Open, NoPayload } from '../schemas/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One upstream call. `payload` is the query (GET, DELETE) or the JSON body (POST, PUT) before any
 * encryption; `value` is what the envelope's `value` holds, or the whole answer when `answer` is
 * `raw` (/lgw) or `text` (the RSA key).
 */
export interface Endpoint<P extends TSchema = TSchema, V extends TSchema = TSchema> {
  key: string;
  method: HttpMethod;
  path: string;
  moduleId: string;
  /** Refuses a guest with 401 login.not.session. Public calls still forward a token when there is one. */
  token: boolean;
  /** Body sent as the RSA + DES envelope (reference §3); plain bodies are refused. */
  encrypted: boolean;
  answer: 'envelope' | 'raw' | 'text';
  /** `form` = application/x-www-form-urlencoded body (forgot password by e-mail). */
  payloadIn: 'query' | 'body' | 'form';
  payload: P;
  value: V;
  /** Other paths the real platform is known to answer for the same call (MCS2_ vs MCSFE_ relays). */
  aliases: string[];
  /** True where neither the spec nor the reference gives a path and we designed one in their style. */
  ours: boolean;
}

export interface EndpointOptions<P extends TSchema, V extends TSchema> {
  token?: boolean;
  encrypted?: boolean;
  answer?: Endpoint['answer'];
  payloadIn?: Endpoint['payloadIn'];
  payload?: P;
  value?: V;
  aliases?: string[];
  ours?: boolean;
}

/** Builds an entry without its key; the catalogue stamps keys from its property names. */
export function endpoint<P extends TSchema = typeof NoPayload, V extends TSchema = typeof Open>(
  method: HttpMethod,
  path: string,
  moduleId: string,
  options: EndpointOptions<P, V> = {},
): Omit<Endpoint<P, V>, 'key'> {
  const isLottery = path.startsWith('/lgw/') || path.startsWith('/lotto/lgw/');
  return {
    method,
    path,
    moduleId,
    token: options.token ?? false,
    encrypted: options.encrypted ?? false,
    answer: options.answer ?? (isLottery ? 'raw' : 'envelope'),
    payloadIn: options.payloadIn ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'body'),
    payload: options.payload ?? (NoPayload as unknown as P),
    value: options.value ?? (Open as unknown as V),
    aliases: options.aliases ?? [],
    ours: options.ours ?? false,
  };
}
