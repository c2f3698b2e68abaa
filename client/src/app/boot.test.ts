import { describe, it, expect, beforeEach, vi } from 'vitest';
import { adoptTokenFromAddress } from './boot';
import { token } from '../lib/stores/session';
import { readSession } from '../lib/storage';

describe('adoptTokenFromAddress', () => {
  beforeEach(() => {
    token.value = null;
  });

  it('stores ?token= as the session token and removes it from the address', () => {
    window.history.replaceState(null, '', '/rng?vendor=PG&token=tok-9#top');
    adoptTokenFromAddress();
    expect(token.value).toBe('tok-9');
    expect(readSession('token')).toBe('tok-9');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rng?vendor=PG#top');
  });

  it('leaves the address alone without a token', () => {
    window.history.replaceState(null, '', '/promotions?id=3');
    adoptTokenFromAddress();
    expect(token.value).toBeNull();
    expect(window.location.search).toBe('?id=3');
  });
});

describe('boot', () => {
  it("starts the address's banner beside the status, and hands it the status before the page sees it", async () => {
    const { boot } = await import('./boot');
    const banners = await import('../features/banners/preloadBanner');
    const status = await import('../lib/stores/status');
    const vendors = await import('../lib/stores/vendors');
    const preload = { statusArrived: () => undefined, image: Promise.resolve(null) };
    const banner = vi.spyOn(banners, 'preloadFirstBanner').mockReturnValue(preload);
    const loadStatus = vi.spyOn(status, 'loadStatus').mockResolvedValue(undefined);
    const loadVendors = vi.spyOn(vendors, 'loadVendors').mockResolvedValue(undefined);
    window.history.replaceState(null, '', '/lottery');
    await boot();
    expect(banner).toHaveBeenCalledWith('/lottery', 'EN');
    expect(loadStatus).toHaveBeenCalledWith(preload.statusArrived);
    expect(loadVendors).toHaveBeenCalled();
    for (const spy of [banner, loadStatus, loadVendors]) spy.mockRestore();
  });

  it('hands the status to the preload the entry started, rather than starting another', async () => {
    const { boot } = await import('./boot');
    const banners = await import('../features/banners/preloadBanner');
    const status = await import('../lib/stores/status');
    const vendors = await import('../lib/stores/vendors');
    const started = { statusArrived: () => undefined, image: Promise.resolve(null) };
    const banner = vi.spyOn(banners, 'preloadFirstBanner');
    const loadStatus = vi.spyOn(status, 'loadStatus').mockResolvedValue(undefined);
    const loadVendors = vi.spyOn(vendors, 'loadVendors').mockResolvedValue(undefined);
    await boot(started);
    expect(banner).not.toHaveBeenCalled();
    expect(loadStatus).toHaveBeenCalledWith(started.statusArrived);
    for (const spy of [banner, loadStatus, loadVendors]) spy.mockRestore();
  });
});
