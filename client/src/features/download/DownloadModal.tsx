import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { SafeLink } from '../../components/SafeLink';
import { brand } from '../../lib/stores/brand';
import { closeDownloadModal, downloadModal } from '../../lib/stores/download';
import { AppCard, LiteEntry } from './AppCard';
import { publishedApps } from './apps';
import './download.css';

/**
 * The download modal: a 130 px QR code and a download link for Android and for iOS, and the Lite
 * app's entry, each only when the brand publishes its resource; "How to install" leads to the
 * install guide on /download. Opened through `downloadModal`.
 */
export default function DownloadModal() {
  useSignals();
  const { t } = useTranslation('download');
  const { android, ios, lite } = publishedApps();

  return (
    <Modal
      open={downloadModal.value}
      title={t('download.title', { name: brand.value.name })}
      onClose={closeDownloadModal}
      className="download-modal"
    >
      {android || ios || lite ? (
        <div className="download-modal__apps">
          {android && <AppCard platform="android" resource={android} level={3} />}
          {ios && <AppCard platform="ios" resource={ios} level={3} />}
          {lite && <LiteEntry resource={lite} level={3} />}
        </div>
      ) : (
        <p role="status" className="status-text">
          {t('download.unavailable')}
        </p>
      )}
      <p className="download-modal__guide">
        <SafeLink to="/download" onClick={closeDownloadModal}>
          {t('download.howToInstall')}
        </SafeLink>
      </p>
    </Modal>
  );
}
