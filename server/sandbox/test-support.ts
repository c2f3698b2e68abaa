import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { catalogue, type EndpointKey } from '../../shared/api/catalogue';
import { buildSandbox, type SandboxOptions } from './app';
import { fixedClock } from './clock';
import { answerProblems } from './answer-check';
import { encryptKeyOnly, encryptRequest } from '../../shared/crypto';

/** 2023-11-14T22:13:20Z: every test database is seeded at this instant. */
export const TEST_EPOCH = 1_700_000_000_000;
export const PUBLIC_URL = 'http://sandbox.test:3100';
export const SITE_URLS = ['http://site.test:3000', 'http://mirror.test:3000'];

export function buildTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({
    dbPath: ':memory:',
    publicUrl: PUBLIC_URL,
    siteUrls: SITE_URLS,
    clock: fixedClock(TEST_EPOCH),
    logger: false,
    drawTimerMs: 0,
    ...overrides,
  });
}

/** Asserts that an answer has the shape its catalogue entry promises (envelope, raw, text or none). */
export function expectCatalogueAnswer(key: EndpointKey, res: LightMyRequestResponse): void {
  const entry = catalogue[key];
  // A call answered without a body (`answer: 'none'`) succeeds with HTTP 204 and nothing else.
  const bodyless = entry.answer === 'none' && res.body === '';
  if (bodyless) expect(res.statusCode, `${key} answer`).toBe(204);
  const body = entry.answer === 'text' ? res.body : bodyless ? null : res.json();
  expect(answerProblems(entry, body), `${key} answer: ${res.body.slice(0, 200)}`).toEqual([]);
}

/** A catalogue path with its `:params` filled, so it can be requested. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '101');
}

/** Inserts an account and a live session straight into the database (sign-in comes with its own area). */
export function insertSession(app: FastifyInstance, token: string, expiresAt = TEST_EPOCH + 3_600_000): void {
  const account = app.db
    .prepare(
      `INSERT INTO accounts (username, password_hash, type, created_at)
    VALUES (?, 'scrypt$test', 0, ?) RETURNING id`,
    )
    .get(`member${token.slice(0, 6)}`, TEST_EPOCH) as { id: number };
  app.db
    .prepare('INSERT INTO sessions (token, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(token, account.id, expiresAt, TEST_EPOCH);
}

/**
 * Calls an encrypted catalogue entry the way the site does: fetches the modulus from
 * /wps/session/key/rsa, seals the payload (RSA + DES, v2 body) and sends it with `headers`.
 */
export async function encryptedInject(
  app: FastifyInstance,
  key: EndpointKey,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const entry = catalogue[key];
  const modulus = (await app.inject({ url: catalogue['identity.rsaKey'].path })).body;
  const sealed = encryptRequest(payload, modulus);
  return app.inject({ method: entry.method, url: entry.path, headers: { ...sealed.headers, ...headers }, payload: sealed.body });
}

/**
 * Free-play sign-in as the site sends it: the `Encryption` header alone (the RSA of a random
 * string under the fetched modulus) with a plain body.
 */
export async function freePlayInject(app: FastifyInstance, payload: Record<string, unknown> = { os: 'web', platform: 'W' }) {
  const modulus = (await app.inject({ url: catalogue['identity.rsaKey'].path })).body;
  return app.inject({ method: 'POST', url: catalogue['identity.freePlay'].path, headers: encryptKeyOnly(modulus), payload });
}

/** Fetches a captcha; returns the cookie header that binds it and its answer (from /__dev/captcha). */
export async function freshCaptcha(app: FastifyInstance): Promise<{ cookie: string; answer: string }> {
  const res = await app.inject({ url: catalogue['identity.captcha'].path });
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  const id = cookie.split('=')[1];
  const list = (await app.inject({ url: '/__dev/captcha' })).json().value as Array<{ id: string; answer: string }>;
  return { cookie, answer: list.find((c) => c.id === id)!.answer };
}

/** The newest code in the outbox for a number or address. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const list = (await app.inject({ url: `/__dev/outbox?to=${encodeURIComponent(to)}` })).json().value as Array<{ code: string | null }>;
  const code = list.find((m) => m.code !== null)?.code;
  if (!code) throw new Error(`No code sent to ${to}`);
  return code;
}

/** Signs a seeded account in by username and returns its token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await encryptedInject(app, 'identity.login', { username, password, type: 'username' }, headers);
  const body = res.json();
  if (!body.success) throw new Error(`Sign-in of ${username} failed: ${res.body}`);
  return body.value.token as string;
}
