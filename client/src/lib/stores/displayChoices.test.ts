import { beforeEach, describe, expect, it, vi } from 'vitest';

// The display choices are read when the stores load, as they are on a page load: each case
// loads the modules afresh after setting the browser's storage.
describe('display choices kept across reloads', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('keeps the hidden balance', async () => {
    const first = await import('./wallet');
    expect(first.balanceHidden.value).toBe(false);
    first.setBalanceHidden(true);

    vi.resetModules();
    const reloaded = await import('./wallet');
    expect(reloaded.balanceHidden.value).toBe(true);
    reloaded.setBalanceHidden(false);

    vi.resetModules();
    expect((await import('./wallet')).balanceHidden.value).toBe(false);
  });

  it('keeps the compact menu', async () => {
    const first = await import('./ui');
    expect(first.leftMenuMini.value).toBe(false);
    first.setLeftMenuMini(true);

    vi.resetModules();
    const reloaded = await import('./ui');
    expect(reloaded.leftMenuMini.value).toBe(true);
    reloaded.setLeftMenuMini(false);

    vi.resetModules();
    expect((await import('./ui')).leftMenuMini.value).toBe(false);
  });
});
