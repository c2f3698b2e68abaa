import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { catalogue, type EndpointKey } from '../../shared/api/catalogue';
import { buildSandbox, type SandboxOptions } from './app';
import { fixedClock } from './clock';
import { answerProblems } from './answer-check';

/** 2023-11-14T22:13:20Z: every test database is seeded at this instant. */
export const TEST_EPOCH = 1_700_000_000_000;
export const PUBLIC_URL = 'http://sandbox.test:3100';
export const SITE_URLS = ['http://site.test:3000', 'http://mirror.test:3000'];

export function buildTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({
    dbPath: ':memory:', publicUrl: PUBLIC_URL, siteUrls: SITE_URLS, clock: fixedClock(TEST_EPOCH), logger: false, ...overrides,
  });
}

/** Asserts that an answer has the shape its catalogue entry promises (envelope, raw or text). */
export function expectCatalogueAnswer(key: EndpointKey, res: LightMyRequestResponse): void {
  const entry = catalogue[key];
  const body = entry.answer === 'text' ? res.body : res.json();
  expect(answerProblems(entry, body), `${key} answer: ${res.body.slice(0, 200)}`).toEqual([]);
}

/** A catalogue path with its `:params` filled, so it can be requested. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '101');
}

/** Inserts an account and a live session straight into the database (sign-in comes with its own area). */
export function insertSession(app: FastifyInstance, token: string, expiresAt = TEST_EPOCH + 3_600_000): void {
  const account = app.db.prepare(`INSERT INTO accounts (username, password_hash, type, created_at)
    VALUES (?, 'scrypt$test', 0, ?) RETURNING id`).get(`member${token.slice(0, 6)}`, TEST_EPOCH) as { id: number };
  app.db.prepare('INSERT INTO sessions (token, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(token, account.id, expiresAt, TEST_EPOCH);
}
