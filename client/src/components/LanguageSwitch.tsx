import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { brand } from '../lib/stores/brand';
import { directionOf, language, localeOf, nativeLanguageName } from '../lib/i18n';
import { changeLanguage } from '../lib/changeLanguage';

/** Header language choice; hidden when the brand offers a single language. */
export function LanguageSwitch() {
  useSignals();
  const { t } = useTranslation();
  const id = useId();
  const languages = brand.value.languages;
  if (languages.length < 2) return null;
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.choose')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="language-switch__icon">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <select id={id} value={language.value} onChange={(e) => void changeLanguage(e.target.value)}>
        {languages.map((code) => (
          <option key={code} value={code} lang={localeOf(code)} dir={directionOf(code)}>
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
