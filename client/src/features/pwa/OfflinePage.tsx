import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GateCard } from '../../components/GateCard';

/**
 * The page shown in place of the site when it starts with the network gone (the service worker
 * served the kept shell, but the platform cannot be reached). It tries again on its button and as
 * soon as the browser says the network is back. The worker's own offline page, for when no shell
 * is kept, shows the same text (client/scripts/service-worker.ts reads these keys).
 */
export default function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('pwa');

  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <GateCard
      id="offline-title"
      title={t('pwa.offline.title')}
      text={t('pwa.offline.text')}
      action={t('pwa.offline.retry')}
      onAction={onRetry}
    />
  );
}
