import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionJson, writeSessionJson } from '../../lib/storage';

/** SMS requests are throttled to one per second. */
export const SMS_THROTTLE_MS = 1000;

type Countdowns = Record<string, number>;

/** When the code sent under `key` stops blocking a new send (epoch ms), or 0. */
export function countdownEnd(key: string, now = Date.now()): number {
  const at = readSessionJson<Countdowns>('smsCountdowns')?.[key];
  return typeof at === 'number' && at > now ? at : 0;
}

/** Keeps the end of a send for the visit, so a reload resumes the countdown instead of offering a new code. */
export function rememberCountdown(key: string, endsAt: number, now = Date.now()): void {
  const kept: Countdowns = {};
  for (const [k, at] of Object.entries(readSessionJson<Countdowns>('smsCountdowns') ?? {})) {
    if (typeof at === 'number' && at > now) kept[k] = at;
  }
  kept[key] = endsAt;
  writeSessionJson('smsCountdowns', kept);
}

/**
 * The get-code button: `onSend` sends the code and answers the seconds to wait before another
 * (expiredMinutes × 60, or until the server's expiry), or null when nothing was sent. While
 * counting down the button is disabled and shows the seconds left; at zero it is enabled again.
 * With `countdownKey` (purpose and number) the end is kept in session storage and resumed after a
 * reload, for as long as the code sent to that number is still valid.
 */
export function SmsCodeButton({
  onSend,
  label,
  countdownKey,
}: {
  onSend: () => Promise<number | null>;
  label?: string;
  countdownKey?: string;
}) {
  const { t } = useTranslation();
  const [localEnd, setLocalEnd] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);

  const endsAt = countdownKey ? countdownEnd(countdownKey, now) : localEnd;
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    // Wake at the next whole second of the countdown.
    const timer = setTimeout(() => setNow(Date.now()), (endsAt - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, endsAt, now]);

  const click = async () => {
    const clicked = Date.now();
    if (sending || secondsLeft > 0 || clicked - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = clicked;
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null && wait > 0) {
        const sentAt = Date.now();
        const end = sentAt + wait * 1000;
        if (countdownKey) rememberCountdown(countdownKey, end, sentAt);
        else setLocalEnd(end);
        setNow(sentAt);
      }
    } finally {
      setSending(false);
    }
  };

  const counting = secondsLeft > 0;
  return (
    <button type="button" className="btn btn--ghost form-field__side-button" disabled={counting || sending} onClick={() => void click()}>
      {counting ? t('auth.resendIn', { seconds: secondsLeft }) : sending ? t('auth.sendingCode') : (label ?? t('auth.getCode'))}
    </button>
  );
}
