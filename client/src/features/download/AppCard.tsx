import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../../shared/domains/system/schemas';
import { QrCode } from '../../components/QrCode';
import { appAddress, webAppAddress } from './apps';

/** The QR size of an app in the download modal and on the download page. */
export const DOWNLOAD_QR_SIZE = 130;
const DOWNLOAD_QR_MARGIN = 10;

type HeadingLevel = 2 | 3;

function Heading({ level, id, children }: { level: HeadingLevel; id: string; children: string }) {
  return level === 2 ? (
    <h2 id={id} className="app-card__title">
      {children}
    </h2>
  ) : (
    <h3 id={id} className="app-card__title">
      {children}
    </h3>
  );
}

/** An installable app (Android or iOS): its QR code encodes the brand's link to it (absolute), and the link downloads it. */
export function AppCard({ platform, resource, level }: { platform: 'android' | 'ios'; resource: Resource; level: HeadingLevel }) {
  const { t } = useTranslation('download');
  const titleId = useId();
  const name = t(`download.${platform}`);
  const address = appAddress(resource.url);
  return (
    <section className="app-card" aria-labelledby={titleId}>
      <Heading level={level} id={titleId}>
        {name}
      </Heading>
      <QrCode value={address} size={DOWNLOAD_QR_SIZE} margin={DOWNLOAD_QR_MARGIN} label={t('download.qrLabel', { platform: name })} />
      <p className="app-card__hint">{t(`download.${platform}Hint`)}</p>
      <a className="pill-button" href={address} rel="noopener" download={platform === 'android' ? '' : undefined}>
        {t('download.get', { platform: name })}
      </a>
    </section>
  );
}

/** The Lite app: the site used in the browser, nothing to install; the link opens it on this site in a new tab. */
export function LiteEntry({ resource, level }: { resource: Resource; level: HeadingLevel }) {
  const { t } = useTranslation('download');
  const titleId = useId();
  return (
    <section className="app-card app-card--lite" aria-labelledby={titleId}>
      <Heading level={level} id={titleId}>
        {t('download.lite')}
      </Heading>
      <p className="app-card__hint">{t('download.liteHint')}</p>
      <a className="pill-button" href={webAppAddress(resource.url)} target="_blank" rel="noopener noreferrer">
        {t('download.openLite')}
      </a>
    </section>
  );
}
