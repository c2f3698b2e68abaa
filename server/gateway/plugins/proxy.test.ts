import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { botCheckHeaders } from '../test-support/bot-check';
import { deadUpstreamUrl, logCapture, sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { rawHttp } from '../test-support/raw-http';

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const balancePath = catalogue['cashier.balance'].path;
const loginPath = catalogue['identity.login'].path;

describe('proxy: what is forwarded', () => {
  it('forwards /wps, /lgw and /lotto/lgw with method, path and query', async () => {
    app = await testGateway(upstream);
    await request(app.server).get(`${balancePath}?typeId=0&_=17&a=1&a=2&s=x+y%2Bz`).expect(200);
    await request(app.server).get('/lgw/games/popular').expect(200);
    await request(app.server).delete('/lotto/lgw/games/opened/numero?x=1').expect(200);
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${balancePath}?typeId=0&_=17&a=1&a=2&s=x+y%2Bz`,
      'GET /lgw/games/popular',
      'DELETE /lotto/lgw/games/opened/numero?x=1',
    ]);
  });

  it('never proxies the sandbox-only paths or look-alike prefixes', async () => {
    app = await testGateway(upstream);
    for (const path of ['/__dev/sms', '/img/banner/a.svg', '/play/slot', '/wpsx/system', '/lgwx', '/lotto/other']) {
      await request(app.server).get(path).expect(404);
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('keeps every end-to-end header and the encrypted body byte for byte', async () => {
    app = await testGateway(upstream);
    // An encrypted call's body: a Base64 DES ciphertext; the digest header must still match it.
    const body = Buffer.from(JSON.stringify({ value: 'U2FsdGVkX1+vupppZksvRf5pq5g5XjFRlipRkwB0K1Y96Qsv2Lm+31cmzaAILwyt' }) + '  \n');
    const headers = {
      Authorization: 'tok-123',
      Encryption: 'a1b2c3',
      'X-Digest': 'U2FsdGVkX1+vupppZksvRf5pq5g5XjFRlipRkwB0K1Y96Qsv2Lm+31cmzaAILwyt',
      'X-RSA': 'c0ffee',
      ModuleId: 'COMM3',
      Language: 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
      'Content-Type': 'application/json;charset=UTF-8',
    };
    // Sent as text: the HTTP client would re-serialise a Buffer given with a JSON content type.
    await request(app.server).post(loginPath).set(headers).send(body.toString('utf8')).expect(200);
    const seen = upstream.seen[0];
    expect(seen.body.toString('latin1')).toBe(body.toString('latin1'));
    for (const [name, value] of Object.entries(headers)) expect(seen.headers[name.toLowerCase()]).toBe(value);
  });

  it('passes binary bodies unchanged', async () => {
    app = await testGateway(upstream);
    const bytes = Buffer.from([0xff, 0x00, 0xfe, 0x7b, 0x22, 0x80, 0x0a]);
    const register = catalogue['identity.register'].path;
    const bot = await botCheckHeaders(app);
    await request(app.server).put(register).set(bot).set('content-type', 'application/octet-stream').send(bytes).expect(200);
    expect(upstream.seen[0].body.equals(bytes)).toBe(true);
  });

  it('does not forward hop-by-hop headers', async () => {
    app = await testGateway(upstream);
    await request(app.server)
      .get(balancePath)
      .set('Connection', 'keep-alive, X-Hop-Only')
      .set('X-Hop-Only', 'secret')
      .set('Keep-Alive', 'timeout=5')
      .set('Proxy-Authorization', 'Basic abc')
      .set('X-End-To-End', 'kept')
      .expect(200);
    const seen = upstream.seen[0].headers;
    expect(seen['x-hop-only']).toBeUndefined();
    expect(seen['keep-alive']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['x-end-to-end']).toBe('kept');
  });

  it("passes on the upstream's end-to-end answer headers and none of its hop-by-hop ones", async () => {
    upstream.on('GET', balancePath, (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, X-Upstream-Hop',
        'x-upstream-hop': 'secret',
        'keep-alive': 'timeout=5',
        'set-cookie': ['a=1', 'b=2'],
        'x-end-to-end': 'kept',
      });
      res.end('{"success":true}');
    });
    app = await testGateway(upstream);
    const answer = await request(app.server).get(balancePath).expect(200);
    expect(answer.headers['x-upstream-hop']).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['x-end-to-end']).toBe('kept');
    expect(answer.headers['content-length']).toBe('16');
  });

  it("writes the gateway's own headers on a passed-on answer, the upstream's winning where both name one", async () => {
    upstream.on('GET', balancePath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-frame-options': 'DENY' });
      res.end('{"success":true}');
    });
    app = await testGateway(upstream);
    const answer = await request(app.server).get(balancePath).set('X-Request-Id', 'lb-7').expect(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id']).toBe('lb-7');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('logs a passed-on answer as completed, with its status, as Fastify logs its own answers', async () => {
    upstream.on('GET', balancePath, (_req, res) => sendJson(res, { success: false, errorCode: 'x' }, 404));
    const capture = logCapture();
    app = await testGateway(upstream, { logger: capture.logger });
    await request(app.server).get(balancePath).set('X-Request-Id', 'lb-9').expect(404);
    const completed = capture.lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'lb-9', res: { statusCode: 404 } });
  });

  it('gives a passed-on HTML answer the page policy, as the pages get it', async () => {
    upstream.on('GET', '/lgw/notice', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<p>Notice</p>');
    });
    app = await testGateway(upstream);
    const answer = await request(app.server).get('/lgw/notice').expect(200);
    expect(answer.text).toBe('<p>Notice</p>');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('ends the connection of an answer still in flight while the gateway closes', async () => {
    upstream.on('GET', balancePath, (_req, res) => {
      setTimeout(() => sendJson(res, { success: true, value: 'late' }), 300);
    });
    app = await testGateway(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const { request: httpRequest, Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    const answer = new Promise<{ connection: string | undefined; text: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: balancePath, agent }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ connection: res.headers.connection, text }));
      })
        .on('error', reject)
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    expect(await answer).toEqual({ connection: 'close', text: '{"success":true,"value":"late"}' });
    await closing;
    app = undefined;
    agent.destroy();
  });

  it('adds Merchant from the brand when absent and keeps the one sent', async () => {
    app = await testGateway(upstream);
    await request(app.server).get(balancePath).expect(200);
    await request(app.server).get(balancePath).set('Merchant', 'othermerchant').expect(200);
    expect(upstream.seen[0].headers.merchant).toBe('gamefront1');
    expect(upstream.seen[1].headers.merchant).toBe('othermerchant');
  });

  it('refuses a duplicated Merchant header without reaching the upstream', async () => {
    app = await testGateway(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const variants = [
      ['Merchant: gamefront1', 'merchant: gamefront1'],
      ['MERCHANT: a', 'Merchant: b'],
    ];
    for (const merchantLines of variants) {
      const answer = await rawHttp(base, [`GET ${balancePath} HTTP/1.1`, 'Host: x', ...merchantLines, 'Connection: close']);
      expect(answer.statusCode).toBe(400);
      expect(answer.text).toContain('"errorCode":"function.not.available"');
    }
    await request(app.server).get(balancePath).set('Merchant', 'a, b').expect(400);
    await request(app.server).get(catalogue['system.status'].path).set('Merchant', 'a,b').expect(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it('forwards the connecting address when no proxy is trusted, ignoring a forged X-Forwarded-For', async () => {
    app = await testGateway(upstream);
    await request(app.server).get(balancePath).set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(upstream.seen[0].headers['x-real-ip']).toBe('127.0.0.1');
    expect(upstream.seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('with trustProxy uses the left-most forwarded address and appends the hop', async () => {
    app = await testGateway(upstream, { trustProxy: true });
    await request(app.server).get(balancePath).set('X-Forwarded-For', '203.0.113.9, 198.51.100.2').expect(200);
    expect(upstream.seen[0].headers['x-real-ip']).toBe('203.0.113.9');
    expect(upstream.seen[0].headers['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.2, 127.0.0.1');
  });

  it('keeps a valid X-Request-Id, echoes it and forwards it', async () => {
    app = await testGateway(upstream);
    const answer = await request(app.server).get(balancePath).set('X-Request-Id', 'lb-42.abc').expect(200);
    expect(answer.headers['x-request-id']).toBe('lb-42.abc');
    expect(upstream.seen[0].headers['x-request-id']).toBe('lb-42.abc');
    const fresh = await request(app.server).get(balancePath).set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bodies over 256 KB with the envelope, before the upstream', async () => {
    app = await testGateway(upstream);
    const answer = await request(app.server)
      .post(loginPath)
      .set('content-type', 'application/json')
      .send(Buffer.alloc(300 * 1024, 0x61))
      .expect(413);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('proxy: upstream failures', () => {
  it('answers 502 gateway.upstream_unavailable within a second when the upstream is down', async () => {
    app = await testGateway(await deadUpstreamUrl());
    const started = Date.now();
    const answer = await request(app.server).get(balancePath).expect(502);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.upstream_unavailable' });
    // /lgw answers raw JSON when it works, yet its failures are the envelope too.
    const lgw = await request(app.server).get('/lgw/games').expect(502);
    expect(lgw.body).toMatchObject({ success: false, errorCode: 'gateway.upstream_unavailable' });
  });

  it('answers 504 gateway.upstream_timeout at the response time-out when the upstream hangs', async () => {
    upstream.on('GET', balancePath, () => {
      /* never answers */
    });
    app = await testGateway(upstream, { responseTimeoutMs: 300 });
    const started = Date.now();
    const answer = await request(app.server).get(balancePath).expect(504);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(800);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.upstream_timeout' });
  });

  it('passes malformed JSON through byte for byte', async () => {
    upstream.on('GET', balancePath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":tru');
    });
    app = await testGateway(upstream);
    const answer = await request(app.server)
      .get(balancePath)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done(null, text));
      });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"success":tru');
  });

  it('passes upstream 5xx answers through as they are, without retrying', async () => {
    upstream.on('GET', balancePath, (_req, res) => sendJson(res, { success: false, errorCode: '#727 system busy' }, 503));
    upstream.on('POST', loginPath, (_req, res) => sendJson(res, { success: false, message: 'boom' }, 500));
    app = await testGateway(upstream);
    const started = Date.now();
    const get = await request(app.server).get(balancePath).expect(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(get.body).toEqual({ success: false, errorCode: '#727 system busy' });
    const post = await request(app.server).post(loginPath).send({ a: 1 }).expect(500);
    expect(post.body).toEqual({ success: false, message: 'boom' });
    expect(upstream.seen).toHaveLength(2);
  });

  it('survives players who hang up before the upstream answers, and logs no failure for them', async () => {
    upstream.on('GET', balancePath, (_req, res) => {
      setTimeout(() => sendJson(res, { success: true, value: 'late' }), 150);
    });
    const capture = logCapture();
    app = await testGateway(upstream, { logger: { ...capture.logger, level: 'debug' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { request: httpRequest } = await import('node:http');
    for (let i = 0; i < 5; i++) {
      const hangUp = httpRequest({ host: '127.0.0.1', port, path: balancePath });
      hangUp.on('error', () => undefined);
      hangUp.end();
      setTimeout(() => hangUp.destroy(), 30);
    }
    // Before the fix, the late answers' destroyed bodies raised an unhandled 'error' and ended the process.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await fetch(`http://127.0.0.1:${port}${balancePath}`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ success: true, value: 'late' });
    // A hang-up cancels the call: a note for debugging, not a warning that the platform failed.
    expect(capture.lines.filter((line) => line.msg === 'The player hung up; the upstream call was cancelled')).toHaveLength(5);
    expect(capture.lines.filter((line) => line.reqId !== undefined && (line.level as number) >= 40)).toEqual([]);
  });
});

describe('proxy: mirrors', () => {
  it('moves to the next mirror when the first refuses connections, and keeps away from it for a while', async () => {
    const dead = await deadUpstreamUrl();
    app = await testGateway([dead, upstream], { mirrors: { failureThreshold: 1 } });
    await request(app.server).post(loginPath).send({ username: 'a' }).expect(200);
    expect(upstream.seen).toHaveLength(1);

    // The first mirror comes back, but it is resting: the next calls still go to the second.
    const revived = await startRevived(dead);
    try {
      await request(app.server).get(balancePath).expect(200);
      expect(upstream.seen).toHaveLength(2);
      expect(revived.hits).toBe(0);
    } finally {
      await revived.close();
    }
  });

  it('answers 502 when every mirror is down', async () => {
    app = await testGateway([await deadUpstreamUrl(), await deadUpstreamUrl()]);
    await request(app.server).get(balancePath).expect(502);
  });
});

async function startRevived(url: string): Promise<{ hits: number; close(): Promise<void> }> {
  const state = { hits: 0 };
  const server = createServer((_req, res) => {
    state.hits += 1;
    sendJson(res, { success: true, value: 'revived' });
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(url).port), '127.0.0.1', resolve));
  return {
    get hits() {
      return state.hits;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
