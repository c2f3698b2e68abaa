import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { brand } from '../../lib/stores/brand';
import { AppCard, LiteEntry } from './AppCard';
import { publishedApps } from './apps';
import { InstallGuide } from './InstallGuide';
import './download.css';

/** /down and /download: the Android and iOS apps with QR codes and links, the Lite app, and the install guide. */
export default function DownloadPage() {
  useSignals();
  const { t } = useTranslation('download');
  const apps = publishedApps();
  const { android, ios, lite } = apps;

  return (
    <div className="page download-page">
      <h1 className="section-title">{t('download.title', { name: brand.value.name })}</h1>
      <p className="status-text">{t('download.intro')}</p>
      {android || ios || lite ? (
        <div className="download-page__apps">
          {android && <AppCard platform="android" resource={android} level={2} />}
          {ios && <AppCard platform="ios" resource={ios} level={2} />}
          {lite && <LiteEntry resource={lite} level={2} />}
        </div>
      ) : (
        <p role="status" className="status-text">
          {t('download.unavailable')}
        </p>
      )}
      <InstallGuide apps={apps} />
    </div>
  );
}
