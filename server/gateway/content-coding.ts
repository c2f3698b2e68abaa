/**
 * Content codings the gateway sends (RFC 9110 §8.4.1): Brotli, else gzip, as the client's
 * Accept-Encoding allows. `identity` needs nothing; anything else the gateway does not produce.
 */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with for an Accept-Encoding header, or null for none. A coding counts when
 * it is listed, or matched by `*`, with a q-value above 0 (RFC 9110 §12.5.3); Brotli wins a tie,
 * being the smaller, and a higher q-value wins otherwise.
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
