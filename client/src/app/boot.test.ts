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

describe('preloadFirstPaint', () => {
  it("starts the address's page chunk and its banner beside the status", async () => {
    const { preloadFirstPaint } = await import('./boot');
    const lazyPage = await import('./lazyPage');
    const banners = await import('../features/banners/preloadBanner');
    const routes = await import('./routes');
    const statusArrived = () => undefined;
    const page = vi.spyOn(lazyPage, 'preloadPage').mockImplementation(() => undefined);
    const banner = vi.spyOn(banners, 'preloadFirstBanner').mockReturnValue(statusArrived);
    expect(preloadFirstPaint('/lottery')).toBe(statusArrived);
    expect(page).toHaveBeenCalledWith(routes.pageRoutes.find((r) => r.path === '/lottery')?.Page);
    expect(banner).toHaveBeenCalledWith('/lottery', 'EN');
    page.mockRestore();
    banner.mockRestore();
  });
});
