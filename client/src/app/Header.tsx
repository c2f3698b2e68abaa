import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { brand } from '../lib/stores/brand';
import { isLoggedIn, memberInfo } from '../lib/stores/session';
import { readSession } from '../lib/storage';
import { SafeLink } from '../components/SafeLink';
import { ThemeSwitch } from '../components/ThemeSwitch';
import { LanguageSwitch } from '../components/LanguageSwitch';

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="34" height="34" aria-hidden="true" className="brand-mark">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop offset="1" stopColor="var(--color-primary-strong)" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-mark-fill)" />
      <path d="M32 12l6 13 14 2-10 10 3 14-13-7-13 7 3-14-10-10 14-2z" fill="var(--color-accent)" />
    </svg>
  );
}

/** Header for guests (spec 1 §2.2); the member part (balance, messages, account menu) comes with sign-in. */
export function Header() {
  useSignals();
  const { t } = useTranslation();
  const { name } = brand.value;
  const account = memberInfo.value?.account ?? readSession('account');
  return (
    <header className="site-header">
      <SafeLink to="/" className="site-header__logo" aria-label={t('header.homeLink', { name })}>
        <BrandMark />
        <span className="site-header__name" aria-hidden="true">
          {name}
        </span>
      </SafeLink>
      <div className="site-header__actions">
        {isLoggedIn.value ? (
          account && <span className="site-header__account">{account}</span>
        ) : (
          <>
            <SafeLink to="/login" className="btn btn--ghost">
              {t('header.login')}
            </SafeLink>
            <SafeLink to="/register" className="btn btn--primary">
              {t('header.register')}
            </SafeLink>
          </>
        )}
        <ThemeSwitch />
        <LanguageSwitch />
      </div>
    </header>
  );
}
