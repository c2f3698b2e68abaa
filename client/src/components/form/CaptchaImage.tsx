import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/api/errorCode';
import { call } from '../../lib/api';
import { useLoad } from '../../lib/load/useLoad';
import { failure, type Answer } from '../../lib/load/answer';

/** Captcha refresh is throttled to once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** How many times a captcha refused by the gateway's once-a-second limit is asked again. */
const THROTTLED_RETRIES = 2;

/** Resolves after `ms`, or at once when the load is abandoned. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * A new captcha image (`identity.captcha`, a Base64 PNG) as an image address. The gateway refuses a
 * second captcha within a second of the last (`gateway.throttled`, the seconds to wait as its value);
 * a form that asks twice that fast (a registration type switched right after the page opened) waits
 * those seconds and asks again, rather than leaving the image empty.
 */
async function fetchCaptcha(signal: AbortSignal): Promise<Answer<string>> {
  for (let attempt = 0; ; attempt++) {
    const answer = await call('identity.captcha', undefined, { signal });
    if (answer.success && typeof answer.value === 'string') return { success: true, value: `data:image/png;base64,${answer.value}` };
    const waitSeconds = typeof answer.value === 'number' ? answer.value : 1;
    if (answer.success || answer.errorCode !== ErrorCode.throttled || attempt >= THROTTLED_RETRIES || signal.aborted)
      return failure(answer);
    await pause(waitSeconds * 1000, signal);
  }
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
