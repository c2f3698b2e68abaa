import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../shared/api';
import { edgeEngines } from '../../test-support/postgres';
import { UpstreamGuards } from '../../upstream-guards';
import { EdgeAccounts } from '../accounts';
import type { EdgePlatform } from '../platform';
import { openEdgeStore, type EdgeStore } from '../store';
import { freshSchema } from '../test-support';
import { protectionRepository as repo } from './repository';
import { SessionWatch } from './sessions';

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
    const watch = new SessionWatch({ store, accounts, platform, guards: new UpstreamGuards(), now: () => now });
    return { store, calls, watch, accounts, advance: (ms: number) => (now += ms) };
  }

  it('logs out a session this replica has seen once its limit has run, and refuses it from then on', async () => {
    const { store, calls, watch, accounts, advance } = await setup();
    await accounts.remember('tok-a', { id: '7', username: 'p7' }, T0);
    await accounts.remember('tok-b', { id: '8', username: 'p8' }, T0);
    await repo.saveLimit(store, '7', {
      kind: 'session',
      period: 'session',
      amount: 15,
      pendingSet: false,
      pendingAmount: null,
      requestedAt: null,
      effectiveAt: null,
    });
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
});
