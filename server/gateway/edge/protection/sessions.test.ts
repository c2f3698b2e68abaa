import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../../shared/api';
import { edgeEngines } from '../../test-support/postgres';
import { UpstreamGuards } from '../../upstream-guards';
import { EdgeAccounts } from '../accounts';
import type { EdgePlatform } from '../platform';
import { openEdgeStore, type EdgeStore } from '../store';
import { freshSchema } from '../test-support';
import { protectionRepository as repo } from './repository';
import { SESSION_READ_KEPT_MS, SessionWatch } from './sessions';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

let store: EdgeStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe.each(edgeEngines())('the session-limit sweep on $engine', ({ databaseUrl }) => {
  async function setup() {
    store = await openEdgeStore({ databaseUrl: databaseUrl && (await freshSchema(databaseUrl)) });
    const calls: Array<{ method: string; path: string; token?: string }> = [];
    const platform: EdgePlatform = {
      call: async (method, path, { token }) => {
        calls.push({ method, path, token });
        return { statusCode: 200, body: { success: true, value: null } };
      },
    };
    let now = T0;
    const accounts = new EdgeAccounts(
      store,
      async () => null,
      () => now,
    );
    // The replicas' own clocks, which measure how old a read is.
    let clock = 0;
    const replica = () =>
      new SessionWatch({ store: store!, accounts, platform, guards: new UpstreamGuards(), now: () => now }, () => clock);
    const watch = replica();
    return {
      store,
      calls,
      watch,
      replica,
      accounts,
      advance: (ms: number) => (now += ms),
      age: (ms: number) => (clock += ms),
    };
  }

  const FIFTEEN_MINUTES = {
    kind: 'session',
    period: 'session',
    amount: 15,
    pendingSet: false,
    pendingAmount: null,
    requestedAt: null,
    effectiveAt: null,
  } as const;

  it('logs out a session this replica has seen once its limit has run, and refuses it from then on', async () => {
    const { store, calls, watch, accounts, advance } = await setup();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    await accounts.remember('tok-b', { id: '8', username: 'p8' }, T0);
    await repo.saveLimit(store, '7', FIFTEEN_MINUTES);
    expect(await watch.ended('tok-a')).toBeNull();
    expect(await watch.ended('tok-b')).toBeNull();
    advance(15 * MINUTE - 1);
    expect(await watch.sweep()).toBe(0);
    advance(1);
    expect(await watch.sweep()).toBe(1);
    expect(calls).toEqual([{ method: 'DELETE', path: catalogue['identity.logout'].path, token: 'tok-a' }]);
    expect(await watch.ended('tok-a')).toBe('sessionLimit');
    // Refused from the store: not logged out a second time.
    expect(calls).toHaveLength(1);
    expect(await watch.ended('tok-b')).toBeNull();
  });

  it('ends every known session of an account on stop-now', async () => {
    const { calls, watch, accounts } = await setup();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    await accounts.remember('tok-c', { id: '7', username: 'p7' }, T0);
    expect(await watch.ended('tok-c')).toBeNull();
    await watch.endAccount('7', 'tok-a');
    expect(calls.map((c) => c.token).sort()).toEqual(['tok-a', 'tok-c']);
    expect(await watch.ended('tok-a')).toBe('stopNow');
    expect(await watch.ended('tok-c')).toBe('stopNow');
  });

  it('reads a session once per SESSION_READ_KEPT_MS, and ends it the moment its limit runs out', async () => {
    const { store, calls, watch, accounts, advance, age } = await setup();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    await repo.saveLimit(store, '7', FIFTEEN_MINUTES);
    const reads = vi.spyOn(repo, 'sessionOf');
    for (let i = 0; i < 5; i++) expect(await watch.ended('tok-a')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    // The limit runs on the platform's time, checked on every call from what was read.
    advance(15 * MINUTE);
    expect(await watch.ended('tok-a')).toBe('sessionLimit');
    expect(await watch.ended('tok-a')).toBe('sessionLimit');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    age(SESSION_READ_KEPT_MS);
    expect(await watch.ended('tok-a')).toBe('sessionLimit');
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it('applies a session limit changed through this replica on the next call', async () => {
    const { store, watch, accounts, advance } = await setup();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    expect(await watch.ended('tok-a')).toBeNull();
    await repo.saveLimit(store, '7', FIFTEEN_MINUTES);
    advance(20 * MINUTE);
    watch.reread('7');
    expect(await watch.ended('tok-a')).toBe('sessionLimit');
  });

  it('refuses a session stopped through another replica once its read here is SESSION_READ_KEPT_MS old', async () => {
    const { watch, replica, accounts, age } = await setup();
    const other = replica();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    expect(await watch.ended('tok-a')).toBeNull();
    await other.endAccount('7', 'tok-a');
    expect(await other.ended('tok-a')).toBe('stopNow');
    age(SESSION_READ_KEPT_MS - 1);
    expect(await watch.ended('tok-a')).toBeNull();
    age(1);
    expect(await watch.ended('tok-a')).toBe('stopNow');
  });
});
