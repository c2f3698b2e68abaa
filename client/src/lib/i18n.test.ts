import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BOOT_NAMESPACES, COMMON_NAMESPACE, i18n, i18nOptions, localeBackend, pluralRulesByLocale, setLanguage } from './i18n';

/** A fresh instance over the real locale files, as the browser starts: nothing loaded yet. */
async function bootedInstance(code: string) {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(pluralRulesByLocale)
    .init({ ...i18nOptions(code), react: { useSuspense: true } });
  return instance;
}

describe('i18n namespaces', () => {
  it("loads only the shell's and the banner's namespaces at boot, in the visitor language only", async () => {
    const instance = await bootedInstance('TL');
    expect(BOOT_NAMESPACES).toEqual([COMMON_NAMESPACE, 'banners']);
    for (const namespace of BOOT_NAMESPACES) expect(instance.hasResourceBundle('tl', namespace)).toBe(true);
    expect(instance.hasResourceBundle('tl', 'games')).toBe(false);
    expect(instance.hasResourceBundle('en', COMMON_NAMESPACE)).toBe(false);
    expect(instance.t('common.close')).toBe('Isara');
  });

  it('loads an area namespace when asked, and keeps the shell keys reachable through it', async () => {
    const instance = await bootedInstance('EN');
    await instance.loadNamespaces('games');
    expect(instance.hasResourceBundle('en', 'games')).toBe(true);
    const t = instance.getFixedT('en', 'games');
    expect(t('games.loadMore')).toBe('Load more');
    expect(t('common.close')).toBe('Close');
  });

  it('falls back to English for a language the brand offers without files', async () => {
    const instance = await bootedInstance('HE');
    expect(instance.t('common.close')).toBe('Close');
  });

  it('reads the plural forms of each language by its locale: the platform code cn is Chinese, of one form', async () => {
    const chinese = i18next.createInstance();
    await chinese.use(pluralRulesByLocale).init({
      lng: 'cn',
      resources: { cn: { common: { n_other: '{{count}} 个' } } },
      defaultNS: 'common',
    });
    expect(chinese.t('n', { count: 1 })).toBe('1 个');
    const arabic = i18next.createInstance();
    await arabic.use(pluralRulesByLocale).init({
      lng: 'ar',
      resources: {
        ar: {
          common: { n_one: 'واحد', n_two: 'اثنان', n_few: '{{count}} قليل', n_many: '{{count}} كثير', n_other: 'أخرى', n_zero: 'صفر' },
        },
      },
      defaultNS: 'common',
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic.t('n', { count }))).toEqual(['صفر', 'واحد', 'اثنان', '3 قليل', '11 كثير', 'أخرى']);
  });

  it('suspends a component until its namespace is there', async () => {
    const instance = await bootedInstance('EN');
    function Area() {
      const { t } = useTranslation('lottery');
      return createElement('h1', null, t('lottery.title'));
    }
    render(
      createElement(
        I18nextProvider,
        { i18n: instance },
        createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Area)),
      ),
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Lottery');
  });
});

describe('setLanguage', () => {
  it('switches the text, <html lang dir> and the stored choice', async () => {
    await setLanguage('TL');
    expect(i18n.t('common.close')).toBe('Isara');
    expect(document.documentElement.lang).toBe('tl');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('hisLang')).toBe('TL');
    expect(localStorage.getItem('lang')).toBe('tl');
  });

  it('writes a right-to-left language right to left', async () => {
    await setLanguage('AR');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common.close')).toBe('إغلاق');
    await setLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
