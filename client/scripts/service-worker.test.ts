import { SHIPPED_LANGUAGES } from '../../shared/languages';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildVersion, bundleWorker, offlineDocument, precacheList, readOfflineTexts } from './service-worker';

const chunk = (fileName: string, fields: { isEntry?: boolean; facade?: string; imports?: string[]; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fields.isEntry ?? false,
  facadeModuleId: fields.facade ?? null,
  moduleIds: fields.facade ? [fields.facade] : [],
  imports: fields.imports ?? [],
  viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set<string>(), __modules: {} },
});
const asset = (fileName: string, source?: string) => ({ type: 'asset' as const, fileName, originalFileNames: source ? [source] : [] });

/** A client bundle's shape: only the fields precacheList reads. */
function bundleOf(items: Array<ReturnType<typeof chunk> | ReturnType<typeof asset>>): Rolldown.OutputBundle {
  return Object.fromEntries(items.map((item) => [item.fileName, item])) as unknown as Rolldown.OutputBundle;
}

const BUNDLE = bundleOf([
  chunk('assets/index-1.js', {
    isEntry: true,
    facade: '/app/client/index.html',
    imports: ['assets/boot-10.js'],
    css: ['assets/index-3.css'],
  }),
  chunk('assets/boot-10.js'),
  chunk('assets/start-11.js', { facade: '/app/client/src/app/start.tsx', imports: ['assets/shell-12.js', 'assets/runtime-2.js'] }),
  chunk('assets/shell-12.js', { imports: ['assets/runtime-2.js', 'assets/boot-10.js'] }),
  chunk('assets/i18n-13.js', { facade: '/app/client/src/lib/i18n.ts', imports: ['assets/shell-12.js'] }),
  chunk('assets/NoticeDialogs-14.js', { facade: '/app/client/src/app/NoticeDialogs.tsx', imports: ['assets/runtime-2.js'] }),
  chunk('assets/PromotionsPage-15.js', { facade: '/app/client/src/features/promotions/PromotionsPage.tsx' }),
  chunk('assets/runtime-2.js'),
  asset('assets/index-3.css'),
  chunk('assets/OfflinePage-4.js', { facade: '/app/client/src/features/pwa/OfflinePage.tsx', imports: ['assets/runtime-2.js'] }),
  asset('assets/locales/h1/tl/pwa.json', 'src/locales/tl/pwa.json'),
  asset('assets/locales/h1/en/common.json', 'src/locales/en/common.json'),
  asset('assets/locales/h1/en/games.json', 'src/locales/en/games.json'),
  chunk('assets/HomePage-8.js', { facade: '/app/client/src/features/home/HomePage.tsx', imports: ['assets/helper-9.js'] }),
  chunk('assets/helper-9.js'),
  asset('index.html'),
  asset('favicon.svg'),
]);

describe('the service worker build', () => {
  it("keeps at install the entry and the app it imports, with what they import, the network failure's dialog and the offline page's chunks, and no language's text", () => {
    expect(precacheList(BUNDLE)).toEqual([
      '/assets/NoticeDialogs-14.js',
      '/assets/OfflinePage-4.js',
      '/assets/boot-10.js',
      '/assets/i18n-13.js',
      '/assets/index-1.js',
      '/assets/index-3.css',
      '/assets/runtime-2.js',
      '/assets/shell-12.js',
      '/assets/start-11.js',
    ]);
  });

  it('names each build by its files', () => {
    const version = buildVersion(BUNDLE);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion(bundleOf([chunk('assets/index-1.js'), chunk('assets/runtime-2.js')]))).not.toBe(version);
  });

  it('writes the offline page in every shipped language from pwa.json, English first', () => {
    const texts = readOfflineTexts(fileURLToPath(new URL('../src/locales', import.meta.url)));
    expect(texts.map((t) => t.language)).toEqual([
      'en',
      ...SHIPPED_LANGUAGES.filter((c) => c !== 'EN')
        .map((c) => c.toLowerCase())
        .sort(),
    ]);
    expect(texts[0]).toMatchObject({ title: "You're offline", retry: 'Try again' });
    expect(new Set(texts.map((t) => t.title)).size).toBe(texts.length);
    // Each language's section carries its locale and direction, which the page takes when it shows it.
    const { html } = offlineDocument(texts);
    expect(html).toContain('<section data-lang="ar" lang="ar" dir="rtl" hidden>');
    expect(html).toContain('<section data-lang="cn" lang="zh-CN" dir="ltr" hidden>');
  });

  it('allows exactly its own inline script and style, and escapes the text', () => {
    const { html, csp } = offlineDocument([
      { language: 'en', title: 'Offline <b>', text: 'Gone & back', retry: 'Retry' },
      { language: 'tl', title: 'Offline ka', text: 'Wala', retry: 'Subukan' },
    ]);
    expect(html).toContain('<h1>Offline &lt;b&gt;</h1><p>Gone &amp; back</p>');
    expect(html).toContain('<section data-lang="tl" lang="tl" dir="ltr" hidden>');
    const script = /<script>(.*?)<\/script>/s.exec(html)![1];
    const style = /<style>(.*?)<\/style>/s.exec(html)![1];
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toBe(
      `default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    );
    expect(() => offlineDocument([])).toThrow(/pwa\.json/);
  });

  it('bundles the worker as one classic script that carries its configuration and listens for its events', async () => {
    const entry = fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url));
    const code = await bundleWorker(entry, { version: 'v123', precache: ['/assets/a.js'], offline: { html: '<p>x</p>', csp: '' } });
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const listeners: string[] = [];
    const scope = {
      location: new URL('https://play.example/sw.js'),
      caches: {},
      addEventListener: (type: string) => listeners.push(type),
    };
    runInNewContext(code, { globalThis: scope, self: scope, URL, Request, Response, Headers });
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
    expect(code).toContain('v123');
  });
});
