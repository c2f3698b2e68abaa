import type { FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { COMPRESS_MIN_BYTES } from '../answer-compression';
import { botCheckHeaders } from '../test-support/bot-check';
import { sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { statusValue } from '../test-support/status-answer';
import { MAX_INSPECTED_ANSWER_BYTES } from '../upstream-answer';

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let base: string;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  // A fixed CDN pick, so that two status answers are the same.
  app = await testGateway(upstream, { random: () => 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const vendorsPath = catalogue['games.vendors'].path;

/** A platform envelope of about 6 KB, with text beyond ASCII, as the upstream's exact bytes. */
const largeEnvelope = Buffer.from(
  JSON.stringify({
    success: true,
    value: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Vendor ${i}`, note: 'Piliin ang laro — ñ, ₱, 🎰' })),
  }),
);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as the bytes that came, with no decoding by the client. */
function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function answerWith(path: string, body: Buffer, headers: Record<string, string | number> = {}, statusCode = 200): void {
  upstream.on('GET', path, (_req, res) => {
    res.writeHead(statusCode, { 'content-type': 'application/json;charset=UTF-8', 'content-length': body.length, ...headers });
    res.end(body);
  });
}

describe('proxy: compressing text answers', () => {
  it('compresses a large JSON answer with Brotli when accepted, byte for byte once decompressed', async () => {
    answerWith(vendorsPath, largeEnvelope);
    const answer = await send(vendorsPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(largeEnvelope.length / 4);
    expect(brotliDecompressSync(answer.body).equals(largeEnvelope)).toBe(true);
    // The platform is asked as the client asked: only answers the gateway reads are asked for uncompressed.
    expect(upstream.seen[0].headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('compresses a body read whole of more than 64 KB too (in the thread pool), byte for byte', async () => {
    const big = Buffer.from(
      JSON.stringify({ success: true, value: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Laro ${i} ñ` })) }),
    );
    expect(big.length).toBeGreaterThan(64 * 1024);
    answerWith(vendorsPath, big);
    for (const [coding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await send(vendorsPath, { 'accept-encoding': coding });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decompress(answer.body).equals(big)).toBe(true);
    }
  });

  it('uses gzip when the client accepts gzip only', async () => {
    answerWith(vendorsPath, largeEnvelope);
    const answer = await send(vendorsPath, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).equals(largeEnvelope)).toBe(true);
  });

  it('sends a large answer plain, saying it varies, when the client accepts no coding', async () => {
    answerWith(vendorsPath, largeEnvelope);
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of asked) {
      const answer = await send(vendorsPath, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(largeEnvelope.length));
      expect(answer.body.equals(largeEnvelope)).toBe(true);
    }
  });

  it('sends an answer below the threshold plain, with no Vary', async () => {
    const small = Buffer.from(JSON.stringify({ success: true, value: 'x'.repeat(COMPRESS_MIN_BYTES - 40) }));
    expect(small.length).toBeLessThan(COMPRESS_MIN_BYTES);
    answerWith(vendorsPath, small);
    const answer = await send(vendorsPath, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(small)).toBe(true);
  });

  it('passes an answer the platform encoded itself byte for byte', async () => {
    const encoded = gzipSync(largeEnvelope);
    answerWith(vendorsPath, encoded, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    const answer = await send(vendorsPath, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-length']).toBe(String(encoded.length));
    expect(answer.body.equals(encoded)).toBe(true);
  });

  it('leaves HEAD, 204 and 304 answers as they are', async () => {
    upstream.on('HEAD', vendorsPath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': largeEnvelope.length });
      res.end();
    });
    const head = await send(vendorsPath, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers.vary).toBeUndefined();
    // A HEAD answer announces the length the GET's body has.
    expect(head.headers['content-length']).toBe(String(largeEnvelope.length));

    for (const statusCode of [204, 304]) {
      const path = `/wps/answer/${statusCode}`;
      upstream.on('GET', path, (_req, res) => {
        res.writeHead(statusCode, { 'content-type': 'application/json', etag: '"v1"' });
        res.end();
      });
      const answer = await send(path, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(statusCode);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.headers.etag).toBe('"v1"');
      expect(answer.body.length).toBe(0);
    }
  });

  it('leaves binary answers and answers marked no-transform alone', async () => {
    const picture = Buffer.alloc(4 * COMPRESS_MIN_BYTES, 0x41);
    answerWith('/lgw/picture', picture, { 'content-type': 'image/png' });
    answerWith(vendorsPath, largeEnvelope, { 'cache-control': 'no-transform' });
    for (const path of ['/lgw/picture', vendorsPath]) {
      const answer = await send(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.headers.vary, path).toBeUndefined();
    }
  });

  it('weakens a strong ETag and keeps what the answer varied with already', async () => {
    answerWith(vendorsPath, largeEnvelope, { etag: '"v7"', vary: 'Origin' });
    const answer = await send(vendorsPath, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.etag).toBe('W/"v7"');
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('compresses a text answer too large to hold as it streams', async () => {
    const line = 'Ang mabilis na kayumangging soro ay tumalon sa tamad na aso. ñ\n';
    const text = Buffer.from(line.repeat(Math.ceil((MAX_INSPECTED_ANSWER_BYTES * 1.5) / line.length)));
    upstream.on('GET', '/lgw/report', (_req, res) => {
      // Chunked, with no length announced: the size shows only as the body comes.
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write(text.subarray(0, 1000));
      res.end(text.subarray(1000));
    });
    const answer = await send('/lgw/report', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).equals(text)).toBe(true);
  });

  it('compresses an answer a guard reads, which the platform is asked for uncompressed', async () => {
    const smsPath = catalogue['identity.smsNoLogin'].path;
    const envelope = JSON.stringify({ success: true, value: { expiredMinutes: 5, note: 'n'.repeat(2 * COMPRESS_MIN_BYTES) } });
    upstream.on('POST', smsPath, (_req, res) => sendJson(res, JSON.parse(envelope)));
    const bot = await botCheckHeaders(app!);
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const body = JSON.stringify({ mobileNum: '9171111111', countryDialingCode: '+63' });
      const outgoing = httpRequest(`${base}${smsPath}`, {
        method: 'POST',
        headers: { ...bot, 'content-type': 'application/json', 'accept-encoding': 'br' },
      });
      outgoing.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(upstream.seen[0].headers['accept-encoding']).toBe('identity');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(envelope);
  });

  it("compresses the gateway's own status answer like the answers it passes on", async () => {
    const statusPath = catalogue['system.status'].path;
    const value = statusValue();
    value.info.resources = Array.from({ length: 40 }, (_, i) => ({ resourceType: `res${i}`, url: `https://cdn.example/r/${i}.png` }));
    upstream.on('GET', statusPath, (_req, res) => sendJson(res, { success: true, value }));
    const plain = await send(statusPath);
    const compressed = await send(statusPath, { 'accept-encoding': 'br' });
    expect(upstream.seen.map((seen) => seen.headers['accept-encoding'])).toEqual(['identity', 'identity']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
