import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECKED_KEYS } from '../../shared/api/botCheck';
import { catalogue, type EndpointKey } from '../../shared/api/catalogue';
import { defaultBrand } from '../../shared/brand';
import { encryptRequest } from '../../shared/crypto';
import { buildGateway } from '../gateway/app';
import { botCheckHeaders } from '../gateway/test-support/bot-check';
import { memoryStore } from '../gateway/throttle/memory-store';
import { HOSTILE_BODIES, HOSTILE_VALUES, identityTargets } from '../sandbox/areas/identity/hostile-corpus';
import { buildTestSandbox, signIn } from '../sandbox/test-support';

/**
 * The identity area as a browser meets it: the real gateway in front of the real sandbox over
 * HTTP. Throttles and platform rules must agree, and hostile input must never cost a 5xx or an account.
 */
let sandbox: FastifyInstance;
let gateway: FastifyInstance;
let token: string;
let modulus: string;
let nextAddress = 1;
// Each request comes from its own address (the gateway trusts the forwarded one here), so that the
// per-address throttles do not hide what the platform itself answers.
const freshAddress = () => `198.51.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  sandbox = await buildTestSandbox();
  await sandbox.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FREEPLAY3: false } } });
  token = await signIn(sandbox, 'player1', 'Play1234');
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.server.address() as { port: number };
  gateway = await buildGateway({
    brand: defaultBrand(),
    upstreams: [`http://127.0.0.1:${port}`],
    clientDir: '/nonexistent/client',
    throttleStore: memoryStore(),
    trustProxy: true,
    requestCeiling: { max: 100_000 },
    // A light proof of work: every protected call below solves one.
    botCheckDifficulty: 2,
  });
  await gateway.ready();
  modulus = (await request(gateway.server).get(catalogue['identity.rsaKey'].path)).text;
});

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

const BOT_CHECKED: ReadonlySet<EndpointKey> = new Set(BOT_CHECKED_KEYS);

/** Sends a call as the site does: the calls the gateway bot-checks carry a solved challenge. */
async function send(key: EndpointKey, body: unknown, options: { authorized?: boolean; address?: string } = {}) {
  const entry = catalogue[key];
  const base = request(gateway.server);
  const headers: Record<string, string> = { 'X-Forwarded-For': options.address ?? freshAddress() };
  if (options.authorized) headers.Authorization = token;
  if (BOT_CHECKED.has(key)) Object.assign(headers, await botCheckHeaders(gateway, freshAddress()));
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const pairs =
    body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]) : [];
  if (entry.encrypted) {
    const sealed = encryptRequest(body, modulus);
    return base[entry.method === 'PUT' ? 'put' : 'post'](entry.path)
      .set({ ...headers, ...sealed.headers })
      .send(sealed.body);
  }
  if (entry.payloadIn === 'query') {
    const url = `${entry.path}?${new URLSearchParams(pairs)}`;
    return entry.method === 'DELETE' ? base.delete(url).set(headers) : base.get(url).set(headers);
  }
  const method = entry.method === 'PUT' ? 'put' : entry.method === 'DELETE' ? 'delete' : 'post';
  if (entry.payloadIn === 'form') return base[method](entry.path).set(headers).type('form').send(new URLSearchParams(pairs).toString());
  return base[method](entry.path)
    .set(headers)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body) ?? 'null');
}

describe('SMS sends through the gateway', () => {
  it('refuse a second code to the same number until it expires, in step with the countdown the site shows', async () => {
    const number = { countryDialingCode: '+63', mobileNo: '9175550101', type: 'register' };
    const first = await send('identity.smsRegister', { ...number });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    // The register form counts down expiredMinutes × 60 seconds before it offers a new code.
    const countdownSeconds = first.body.value.expiredMinutes * 60;

    // A second send straight to the gateway, as a script bypassing the page would, from another address.
    const second = await send('identity.smsRegister', { ...number });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ success: false, errorCode: 'gateway.throttled' });
    const retryAfter = Number(second.headers['retry-after']);
    expect(second.body.value).toBe(retryAfter);
    expect(Math.abs(retryAfter - countdownSeconds)).toBeLessThanOrEqual(2);

    const outbox = (await sandbox.inject({ url: '/__dev/outbox?to=9175550101' })).json().value;
    expect(outbox).toHaveLength(1);
  });

  it('refuse a second send from one address within a second, whatever the number', async () => {
    const address = freshAddress();
    const first = await send('identity.smsRegister', { countryDialingCode: '+63', mobileNo: '9175550102', type: 'register' }, { address });
    expect(first.body.success).toBe(true);
    const second = await send('identity.smsRegister', { countryDialingCode: '+63', mobileNo: '9175550103', type: 'register' }, { address });
    expect(second.status).toBe(429);
  });
});

describe('hostile input through the gateway', () => {
  const fieldsOf = (schema: TSchema) => Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  // A cross-section of the corpus per field keeps the run short; the sandbox's own test sends all of it.
  const values = [...HOSTILE_VALUES.filter((_, i) => i % 2 === 0), undefined];

  it.each(identityTargets().map((t) => [t.key, t] as const))('%s answers 4xx or a clean refusal', async (key, target) => {
    const accounts = sandbox.repos.accounts.count();
    const expectClean = (res: request.Response, label: string) => {
      expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      expect(typeof res.body.success, label).toBe('boolean');
      if (res.status >= 400) expect(res.body.success, label).toBe(false);
    };
    for (const field of fieldsOf(catalogue[key].payload)) {
      for (const value of values) {
        const payload = await target.base();
        if (value === undefined) delete payload[field];
        else payload[field] = value;
        expectClean(await send(key, payload, { authorized: target.authorized }), `${key}.${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
    for (const body of HOSTILE_BODIES)
      expectClean(await send(key, body, { authorized: target.authorized }), `${key} body ${JSON.stringify(body)}`);
    expect(sandbox.repos.accounts.count(), key).toBe(accounts);
  });
});
