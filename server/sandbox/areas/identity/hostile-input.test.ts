import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { catalogue, type EndpointKey } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, signIn } from '../../test-support';
import { HOSTILE_BODIES, HOSTILE_VALUES, identityTargets } from './hostile-corpus';

/**
 * Every identity endpoint against a generated corpus of hostile input: oversized and unicode text,
 * SQL and script fragments, wrong types, missing fields, odd bodies. Each answer must be a 4xx
 * envelope or a clean business refusal, never a 5xx, and no account may appear.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  // Free play creates an account by design; with the module off it must refuse whatever it is sent.
  await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FREEPLAY3: false } } });
  token = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

const TARGETS = identityTargets();

function fieldsOf(schema: TSchema): string[] {
  return Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
}

function send(key: EndpointKey, body: unknown, authorized: boolean): Promise<LightMyRequestResponse> {
  const entry = catalogue[key];
  const headers: Record<string, string> = authorized ? { authorization: token } : {};
  if (entry.encrypted) return encryptedInject(app, key, body, headers);
  if (entry.payloadIn === 'query') {
    const query = new URLSearchParams();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [k, v] of Object.entries(body)) query.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    return app.inject({ method: entry.method, url: `${entry.path}?${query}`, headers });
  }
  if (entry.payloadIn === 'form') {
    const form = new URLSearchParams();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    return app.inject({
      method: entry.method,
      url: entry.path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  return app.inject({
    method: entry.method,
    url: entry.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'null',
  });
}

function expectClean(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = res.json();
  expect(typeof body.success, label).toBe('boolean');
  if (res.statusCode >= 400) expect(body.success, label).toBe(false);
}

describe('hostile input on every identity endpoint', () => {
  it.each(TARGETS.map((t) => [t.key, t] as const))('%s answers 4xx or a clean refusal, never 5xx', async (key, target) => {
    const accounts = app.repos.accounts.count();
    for (const field of fieldsOf(catalogue[key].payload)) {
      for (const value of [...HOSTILE_VALUES, undefined]) {
        const payload = await target.base();
        if (value === undefined) delete payload[field];
        else payload[field] = value;
        expectClean(await send(key, payload, target.authorized ?? false), `${key}.${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
    for (const body of HOSTILE_BODIES)
      expectClean(await send(key, body, target.authorized ?? false), `${key} body ${JSON.stringify(body)}`);
    expect(app.repos.accounts.count(), key).toBe(accounts);
  });

  it('also survives hostile tokens and headers, and nothing leaked into prototypes', async () => {
    for (const bad of ['x'.repeat(5_000), "' OR 1=1 --", '中文', '\t']) {
      const res = await app.inject({ url: catalogue['member.info'].path, headers: { authorization: bad } });
      expect(res.statusCode).toBe(401);
    }
    const odd = await app.inject({ url: `/__dev/outbox?to=${encodeURIComponent("' OR 1=1 --")}` });
    expect(odd.json()).toEqual({ success: true, value: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
