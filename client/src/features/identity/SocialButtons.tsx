import { useTranslation } from 'react-i18next';
import { SocialProviders, socialAuthorizeUrl, type SocialProviderName } from './social';

/** Leaves for the identity provider; it returns to /login with a code. */
export function SocialButtons({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const { t } = useTranslation('identity');
  const start = (provider: SocialProviderName) => {
    const url = socialAuthorizeUrl(provider);
    if (url) go(url);
  };
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
