import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorLane } from '../../../../shared/domains/games/schemas';

const lane = (title: string, codes: string[]): VendorLane => ({
  title,
  cards: codes.map((vassalage) => ({
    vassalage,
    displayName: vassalage,
    gameType: title,
    lagerIcon: `/img/vendor/${vassalage}.svg`,
    isHot: 0,
  })),
  gameClassify: [],
});

/** The store as a fresh page load finds it, with the session cache as given and the platform answering `lanes`. */
async function freshStore(cached: VendorLane[] | null, lanes: VendorLane[]) {
  vi.resetModules();
  sessionStorage.clear();
  if (cached) sessionStorage.setItem('gameVendors', JSON.stringify(cached));
  let answer: (value: unknown) => void = () => undefined;
  const call = vi.fn(() => new Promise((resolve) => (answer = resolve)));
  vi.doMock('../api', () => ({ call }));
  const store = await import('./vendors');
  const reply = () => answer({ success: true, value: { data: { lanes } } });
  return { store, call, reply };
}

afterEach(() => {
  vi.doUnmock('../api');
  sessionStorage.clear();
});

describe('session-cached vendors', () => {
  it('without a cache, waits for the platform and keeps its answer for the session', async () => {
    const { store, reply } = await freshStore(null, [lane('RNG', ['PG'])]);
    const loading = store.loadVendors();
    expect(store.vendorsSettled.value).toBe(false);
    reply();
    await loading;
    expect(store.vendorLanes.value.map((l) => l.title)).toEqual(['RNG']);
    expect(JSON.parse(sessionStorage.getItem('gameVendors') ?? '[]')).toHaveLength(1);
  });

  it('with a cache, shows it at once and brings it up to date in the background', async () => {
    const { store, call, reply } = await freshStore([lane('RNG', ['PG'])], [lane('RNG', ['PG']), lane('LIVE', ['EVO'])]);
    await store.loadVendors();
    expect(store.vendorsSettled.value).toBe(true);
    expect(store.vendorLanes.value.map((l) => l.title)).toEqual(['RNG']);
    expect(call).toHaveBeenCalledTimes(1);
    reply();
    await vi.waitFor(() => expect(store.vendorLanes.value.map((l) => l.title)).toEqual(['RNG', 'LIVE']));
    expect(JSON.parse(sessionStorage.getItem('gameVendors') ?? '[]')).toHaveLength(2);
  });
});
