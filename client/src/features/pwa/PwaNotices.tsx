import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { networkOnline, waitingWorker } from '../../lib/pwa/state';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

/** What the shell shows of the installable app while the site runs: a new version waiting, and the network gone. */
export default function PwaNotices() {
  useSignals();
  const { t } = useTranslation('pwa');
  const worker = waitingWorker.value;
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (networkOnline.value && !(worker && container)) return null;
  return (
    <div className="pwa-notices">
      {!networkOnline.value && (
        <p className="pwa-notice pwa-notice__text" role="status">
          {t('pwa.offlineNotice')}
        </p>
      )}
      {worker && container && <UpdatePrompt worker={worker} container={container} />}
    </div>
  );
}
