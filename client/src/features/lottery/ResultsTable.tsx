import { useTranslation } from 'react-i18next';
import { formatOpenTime, type OpenedNumbers } from './lotteryData';
import { NumberBalls } from './NumberBalls';

/** Drawn issues as a table: issue, numbers, time. */
export function ResultsTable({ rows, caption }: { rows: OpenedNumbers[]; caption: string }) {
  const { t } = useTranslation('lottery');
  if (rows.length === 0) return <p className="status-text">{t('lottery.noResults')}</p>;
  return (
    <table className="lottery-results">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.issueColumn')}</th>
          <th scope="col">{t('lottery.numbersColumn')}</th>
          <th scope="col">{t('lottery.timeColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.issue}>
            <th scope="row">{row.issue}</th>
            <td>
              <NumberBalls numbers={row.numbers} />
            </td>
            <td>{formatOpenTime(row.openTime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
