import { describe, expect, it } from 'vitest';
import { endpointWire, type EndpointKey } from '../../../shared/api/wire';
import { keyOnlyEncryption } from '../../../shared/domains/identity/wire';
import { isKeyOnly, wireOf } from './wireTable';

const keys = Object.keys(endpointWire) as EndpointKey[];

describe('the client wire table', () => {
  // First: the tables below the entry are still to load.
  it('loads a table with its first call', () => {
    expect(wireOf('lottery.menus')).toBeInstanceOf(Promise);
  });

  it('answers every catalogue key with the merged table’s facts, its other routes aside (the browser sends on the call’s own)', async () => {
    for (const key of keys) {
      const { key: _key, aliases: _aliases, ...facts } = endpointWire[key];
      expect(await wireOf(key), key).toEqual(facts);
    }
  });

  it('answers the first paint’s calls without waiting for a table', () => {
    for (const key of ['system.status', 'games.vendors', 'content.announcements'] as const) {
      expect(wireOf(key)).not.toBeInstanceOf(Promise);
    }
  });

  it('knows the key-only calls once their table has loaded', async () => {
    for (const key of keyOnlyEncryption) {
      await wireOf(key);
      expect(isKeyOnly(key)).toBe(true);
    }
    expect(isKeyOnly('system.status')).toBe(false);
  });
});
