import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding, type ContentCoding } from './content-coding';

/**
 * Text answers the gateway passes on, or writes itself, go compressed when the client accepts it
 * (RFC 9110 §8.4): the platform sends its JSON plain, and a page's first calls (status, vendor list,
 * announcements) carry tens of kilobytes. Below COMPRESS_MIN_BYTES an answer goes as it is: the
 * saving would be a few hundred bytes at most, not worth a compressor's time.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at quality 4 costs about what gzip's default level costs and compresses better; text mode suits JSON. */
const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_DEFAULT_COMPRESSION };

/**
 * Text worth compressing: JSON, text (an event stream aside: it must flow as it is written),
 * JavaScript, XML and SVG. Anything else (images, archives, binary) is compressed already or gains nothing.
 */
const TEXT_TYPE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|javascript|x-javascript|ecmascript|xml)|[\w.-]+\/[\w.-]+\+(?:json|xml))\s*(?:;|$)/i;

export function isTextType(contentType: unknown): boolean {
  return typeof contentType === 'string' && TEXT_TYPE.test(contentType);
}

/** The headers of an answer that decide whether it may be compressed on the way. */
export interface AnswerShape {
  method: string;
  statusCode: number;
  contentType: unknown;
  contentEncoding: unknown;
  cacheControl: unknown;
  /** The body's length when known (read whole, or announced); null when it is not known yet. */
  length: number | null;
}

/**
 * Whether the answer's body is one the gateway compresses for a client that accepts it. Never a
 * HEAD's or a 1xx/204/304's (no body), a 206's (its ranges count bytes of the uncompressed body),
 * an answer already encoded (passed on byte for byte), one marked `no-transform` (RFC 9111 §5.2.2.6),
 * a non-text one or one known to be smaller than COMPRESS_MIN_BYTES. Such an answer varies with
 * Accept-Encoding, whether or not this client's allows a coding, so it carries `Vary: Accept-Encoding`.
 */
export function variesWithEncoding(answer: AnswerShape): boolean {
  const { statusCode } = answer;
  if (answer.method === 'HEAD' || statusCode < 200 || statusCode === 204 || statusCode === 206 || statusCode === 304) return false;
  if (answer.length !== null && answer.length < COMPRESS_MIN_BYTES) return false;
  if (answer.contentEncoding !== undefined && answer.contentEncoding !== 'identity') return false;
  if (typeof answer.cacheControl === 'string' && /\bno-transform\b/i.test(answer.cacheControl)) return false;
  return isTextType(answer.contentType);
}

/** The Vary header value with Accept-Encoding in it (RFC 9110 §12.5.5), keeping what the answer named already. */
export function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (current.trim() === '') return 'Accept-Encoding';
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

/** A strong entity tag names the identity body's bytes: a compressed body carries it as a weak one (RFC 9110 §8.8.1). */
export function weakenedEtag(etag: unknown): unknown {
  return typeof etag === 'string' && etag.startsWith('"') ? `W/${etag}` : etag;
}

/**
 * Up to this size a body is compressed on the main thread: a platform envelope takes some 20–40 µs,
 * where handing it to zlib's thread pool costs several times that in set-up and callbacks. A larger
 * body goes to the thread pool, so the event loop keeps serving meanwhile.
 */
const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

/** Brotli told the body's size picks a window to fit it instead of allocating its largest. */
function brotliOptionsFor(body: Buffer): BrotliOptions {
  return { params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

/** Compresses a body read whole; the callback may run before this returns. */
export function compressBody(coding: ContentCoding, body: Buffer, callback: (error: Error | null, compressed: Buffer) => void): void {
  if (body.length > COMPRESS_INLINE_MAX_BYTES) {
    if (coding === 'br') brotliCompress(body, brotliOptionsFor(body), callback);
    else gzip(body, GZIP_OPTIONS, callback);
    return;
  }
  callback(null, coding === 'br' ? brotliCompressSync(body, brotliOptionsFor(body)) : gzipSync(body, GZIP_OPTIONS));
}

/** A compressor for a body that streams. */
export function compressorStream(coding: ContentCoding): Transform {
  return coding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/**
 * Sends a body the gateway wrote or read itself through Fastify, compressed when it is text of
 * COMPRESS_MIN_BYTES or more and the request's Accept-Encoding allows a coding, with the reply's
 * Content-Type and status already set.
 */
export async function sendCompressible(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  const shape: AnswerShape = {
    method: request.method,
    statusCode: reply.statusCode,
    contentType: reply.getHeader('content-type'),
    contentEncoding: reply.getHeader('content-encoding'),
    cacheControl: reply.getHeader('cache-control'),
    length: body.length,
  };
  if (!variesWithEncoding(shape)) return reply.send(body);
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(body);
  const compressed = await new Promise<Buffer>((resolve, reject) =>
    compressBody(coding, body, (error, result) => (error ? reject(error) : resolve(result))),
  );
  const etag = reply.getHeader('etag');
  if (etag !== undefined) reply.header('etag', weakenedEtag(etag));
  return reply.header('content-encoding', coding).send(compressed);
}
