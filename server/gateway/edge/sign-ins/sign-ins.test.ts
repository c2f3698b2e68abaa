import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, fail, ok } from '../../../../shared/api';
import { logCapture, sendJson, startFakeUpstream, type FakeUpstream, type SeenRequest } from '../../test-support/fake-upstream';
import { botCheckHeaders } from '../../test-support/bot-check';
import { testGateway } from '../../test-support/gateway';
import { edgeEngines } from '../../test-support/postgres';
import { openEdgeStore, type EdgeStore } from '../store';
import { freshSchema } from '../test-support';
import { RECORD_WAIT_MS } from './recording';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const path = (key: keyof typeof catalogue) => catalogue[key].path;

/**
 * The platform as the edge meets it: sign-in calls answer a new session for the account named in
 * the (here plain) body, one session per account; member.info answers for a live token; sign-out ends it.
 */
class FakePlatform {
  readonly live = new Map<string, { id: number; account: string }>();
  #tokens = 0;
  #ids = new Map<string, number>();

  constructor(readonly upstream: FakeUpstream) {
    const signIn = (request: SeenRequest, res: ServerResponse) => {
      const { username, refuse } = JSON.parse(request.body.toString('utf8') || '{}') as { username?: string; refuse?: boolean };
      if (!username || refuse) return sendJson(res, fail('login.password.error', 'Wrong password'));
      sendJson(res, ok(this.open(username)));
    };
    for (const key of ['identity.login', 'identity.loginVerification', 'identity.freePlay'] as const)
      upstream.on('POST', path(key), signIn);
    upstream.on('PUT', path('identity.register'), (request, res) => {
      const { username, login } = JSON.parse(request.body.toString('utf8')) as { username: string; login: boolean };
      const value = this.open(username);
      sendJson(res, ok(login ? value : { id: value.id, userName: value.userName }));
    });
    upstream.on('GET', path('member.info'), (request, res) => {
      const member = this.live.get(String(request.headers.authorization));
      if (!member) return sendJson(res, fail('login.not.session', 'Your session has ended, please sign in again'), 401);
      sendJson(res, ok({ ...member, type: 0, memberLabel: [] }));
    });
    // Sign-out answers DELETE, and POST as the go444 client sends it.
    for (const method of ['DELETE', 'POST'] as const)
      upstream.on(method, path('identity.logout'), (request, res) => {
        const token = String(request.headers.authorization);
        if (!this.live.delete(token)) return sendJson(res, fail('login.not.session', 'Your session has ended, please sign in again'), 401);
        sendJson(res, ok(null));
      });
  }

