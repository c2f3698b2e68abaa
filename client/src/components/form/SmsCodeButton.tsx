import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SMS requests are throttled to one per second. */
export const SMS_THROTTLE_MS = 1000;

/**
 * The get-code button: `onSend` sends the code and answers the seconds to wait before another
 * (expiredMinutes × 60, or until the server's expiry), or null when nothing was sent. While
 * counting down the button is disabled and shows the seconds left; at zero it is enabled again.
 */
export function SmsCodeButton({ onSend, label }: { onSend: () => Promise<number | null>; label?: string }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);
  const endsAt = useRef(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const click = async () => {
    const now = Date.now();
    if (sending || secondsLeft > 0 || now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null && wait > 0) {
        endsAt.current = Date.now() + wait * 1000;
        setSecondsLeft(Math.ceil(wait));
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
