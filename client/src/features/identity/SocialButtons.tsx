import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { SOCIAL_LOGIN_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { SocialProviders, socialAuthorizeUrl, type SocialProviderName } from './social';

/** Leaves for the identity provider; it returns to /login with a code. Absent where the platform does not offer the social sign-in. */
export function SocialButtons({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  useSignals();
  const { t } = useTranslation('identity');
  const start = (provider: SocialProviderName) => {
    const url = socialAuthorizeUrl(provider);
    if (url) go(url);
  };
  if (!offers(SOCIAL_LOGIN_CALLS)) return null;
  return (
    <div className="social-buttons" role="group" aria-label={t('auth.socialGroup')}>
      {SocialProviders.map((provider) => (
        <button key={provider} type="button" className={`btn btn--ghost social-buttons__${provider}`} onClick={() => start(provider)}>
          {t(`auth.socialWith.${provider}`)}
        </button>
      ))}
    </div>
  );
}
