import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/api/catalogue';
import { defaultBrand } from '../../shared/brand';
import { buildGateway } from '../gateway/app';
import { memoryStore } from '../gateway/throttle/memory-store';
import { buildTestSandbox, signIn } from '../sandbox/test-support';

/**
 * The sign-in history as the site meets it: sign-ins go through the real gateway to the real
 * sandbox, which keeps one session per account; the list and the displacing sign-in come from the
 * gateway's own records, the sandbox having no route for either.
 */
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let sandbox: FastifyInstance;
let gateway: FastifyInstance;
let clock = 1_750_000_000_000;

beforeAll(async () => {
  sandbox = await buildTestSandbox();
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.server.address() as { port: number };
  gateway = await buildGateway({
    brand: defaultBrand(),
    upstreams: [`http://127.0.0.1:${port}`],
    clientDir: '/nonexistent/client',
    throttleStore: memoryStore(),
    trustProxy: true,
    now: () => clock,
  });
  await gateway.ready();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

const from = (ip: string, agent: string) => ({ 'x-forwarded-for': ip, 'user-agent': agent });
const signIns = (token: string) => gateway.inject({ url: catalogue['security.signIns'].path, headers: { authorization: token } });
const displacedBy = (token: string) => gateway.inject({ method: 'POST', url: catalogue['security.displacedBy'].path, payload: { token } });

describe('sign-ins through the gateway', () => {
  it('lists two sign-ins of one account from the edge and names the second to the session it displaced', async () => {
    const first = await signIn(gateway, 'vip1', 'Play1234', from('203.0.113.20', SAFARI_IPHONE));
    const firstAt = clock;
    clock += 5 * 60_000;
    const second = await signIn(gateway, 'vip1', 'Play1234', from('203.0.113.21', CHROME_WINDOWS));

    // The platform ended the first session; the edge says why.
    const stale = await signIns(first);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ errorCode: 'login.not.session', message: expect.stringContaining('another device') });

    const list = await signIns(second);
    expect(list.json()).toEqual({
      success: true,
      value: {
        list: [
          { time: clock, ip: '203.0.113.21', device: 'Chrome · Windows', displacedOther: true, current: true },
          { time: firstAt, ip: '203.0.113.20', device: 'Safari · iOS', displacedOther: false, current: false },
        ],
      },
    });
    expect((await displacedBy(first)).json()).toEqual({
      success: true,
      value: { endedAt: clock, ip: '203.0.113.21', device: 'Chrome · Windows' },
    });

    // Signed out through the gateway: that session was not displaced by anyone.
    await gateway.inject({ method: 'DELETE', url: catalogue['identity.logout'].path, headers: { authorization: second } });
    expect((await displacedBy(second)).json()).toMatchObject({ success: false, errorCode: 'session.not.displaced' });
  });

  it('leaves the sandbox without routes for the edge calls', async () => {
    const token = await signIn(sandbox, 'player1', 'Play1234');
    expect((await sandbox.inject({ url: catalogue['security.signIns'].path, headers: { authorization: token } })).statusCode).toBe(404);
    const res = await sandbox.inject({ method: 'POST', url: catalogue['security.displacedBy'].path, payload: { token } });
    expect(res.statusCode).toBe(404);
  });
});
