import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, routesOf } from '../../../shared/api/catalogue';
import { buildTestSandbox, concretePath } from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox({ profile: 'reference' });
});
afterAll(() => app.close());

describe('the reference profile: the sandbox as a real platform behaves', () => {
  it('answers every call of ours, edge or sandbox-only, with a plain 404 and no envelope', async () => {
    const ours = endpoints.filter((entry) => entry.kind !== 'platform');
    expect(ours.length).toBeGreaterThan(10);
    for (const entry of ours) {
      const res = await app.inject({ method: entry.method, url: concretePath(entry.path) });
      expect(res.statusCode, entry.key).toBe(404);
      expect(res.headers['content-type'], entry.key).toMatch(/^text\/plain/);
      expect(res.body, entry.key).not.toContain('errorCode');
    }
  });

  it('answers any other unknown path the same way', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });

  it('still has a route for every platform call', async () => {
    for (const entry of endpoints.filter((e) => e.kind === 'platform')) {
      for (const { method, path } of routesOf(entry)) {
        const res = await app.inject({ method, url: concretePath(path) });
        expect(res.statusCode, `${entry.key} ${method} ${path}`).not.toBe(404);
      }
    }
  });
});
