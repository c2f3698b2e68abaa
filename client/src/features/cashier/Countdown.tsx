import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/hooks/useNow';

/** h:mm:ss or m:ss until the deadline. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The live time left to confirm a receipt; past the deadline silence has counted as received. */
export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('cashier');
  const now = useNow(1000);
  const left = deadline - now;
  return (
    <span className="c2c-countdown" role="timer">
      {left > 0 ? t('cashier.withdraw.c2c.timeLeft', { time: remainingText(left) }) : t('cashier.withdraw.c2c.timeUp')}
    </span>
  );
}
