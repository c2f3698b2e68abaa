import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import en from '../locales/en.json';
import { i18n, language, setLanguage } from '../lib/i18n';

// English resources, initialised synchronously so the first render of every test has its text.
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

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
