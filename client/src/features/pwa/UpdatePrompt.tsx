import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../lib/pwa/register';

/**
 * "A new version is ready — Reload": the new service worker is installed and waits for this page.
 * Reload lets it take over (SKIP_WAITING) and reloads once it controls the page.
 */
export function UpdatePrompt({ worker, container }: { worker: ServiceWorker; container: ServiceWorkerContainer }) {
  const { t } = useTranslation('pwa');
  const [asked, setAsked] = useState(false);
  return (
    <section className="pwa-notice" aria-label={t('pwa.update.label')}>
      <p className="pwa-notice__text" role="status">
        {t('pwa.update.text')}
      </p>
      <button
        type="button"
        className="btn btn--primary pwa-notice__action"
        disabled={asked}
        onClick={() => {
          setAsked(true);
          applyUpdate(worker, container);
        }}
      >
        {t('pwa.update.reload')}
      </button>
    </section>
  );
}
