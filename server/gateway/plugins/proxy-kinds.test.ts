import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';

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

/** A catalogue path with its `:params` filled. */
const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, '101');

const ofKind = (kind: string) => endpoints.filter((entry) => entry.kind === kind);

describe('proxy: what is never forwarded', () => {
  it('forwards no edge call and no sandbox-only call of the catalogue to a platform', async () => {
    app = await testGateway(upstream);
    const ours = [...ofKind('edge'), ...ofKind('sandbox')];
    expect(ours.length).toBeGreaterThan(10);
    for (const entry of ours) {
      await request(app.server)[entry.method === 'DELETE' ? 'delete' : (entry.method.toLowerCase() as 'get' | 'post' | 'put')](
        concretePath(entry.path),
      );
    }
    // The edge may call the platform's own calls for itself (ending an exclusion signs in); never a path of ours.
    const ourPaths = new Set(ours.map((entry) => entry.path));
    expect(upstream.seen.filter((r) => ourPaths.has(r.url.split('?')[0]) || /\/wps\/(gf|edge)\//.test(r.url))).toEqual([]);
  });

  it('refuses a path of ours however it is spelled, with a 404 envelope', async () => {
    app = await testGateway(upstream);
    for (const path of [
      '/wps/gf/member/profile',
      '/wps/%67f/member/profile',
      '/wps//gf/member/profile',
      '/wps/./gf/member/profile',
      '/wps/x/../gf/member/profile',
      '/wps/GF/member/profile',
      '/wps/edge/anything',
      '/wps/edge%2Fprotection',
      '/wps/gf',
    ]) {
      const res = await request(app.server).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.errorCode, path).toBe('not.found');
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('forwards sandbox-only calls when the upstream is the sandbox in its full profile, never edge calls', async () => {
    app = await testGateway(upstream, { upstreamSandboxCalls: true });
    await request(app.server).get('/wps/gf/member/profile').expect(200);
    await request(app.server).get('/wps/edge/anything').expect(404);
    expect(upstream.seen.map((r) => r.url)).toEqual(['/wps/gf/member/profile']);
  });

  it('still forwards every platform call', async () => {
    app = await testGateway(upstream);
    const platform = ofKind('platform').filter((entry) => entry.method === 'GET');
    for (const entry of platform) await request(app.server).get(concretePath(entry.path));
    expect(upstream.seen).toHaveLength(platform.length);
  });
});
