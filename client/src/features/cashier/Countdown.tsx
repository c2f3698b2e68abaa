import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/hooks/useNow';
import { formatClock } from '../../lib/formatClock';

/** The live time left to confirm a receipt; past the deadline silence has counted as received. */
export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('cashier');
  const now = useNow(1000);
  const left = deadline - now;
  return (
    <span className="c2c-countdown" role="timer">
      {left > 0 ? t('cashier.withdraw.c2c.timeLeft', { time: formatClock(left) }) : t('cashier.withdraw.c2c.timeUp')}
    </span>
  );
}
