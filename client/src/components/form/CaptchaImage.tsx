import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';

/** Captcha refresh is throttled to once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * The captcha image (`session.captcha`, a Base64 PNG) as a button: a click loads a new one, at most
 * once per second. `reloadKey` changing (a failed attempt, a switched form) loads a new one too.
 */
export function CaptchaImage({ reloadKey = 0 }: { reloadKey?: number }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const lastLoad = useRef(0);
  const live = useRef(true);

  const load = useCallback(async () => {
    lastLoad.current = Date.now();
    const answer = await call('session.captcha');
    if (live.current && answer.success && typeof answer.value === 'string') setImage(`data:image/png;base64,${answer.value}`);
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load, reloadKey]);

  const refresh = () => {
    if (Date.now() - lastLoad.current < CAPTCHA_REFRESH_MS) return;
    void load();
  };

  return (
    <button type="button" className="captcha-image" aria-label={t('auth.refreshCaptcha')} onClick={refresh}>
      {image ? (
        <img src={image} alt={t('auth.captchaImage')} width={100} height={40} />
      ) : (
        <span className="captcha-image__empty" aria-hidden="true" />
      )}
    </button>
  );
}
