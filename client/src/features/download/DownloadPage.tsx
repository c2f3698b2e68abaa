import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Resource } from '../../../../shared/schemas/system';
import { QrCode } from '../../components/QrCode';
import { brand } from '../../lib/stores/brand';
import { resourceOf } from '../../lib/stores/status';
import { InstallGuide, type Platform } from './InstallGuide';
import './download.css';

export const DOWNLOAD_QR_SIZE = 130;

/** /down and /download: the Android and iOS apps with QR codes and links, and the install guide. */
export default function DownloadPage() {
  useSignals();
  const { t } = useTranslation('download');
  const android = resourceOf('Android');
  const ios = resourceOf('MOBILECONFIG');

  return (
    <div className="page download-page">
      <h1 className="section-title">{t('download.title', { name: brand.value.name })}</h1>
      <p className="status-text">{t('download.intro')}</p>
      {android || ios ? (
        <div className="download-page__apps">
          {android && <AppCard platform="android" resource={android} />}
          {ios && <AppCard platform="ios" resource={ios} />}
        </div>
      ) : (
        <p role="status" className="status-text">
          {t('download.unavailable')}
        </p>
      )}
      <InstallGuide android={android} ios={ios} />
    </div>
  );
}

function AppCard({ platform, resource }: { platform: Platform; resource: Resource }) {
  const { t } = useTranslation('download');
  const name = t(`download.${platform}`);
  return (
    <section className="app-card" aria-labelledby={`app-${platform}`}>
      <h2 id={`app-${platform}`} className="app-card__title">
        {name}
      </h2>
      <QrCode value={resource.url} size={DOWNLOAD_QR_SIZE} margin={10} label={t('download.qrLabel', { platform: name })} />
      <p className="app-card__hint">{t(`download.${platform}Hint`)}</p>
      <a className="pill-button" href={resource.url} rel="noopener" download={platform === 'android' ? '' : undefined}>
        {t('download.get', { platform: name })}
      </a>
    </section>
  );
}
