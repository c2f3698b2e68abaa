import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import * as localeFiles from '../lib/localeFiles';
import * as lazyPage from './lazyPage';
import { pageRoutes } from './routes';
import { preparePageAt } from './start';

describe('preparePageAt', () => {
  it("loads the address's page chunk and its text into i18next after the shell's text", async () => {
    const preload = vi.spyOn(lazyPage, 'preloadPage').mockResolvedValue(undefined);
    const text = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    let shellTextDone: () => void = () => undefined;
    const shellText = new Promise<void>((resolve) => (shellTextDone = resolve));
    const prepared = preparePageAt('/lottery', shellText);
    expect(preload).toHaveBeenCalledWith(pageRoutes.find((r) => r.path === '/lottery')?.Page);
    await Promise.resolve();
    expect(text).not.toHaveBeenCalled();
    shellTextDone();
    await prepared;
    expect(text).toHaveBeenCalledWith('lottery');
    preload.mockRestore();
    text.mockRestore();
  });

  it('asks for nothing on an address without a page of its own', async () => {
    const preload = vi.spyOn(lazyPage, 'preloadPage');
    const text = vi.spyOn(localeFiles, 'preloadNamespace');
    await preparePageAt('/no/such/page', Promise.resolve());
    expect(text).not.toHaveBeenCalled();
    preload.mockRestore();
    text.mockRestore();
  });
});
