import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useLoad } from '../../lib/load/useLoad';
import { failure, type Answer } from '../../lib/load/answer';

/** Captcha refresh is throttled to once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** A new captcha image (`session.captcha`, a Base64 PNG) as an image address. */
async function fetchCaptcha(signal: AbortSignal): Promise<Answer<string>> {
  const answer = await call('session.captcha', undefined, { signal });
  if (!answer.success || typeof answer.value !== 'string') return failure(answer);
  return { success: true, value: `data:image/png;base64,${answer.value}` };
}

/**
 * The captcha image as a button: a click loads a new one, at most once per second. `reloadKey`
 * changing (a failed attempt, a switched form) loads a new one too. The shown image stays until
 * the next one arrives.
 */
export function CaptchaImage({ reloadKey = 0 }: { reloadKey?: number }) {
  const { t } = useTranslation();
  const load = useLoad(`captcha:${reloadKey}`, fetchCaptcha, { keepPrevious: true });
  const lastRefresh = useRef(0);
  const image = load.state.value;

  const refresh = () => {
    if (Date.now() - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = Date.now();
    load.refresh();
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
