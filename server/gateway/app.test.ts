import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/api';
import { sendJson, startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { buildGateway } from './app';
import { defaultBrand } from '../../shared/brand';
import { memoryStore } from './throttle/memory-store';
import type { FastifyInstance } from 'fastify';

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

describe('buildGateway logging', () => {
  it('never writes tokens, cookies, encryption keys, digests or passwords to the log', async () => {
    const lines: string[] = [];
    const login = catalogue['identity.login'].path;
    upstream.on('POST', login, (_req, res) => sendJson(res, { success: false, message: 'nope' }, 500));
    app = await buildGateway({
      brand: defaultBrand(),
      upstreams: [upstream.url],
      clientDir: '/nonexistent',
      throttleStore: memoryStore(),
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    app.addHook('onRequest', async (req) => {
      // A handler that logs its headers must still not leak them.
      req.log.info({ headers: req.headers }, 'headers seen');
    });
    await app.ready();
    await request(app.server)
      .post(`${login}?token=tok-SECRET-1&x=1`)
      .set('Authorization', 'tok-SECRET-2')
      .set('Cookie', 'SHELL_deviceId=SECRET-3')
      .set('Encryption', 'SECRET-4')
      .set('X-Digest', 'SECRET-5')
      .send({ username: 'player', password: 'SECRET-6' });
    const log = lines.join('\n');
    expect(log).toContain('headers seen');
    expect(log).toContain('[redacted]');
    for (const secret of ['SECRET-1', 'SECRET-2', 'SECRET-3', 'SECRET-4', 'SECRET-5', 'SECRET-6']) expect(log).not.toContain(secret);
  });
});
