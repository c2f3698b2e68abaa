import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/QrCode';
import type { Platform, PublishedApps } from './apps';

const STEP_COUNT = 4;
export const GUIDE_QR_SIZE = 100;

/**
 * The install guide: Android and iOS tabs, and a Lite app tab when the brand publishes the Lite
 * app, four steps each. The first step carries a QR code only when the brand publishes that
 * platform's download.
 */
export function InstallGuide({ apps }: { apps: PublishedApps }) {
  const { t } = useTranslation('download');
  const platforms: Platform[] = apps.lite ? ['android', 'ios', 'lite'] : ['android', 'ios'];
  const [chosen, setPlatform] = useState<Platform>('android');
  // A tab that is no longer published (the status answer changed) falls back to the first one.
  const platform = platforms.includes(chosen) ? chosen : platforms[0];
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const resource = apps[platform];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (i + (event.key === 'ArrowRight' ? 1 : platforms.length - 1)) % platforms.length;
    setPlatform(platforms[next]);
    tabs.current[next]?.focus();
  };

  return (
    <section className="install-guide" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="section-title">
        {t('download.guideTitle')}
      </h2>
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
                {i === 0 && resource && (
                  <QrCode
                    value={resource.url}
                    size={GUIDE_QR_SIZE}
                    margin={8}
                    label={platform === 'lite' ? t('download.liteQrLabel') : t('download.qrLabel', { platform: t(`download.${platform}`) })}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