  open(username: string) {
    const id = this.#ids.get(username) ?? this.#ids.size + 1;
    this.#ids.set(username, id);
    for (const [token, member] of this.live) if (member.id === id) this.live.delete(token);
    const token = (++this.#tokens).toString(16).padStart(48, 'a');
    this.live.set(token, { id, account: username });
    return { token, id, userName: username, firstTimeLogin: false, passwordExpired: false, passwordIsDefault: false, type: 0, isAgent: 0 };
  }
}

/** A store whose transactions (recording a sign-in is one) fail, or never finish: the gateway must answer all the same. */
function brokenStore(store: EdgeStore, how: 'fails' | 'hangs'): EdgeStore {
  const broken = () => (how === 'fails' ? Promise.reject(new Error('the store is down')) : new Promise<never>(() => undefined));
  return { engine: store.engine, query: (sql, params) => store.query(sql, params), transaction: broken, close: async () => undefined };
}

/** The store a gateway is given without owning it: tests share one (the embedded one takes seconds to start). */
const borrowed = (store: EdgeStore): EdgeStore => ({ ...store, engine: store.engine, close: async () => undefined });

let users = 0;
const newUser = () => `member${++users}`;

describe.each(edgeEngines())('sign-ins at the edge on $engine', ({ engine, databaseUrl }) => {
  let store: EdgeStore;
  let upstream: FakeUpstream;
  let platform: FakePlatform;
  let gateway: FastifyInstance;
  let clock = 1_700_000_000_000;
  let schemaUrl: string | null = null;

  beforeAll(async () => {
    schemaUrl = databaseUrl && (await freshSchema(databaseUrl));
    store = await openEdgeStore({ databaseUrl: schemaUrl });
    upstream = await startFakeUpstream();
    platform = new FakePlatform(upstream);
    gateway = await testGateway(upstream, {
      edgeStore: borrowed(store),
      now: () => clock,
      trustProxy: true,
      throttles: { loginPerClient: 0 },
    });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await store?.close();
  });

  const signIn = async (
    app: FastifyInstance,
    username: string,
    from: { ip?: string; agent?: string; key?: 'identity.login' | 'identity.loginVerification' } = {},
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: path(from.key ?? 'identity.login'),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from.ip ?? '198.51.100.1',
        'user-agent': from.agent ?? CHROME_WINDOWS,
      },
      payload: { username },
    });
    expect(res.json().success).toBe(true);
    return res.json().value.token as string;
  };
  const listOf = (app: FastifyInstance, token?: string) =>
    app.inject({ url: path('security.signIns'), headers: token ? { authorization: token } : {} });
  const displacedBy = (app: FastifyInstance, token: unknown) =>
    app.inject({ method: 'POST', url: path('security.displacedBy'), payload: { token } });
  const edgeCallsForwarded = () => upstream.seen.filter((seen) => seen.url.startsWith('/wps/edge/'));

  it('lists each sign-in with its time, address and device, marks the one that displaced a session, and names it to the displaced token', async () => {
    const user = newUser();
    const first = await signIn(gateway, user, { ip: '203.0.113.20', agent: SAFARI_IPHONE });
    const firstAt = clock;
    clock += 5 * 60_000;
    const second = await signIn(gateway, user, { ip: '203.0.113.21', agent: CHROME_WINDOWS });

    const stale = await listOf(gateway, first);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      success: false,
      errorCode: 'login.not.session',
      message: expect.stringContaining('another device'),
    });

    const list = await listOf(gateway, second);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      value: {
        list: [
          { time: clock, ip: '203.0.113.21', device: 'Chrome · Windows', displacedOther: true, current: true },
          { time: firstAt, ip: '203.0.113.20', device: 'Safari · iOS', displacedOther: false, current: false },
        ],
      },
    });
    const explained = await displacedBy(gateway, first);
    expect(explained.json()).toEqual({ success: true, value: { endedAt: clock, ip: '203.0.113.21', device: 'Chrome · Windows' } });
    expect((await displacedBy(gateway, second)).json()).toMatchObject({ success: false, errorCode: 'session.not.displaced' });
    expect(edgeCallsForwarded()).toEqual([]);
  });

  it('records registrations that sign in and verification steps, never refusals, free play or a registration without a session', async () => {
    const user = newUser();
    const refused = await gateway.inject({ method: 'POST', url: path('identity.login'), payload: { username: user, refuse: true } });
    expect(refused.json().success).toBe(false);
    const register = async (login: boolean) =>
      gateway.inject({
        method: 'PUT',
        url: path('identity.register'),
        payload: { username: user, login },
        headers: { 'x-forwarded-for': '198.51.100.9', ...(await botCheckHeaders(gateway)) },
      });
    expect((await register(false)).json().value.token).toBeUndefined();
    const registered = (await register(true)).json().value.token as string;
    clock += 1_000;
    const trial = await gateway.inject({ method: 'POST', url: path('identity.freePlay'), payload: { username: `${user}-trial` } });
    const trialToken = trial.json().value.token as string;
    clock += 1_000;
    const verified = await signIn(gateway, user, { key: 'identity.loginVerification' });
    const rows = await store.query<{ method: string; address: string }>(
      'SELECT method, address FROM sign_ins WHERE username = $1 ORDER BY signed_in_at, id',
      [user],
    );
    expect(rows).toEqual([
      { method: 'identity.register', address: '198.51.100.9' },
      { method: 'identity.loginVerification', address: '198.51.100.1' },
    ]);
    expect(await store.query('SELECT 1 FROM sign_ins WHERE username = $1', [`${user}-trial`])).toEqual([]);
    // A trial account has no history at the edge.
    expect((await listOf(gateway, trialToken)).json()).toEqual({ success: true, value: { list: [] } });
    expect((await listOf(gateway, verified)).json().value.list.map((row: { current: boolean }) => row.current)).toEqual([true, false]);
    expect((await displacedBy(gateway, registered)).json().value.ip).toBe('198.51.100.1');
  });

  it('forgets a signed-out token: it was not displaced, and the next sign-in displaced nothing', async () => {
    const user = newUser();
    const token = await signIn(gateway, user);
    const out = await gateway.inject({ method: 'DELETE', url: path('identity.logout'), headers: { authorization: token } });
    expect(out.json()).toEqual({ success: true, value: null });
    clock += 1_000;
    const next = await signIn(gateway, user);
    expect((await displacedBy(gateway, token)).json().errorCode).toBe('session.not.displaced');
    expect((await listOf(gateway, next)).json().value.list[0]).toMatchObject({ current: true, displacedOther: false });
    const seen = upstream.seen.length;
    const gone = await listOf(gateway, token);
    expect(gone.json()).toMatchObject({ errorCode: 'login.not.session', message: 'Your session has ended, please sign in again' });
    // Forgotten, so the platform was asked whose the token is, and said no one's.
    expect(upstream.seen.slice(seen).map((r) => r.url)).toEqual([path('member.info')]);
  });

  it('forgets a token signed out with POST as well', async () => {
    const user = newUser();
    const token = await signIn(gateway, user);
    const out = await gateway.inject({ method: 'POST', url: path('identity.logout'), headers: { authorization: token }, payload: {} });
    expect(out.json()).toEqual({ success: true, value: null });
    clock += 1_000;
    const next = await signIn(gateway, user);
    expect((await displacedBy(gateway, token)).json().errorCode).toBe('session.not.displaced');
    expect((await listOf(gateway, next)).json().value.list[0]).toMatchObject({ current: true, displacedOther: false });
  });

  it('asks the platform once about a token it did not see sign in, and refuses a call without a token', async () => {
    const user = newUser();
    const direct = platform.open(user).token;
    const seen = upstream.seen.length;
    expect((await listOf(gateway, direct)).json()).toEqual({ success: true, value: { list: [] } });
    expect((await listOf(gateway, direct)).statusCode).toBe(200);
    expect(upstream.seen.slice(seen).map((r) => r.url)).toEqual([path('member.info')]);
    const none = await listOf(gateway);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('shows the latest 20 sign-ins, newest first', async () => {
    const user = newUser();
    let token = '';
    for (let i = 0; i < 23; i++) {
      clock += 1_000;
      token = await signIn(gateway, user, { ip: `198.51.100.${i + 1}` });
    }
    const list = (await listOf(gateway, token)).json().value.list as Array<{ ip: string; time: number }>;
    expect(list).toHaveLength(20);
    expect(list[0].ip).toBe('198.51.100.23');
    expect(list.at(-1)!.ip).toBe('198.51.100.4');
  });

  it('refuses a malformed displaced-by payload and tells nothing about an unknown token', async () => {
    expect((await displacedBy(gateway, 'not a token')).statusCode).toBe(400);
    expect((await gateway.inject({ method: 'POST', url: path('security.displacedBy') })).statusCode).toBe(400);
    expect((await displacedBy(gateway, 'f'.repeat(48))).json()).toMatchObject({ success: false, errorCode: 'session.not.displaced' });
  });

  it.each(['fails', 'hangs'] as const)('passes the sign-in on unchanged when recording it %s (a failure is logged)', async (how) => {
    const logs = logCapture();
    const app = await testGateway(upstream, { edgeStore: brokenStore(store, how), now: () => clock, logger: logs.logger });
    try {
      const user = newUser();
      const started = Date.now();
      const res = await app.inject({ method: 'POST', url: path('identity.login'), payload: { username: user } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, value: { userName: user, token: expect.any(String) } });
      expect(Date.now() - started).toBeLessThan(RECORD_WAIT_MS + 2_000);
      if (how === 'fails') expect(logs.lines.some((line) => String(line.msg).startsWith('Recording a sign-in failed'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it.runIf(engine === 'postgres')('lists through one replica a sign-in made through another on the same PostgreSQL', async () => {
    const other = await openEdgeStore({ databaseUrl: schemaUrl });
    const replica = await testGateway(upstream, { edgeStore: other, now: () => clock, trustProxy: true, throttles: { loginPerClient: 0 } });
    try {
      const user = newUser();
      const first = await signIn(gateway, user, { ip: '192.0.2.10' });
      clock += 1_000;
      const second = await signIn(replica, user, { ip: '192.0.2.11' });
      expect((await listOf(gateway, second)).json().value.list).toMatchObject([
        { ip: '192.0.2.11', current: true, displacedOther: true },
        { ip: '192.0.2.10', current: false },
      ]);
      expect((await displacedBy(gateway, first)).json().value).toMatchObject({ ip: '192.0.2.11' });
      expect((await listOf(replica, second)).json().value.list).toHaveLength(2);
    } finally {
      await replica.close();
    }
  });
});
