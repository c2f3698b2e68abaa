import { arrowStep } from '../../lib/readingDirection';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { QrCode } from '../../components/QrCode';
import { brand } from '../../lib/stores/brand';
import { installPrompt } from '../../lib/pwa/state';
import { isAppleMobile, runsStandalone } from '../../lib/pwa/standalone';
import { webAppAddress, type Platform, type PublishedApps } from './apps';

const STEP_COUNT = 4;
export const GUIDE_QR_SIZE = 100;

/**
 * The browser's own install offer (Chrome and Edge on Android and the desktop): the button shows
 * its dialog. The offer can be used once; after it the button goes, and an accepted install says so.
 */
function InstallOffer() {
  useSignals();
  const { t } = useTranslation('download');
  const offer = installPrompt.value;
  const [installed, setInstalled] = useState(false);

  if (installed) {
    return (
      <p className="install-guide__offer status-text" role="status">
        {t('download.installed', { name: brand.value.name })}
      </p>
    );
  }
  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    installPrompt.value = null;
    setInstalled(outcome === 'accepted');
  };
  return (
    <div className="install-guide__offer">
      <p>{t('download.installHint', { name: brand.value.name })}</p>
      <button type="button" className="btn btn--primary" onClick={() => void install()}>
        {t('download.install')}
      </button>
    </div>
  );
}

/**
 * The install guide of the web app: the browser's install button where it offers one, and the
 * steps for Android (the browser menu) and iOS (Safari's Share › Add to Home Screen), with a Lite
 * app tab when the brand publishes the Lite app; the visitor's own platform comes first. Each first
 * step carries a QR code that opens the site on a phone. Nothing to show in the installed app.
 */
export function InstallGuide({ apps }: { apps: PublishedApps }) {
  const { t } = useTranslation('download');
  const platforms: Platform[] = apps.lite ? ['android', 'ios', 'lite'] : ['android', 'ios'];
  const [chosen, setPlatform] = useState<Platform>(() => (isAppleMobile() ? 'ios' : 'android'));
  // A tab that is no longer published (the status answer changed) falls back to the first one.
  const platform = platforms.includes(chosen) ? chosen : platforms[0];
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const [standalone] = useState(() => runsStandalone());
  if (standalone) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = arrowStep(event.key, event.currentTarget);
    if (step === 0) return;
    event.preventDefault();
    const next = (i + step + platforms.length) % platforms.length;
    setPlatform(platforms[next]);
    tabs.current[next]?.focus();
  };

  const qr =
    platform === 'lite' && apps.lite
      ? { value: webAppAddress(apps.lite.url), label: t('download.liteQrLabel') }
      : { value: webAppAddress('/'), label: t('download.siteQrLabel', { name: brand.value.name }) };

  return (
    <section className="install-guide" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="section-title">
        {t('download.guideTitle')}
      </h2>
      <InstallOffer />
      <div role="tablist" className="install-guide__tabs" aria-label={t('download.guideTitle')}>
        {platforms.map((p, i) => (
          <button
            key={p}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${p}`}
            aria-selected={platform === p}
            aria-controls={`${baseId}-panel`}
            tabIndex={platform === p ? 0 : -1}
            className="chip"
            onClick={() => setPlatform(p)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t(`download.${p}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${platform}`} className="install-guide__panel">
        <ol className="install-guide__steps">
          {Array.from({ length: STEP_COUNT }, (_, i) => (
            <li key={i} className="install-guide__step">
              <span className="install-guide__number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="install-guide__step-title">{t(`download.steps.${platform}.${i + 1}.title`)}</h3>
                <p>{t(`download.steps.${platform}.${i + 1}.text`)}</p>
                {i === 0 && <QrCode value={qr.value} size={GUIDE_QR_SIZE} margin={8} label={qr.label} />}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
