import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { frozenUpstream, logCapture, sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';

const balancePath = catalogue['cashier.balance'].path;
const loginPath = catalogue['identity.login'].path;
const rsaPath = catalogue['identity.rsaKey'].path;

let a: FakeUpstream;
let b: FakeUpstream;
let app: FastifyInstance | undefined;
const closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  a = await startFakeUpstream();
  b = await startFakeUpstream();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const close of closers.splice(0)) await close();
  await a.close();
  await b.close();
});

async function listening(gateway: FastifyInstance): Promise<string> {
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
}

describe('mirror failover', () => {
  it('a frozen first mirror: GETs time out there, move to the second, and after the threshold go straight to it', async () => {
    const frozen = await frozenUpstream();
    closers.push(frozen.close);
    app = await testGateway([frozen.url, b], { responseTimeoutMs: 200, mirrors: { failureThreshold: 2, backoffMs: 60_000 } });
    for (let i = 0; i < 2; i++) await request(app.server).get(balancePath).expect(200);
    const started = Date.now();
    for (let i = 0; i < 5; i++) await request(app.server).get(balancePath).expect(200);
    expect(Date.now() - started).toBeLessThan(200);
    expect(b.seen).toHaveLength(7);
    const detail = await request(app.server).get('/healthz/mirrors').expect(200);
    expect(detail.body.mirrors[0]).toMatchObject({ origin: frozen.url, state: 'open', lastError: 'GF_UPSTREAM_RESPONSE_TIMEOUT' });
    expect(detail.body.mirrors[1]).toMatchObject({ origin: b.url, state: 'closed', failures: 0 });
  });

  it('/readyz is ready while the second mirror serves and the first is frozen', async () => {
    const frozen = await frozenUpstream();
    closers.push(frozen.close);
    b.on('GET', rsaPath, (_req, res) => sendJson(res, { success: true, value: 'c0ffee' }));
    app = await testGateway([frozen.url, b], { responseTimeoutMs: 200 });
    const answer = await request(app.server).get('/readyz').expect(200);
    expect(answer.body.checks.upstream).toEqual({ ok: true });
  });

  it('a first mirror answering 503: GETs move on and the 5xx is logged; a POST is not repeated elsewhere', async () => {
    a.on('GET', balancePath, (_req, res) => sendJson(res, { success: false, errorCode: '#727 system busy' }, 503));
    a.on('POST', loginPath, (_req, res) => sendJson(res, { success: false, message: 'boom' }, 503));
    const capture = logCapture();
    app = await testGateway([a, b], { logger: capture.logger, mirrors: { failureThreshold: 5 } });
    const get = await request(app.server).get(balancePath).expect(200);
    expect(get.body.success).toBe(true);
    expect(b.seen).toHaveLength(1);
    const post = await request(app.server).post(loginPath).send({ a: 1 }).expect(503);
    expect(post.body).toEqual({ success: false, message: 'boom' });
    expect(b.seen).toHaveLength(1);
    const logged = capture.lines.filter((l) => l.msg === 'Upstream mirror answered a server error');
    expect(logged[0]).toMatchObject({ origin: a.url, statusCode: 503, excerpt: '{"success":false,"errorCode":"#727 system busy"}' });
  });

  it('probes a mirror set aside with the RSA key call before it takes traffic again', async () => {
    let broken = true;
    a.on('GET', balancePath, (_req, res) => sendJson(res, { success: true, value: 'a' }, broken ? 503 : 200));
    a.on('GET', rsaPath, (_req, res) => sendJson(res, { success: true, value: 'c0ffee' }, broken ? 503 : 200));
    app = await testGateway([a, b], { mirrors: { failureThreshold: 1, backoffMs: 50 } });
    await request(app.server).get(balancePath).expect(200);
    broken = false;
    await request(app.server).get(balancePath).expect(200);
    expect(b.seen).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const back = await request(app.server).get(balancePath).expect(200);
    expect(back.body.value).toBe('a');
    expect(a.seen.map((r) => r.url)).toEqual([balancePath, rsaPath, balancePath]);
  });
});

describe('deadlines and cut answers', () => {
  it('an upstream dripping its body at a byte per 100 ms is cut at the total deadline with a 504', async () => {
    a.on('GET', balancePath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    });
    app = await testGateway(a, { responseTimeoutMs: 300 });
    const started = Date.now();
    const answer = await request(app.server).get(balancePath).expect(504);
    expect(Date.now() - started).toBeLessThan(800);
    expect(answer.body).toMatchObject({ errorCode: 'gateway.upstream_timeout' });
  });

  it('a streamed (non-JSON) answer is ended at the total deadline too', async () => {
    a.on('GET', '/lgw/file', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 100 });
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    });
    app = await testGateway(a, { responseTimeoutMs: 300 });
    const base = await listening(app);
    const started = Date.now();
    const outcome = await fetch(`${base}/lgw/file`).then(
      (r) =>
        r.arrayBuffer().then(
          () => 'whole',
          () => 'cut',
        ),
      () => 'cut',
    );
    expect(outcome).toBe('cut');
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('a JSON answer cut short becomes gateway.upstream_invalid, logged with its mirror', async () => {
    a.on('GET', balancePath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.write('{"success":true,"val', () => res.socket?.destroy());
    });
    const capture = logCapture();
    app = await testGateway(a, { logger: capture.logger });
    const answer = await request(app.server).get(balancePath).expect(502);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.upstream_invalid' });
    const logged = capture.lines.find((l) => l.msg === 'Upstream answer could not be completed');
    expect(logged).toMatchObject({ origin: a.url, sent: false });
    expect(typeof logged?.reason).toBe('string');
  });

  it('answers a request sent with Expect: 100-continue and does not forward the Expect header', async () => {
    app = await testGateway(a);
    const base = await listening(app);
    const body = '{"a":1}';
    const { request: httpRequest } = await import('node:http');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = httpRequest(`${base}${loginPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
      });
      // The body goes only after the gateway's 100 Continue, as a client asking for it does.
      outgoing.on('continue', () => outgoing.end(body));
      outgoing.on('error', reject);
      outgoing.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(200);
    expect(a.seen[0].headers.expect).toBeUndefined();
    expect(a.seen[0].body.toString()).toBe(body);
  });

  it('retries once on a fresh connection when a reused keep-alive socket was closed by the upstream', async () => {
    // The upstream closes each connection when a second request arrives on it, as a server whose
    // keep-alive time-out ends just as the gateway reuses the socket.
    const perSocket = new WeakMap<object, number>();
    a.on('POST', loginPath, (_req, res) => {
      const socket = res.socket!;
      const count = (perSocket.get(socket) ?? 0) + 1;
      perSocket.set(socket, count);
      if (count > 1) return void socket.destroy();
      sendJson(res, { success: true, value: 'ok' });
    });
    app = await testGateway(a);
    for (let i = 0; i < 3; i++) {
      const answer = await request(app.server).post(loginPath).send({ i }).expect(200);
      expect(answer.body.value).toBe('ok');
    }
  });

  it('answers 408 and closes the connection when a client drips its request body', async () => {
    app = await testGateway(a, { clientBodyTimeoutMs: 300 });
    const base = await listening(app);
    const { port } = new URL(base);
    const started = Date.now();
    const text = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST ${loginPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      });
      const timer = setInterval(() => socket.write('1'), 100);
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(Buffer.concat(chunks).toString());
      });
    });
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(a.seen).toHaveLength(0);
  });
});
