import { useTranslation } from 'react-i18next';
import type { Location } from '../../../../shared/domains/system/schemas';
import { openCustomerService } from '../../lib/customerService';

export function RestrictionPage({ location }: { location?: Location }) {
  const { t } = useTranslation();
  return (
    <main className="gate-page" aria-labelledby="restriction-title">
      <div className="gate-card">
        <svg className="gate-card__icon" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M13 13l38 38" stroke="currentColor" strokeWidth="3" />
        </svg>
        <h1 id="restriction-title">{t('system.restrictionTitle')}</h1>
        <h2 className="gate-card__subtitle">{t('system.restrictionHeading')}</h2>
        <dl className="gate-card__facts">
          <div>
            <dt>{t('system.yourIp')}</dt>
            <dd>{location?.ip || t('system.unknown')}</dd>
          </div>
          <div>
            <dt>{t('system.yourCountry')}</dt>
            <dd>{location?.country || t('system.unknown')}</dd>
          </div>
        </dl>
        <p>{t('system.restrictionText')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void openCustomerService()}>
          {t('common.contactUs')}
        </button>
      </div>
    </main>
  );
}
