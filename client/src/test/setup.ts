import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Resource, ResourceKey } from 'i18next';
import { i18n, i18nOptions, language, setLanguage } from '../lib/i18n';

// Every namespace of every language, bundled into the setup so the first render of every test has
// its text without suspending: `../locales/<language>/<namespace>.json`.
const files = import.meta.glob<ResourceKey>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [path, data] of Object.entries(files)) {
  const [lng, file] = path.split('/').slice(-2);
  (resources[lng] ??= {})[file.replace(/\.json$/, '')] = data;
}

// The text files at the addresses the dev server serves them from (/src/locales/…, lib/localeFiles.ts),
// for the tests that load text as the page does.
const texts = new Map(Object.entries(files).map(([path, data]) => [path.replace(/^\.\.\//, '/src/'), JSON.stringify(data)]));
const networkFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const text = texts.get(address);
  return text === undefined
    ? networkFetch(input, init)
    : Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
};

// The app's own options, initialised synchronously from the bundled resources.
void i18n.init({ ...i18nOptions('EN'), ns: Object.keys(resources.en ?? {}), resources, initAsync: false });

afterEach(async () => {
  cleanup();
  if (language.value !== 'EN' || i18n.language !== 'en') await setLanguage('EN');
  try {
    sessionStorage.clear();
    localStorage.clear();
  } catch {
    // storage disabled by a test on purpose
  }
  document.body.style.overflow = '';
});
