import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNamespace, shipsLanguage } from './localeFiles';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the interface text files', () => {
  it('reads a namespace from its file in the current text set, lower-casing the language', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const text = await readNamespace('TL', 'points');
    expect(fetched).toHaveBeenCalledWith('/src/locales/tl/points.json');
    expect(text).toMatchObject({ points: expect.any(Object) });
  });

  it('downloads a file once for every reader', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const [first, second] = await Promise.all([readNamespace('en', 'missions'), readNamespace('EN', 'missions')]);
    expect(first).toBe(second);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('asks again after a download that failed', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('gateway down', { status: 502 }));
    await expect(readNamespace('en', 'inbox')).rejects.toThrow('/src/locales/en/inbox.json: HTTP 502');
    await expect(readNamespace('en', 'inbox')).resolves.toMatchObject({ inbox: expect.any(Object) });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('has nothing, without a request, for a language or a namespace without files', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    await expect(readNamespace('he', 'common')).resolves.toBeNull();
    await expect(readNamespace('en', 'nowhere')).resolves.toBeNull();
    expect(fetched).not.toHaveBeenCalled();
    expect(shipsLanguage('TL')).toBe(true);
    expect(shipsLanguage('ar')).toBe(true);
    expect(shipsLanguage('HE')).toBe(false);
  });
});
