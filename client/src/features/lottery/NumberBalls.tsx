import { formatList } from '../../lib/formatList';
import { useTranslation } from 'react-i18next';

/** Drawn numbers as balls; read out as one list ("Numbers 3, 8, 1"). */
export function NumberBalls({ numbers }: { numbers: string[] }) {
  const { t } = useTranslation('lottery');
  if (numbers.length === 0) return <span className="lottery-balls lottery-balls--none">{t('lottery.noNumbers')}</span>;
  return (
    <span className="lottery-balls" role="img" aria-label={t('lottery.numbers', { numbers: formatList(numbers.map(String), 'unit') })}>
      {numbers.map((n, i) => (
        <span key={i} className="lottery-ball" aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  );
}
