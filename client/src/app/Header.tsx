import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { brand } from '../lib/stores/brand';
import { isLoggedIn, role, token } from '../lib/stores/session';
import { flags, resourceOf } from '../lib/stores/status';
import { loginPopup } from '../lib/stores/ui';
import { changePasswordModal, forgotPasswordModal, logoutConfirm, registerSuccessModal } from '../lib/stores/auth';
import { SafeLink } from '../components/SafeLink';
import { ThemeSwitch } from '../components/ThemeSwitch';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { openAffiliateLink } from '../features/identity/openAgentEntry';
import { useIsPhone } from '../lib/hooks/useIsPhone';

// The member header and the identity dialogs load when first needed, not with the first paint.
const MemberHeader = lazy(() => import('./MemberParts'));
const IdentityDialogs = lazy(() => import('../features/identity/IdentityDialogs').then((m) => ({ default: m.IdentityDialogs })));
// While a member is signed in: "stop now" on every page, and the reality check over every page. A
// phone's header has no room for "stop now" (the menu drawer has it): there, only the reality check,
// except on a page without the tab bar (a game), where the drawer cannot be opened.
const protectionParts = () => import('../features/protection/ShellParts');
const ProtectionParts = lazy(protectionParts);
const RealityCheck = lazy(() => protectionParts().then((m) => ({ default: m.RealityCheck })));
const StopNowButton = lazy(() => protectionParts().then((m) => ({ default: m.StopNowButton })));

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

/** True once any identity dialog has been asked for; from then on they stay mounted. */
function useDialogsNeeded(): boolean {
  const asked =
    loginPopup.value !== null ||
    changePasswordModal.value !== null ||
    forgotPasswordModal.value ||
    logoutConfirm.value ||
    registerSuccessModal.value !== null;
  const [needed, setNeeded] = useState(asked);
  // Adjusted while rendering, as React advises for state that follows a changing input.
  if (asked && !needed) setNeeded(true);
  return needed || asked;
}

/** The agent entry a visitor gets when the brand has an affiliate link: the link, in a new window. */
export function AffiliateButton({ className }: { className: string }) {
  const { t } = useTranslation();
  if (!resourceOf('AFFILIATELINK')) return null;
  return (
    <button type="button" className={className} onClick={() => openAffiliateLink()}>
      {t('account.agentCentre')}
    </button>
  );
}

/** A visitor's buttons: log in and, with DIRECTREG3, register; the desktop adds the agent entry. */
function GuestActions({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!compact && <AffiliateButton className="btn btn--ghost" />}
      <button type="button" className="btn btn--ghost" onClick={() => (loginPopup.value = 'login')}>
        {t('header.login')}
      </button>
      {flags.value.DIRECTREG3 === true && (
        <SafeLink to="/register" className="btn btn--primary">
          {t('header.register')}
        </SafeLink>
      )}
    </>
  );
}

/**
 * The header: logo, then the guest buttons or the member header, theme and language. On a phone
 * it is one row: logo, then log in (and register) or the balance and the account menu; the rest
 * is in the menu drawer (docs/behaviour/phone-layout.md). `drawer` is false on a phone's page
 * without the tab bar (a game), which has no way to the drawer: there the header keeps "stop now",
 * which must be one press away on every page.
 */
export function Header({ drawer = true }: { drawer?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const { name } = brand.value;
  const dialogs = useDialogsNeeded();
  const phone = useIsPhone();
  const who = role.value;
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
          <>
            <Suspense fallback={null}>
              <MemberHeader compact={phone} />
              {!phone && <ProtectionParts />}
              {/* The same rule as ProtectionParts: members and agents, a new check for each sign-in. */}
              {phone && (who === 'member' || who === 'agent') && <RealityCheck key={token.value ?? ''} />}
              {phone && !drawer && (who === 'member' || who === 'agent') && <StopNowButton compact />}
            </Suspense>
          </>
        ) : (
          <GuestActions compact={phone} />
        )}
        {!phone && <ThemeSwitch />}
        {!phone && <LanguageSwitch />}
      </div>
      {dialogs && (
        <Suspense fallback={null}>
          <IdentityDialogs />
        </Suspense>
      )}
    </header>
  );
}
