import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../lib/customerService';

/** End time in the visitor's own locale and time zone. */
export function formatEndTime(ms: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function MaintenancePage({ endTime }: { endTime?: number | null }) {
  const { t } = useTranslation();
  return (
    <main className="gate-page" aria-labelledby="maintenance-title">
      <div className="gate-card">
        <svg className="gate-card__icon" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M22 42l14-14m-4-6a8 8 0 1 0 10 10l-4-4 4-4-4-4-4 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="maintenance-title">{t('system.maintenanceTitle')}</h1>
        <p>{t('system.maintenanceText')}</p>
        {typeof endTime === 'number' && endTime > 0 && (
          <p className="gate-card__highlight">{t('system.maintenanceEnd', { time: formatEndTime(endTime, navigator.language) })}</p>
        )}
        <button type="button" className="btn btn--primary" onClick={() => void openCustomerService()}>
          {t('common.contactUs')}
        </button>
      </div>
    </main>
  );
}
