import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDate, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { offers } from '../../lib/stores/offered';
import { RANK_BOARD_CALLS } from '../../lib/featureCalls';
import { loadRankBoard } from './rewardsData';

/** The rank board: this week's members with the most valid bets, accounts masked. Steps aside while not offered. */
export function RankBoard({ refresh }: { refresh: number }) {
  useSignals();
  const shownHere = offers(RANK_BOARD_CALLS);
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad(shownHere ? 'rewards/rankBoard' : null, loadRankBoard, { refreshOn: refresh });
  if (!shownHere) return null;
  const board = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.rankBoard.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {board && (
        <p className="rewards-item__meta">
          {t('rewards.rankBoard.period', { start: formatDate(board.periodStart), end: formatDate(board.periodEnd - 1) })}
        </p>
      )}
      {board && board.list.length === 0 && <p className="rewards-empty">{t('rewards.rankBoard.none')}</p>}
      {board && board.list.length > 0 && (
        <ol className="rewards-items" aria-label={t('rewards.rankBoard.title')}>
          {board.list.map((row) => (
            <li key={row.rank} className="rewards-item">
              <span className="rewards-item__type">{t('rewards.rankBoard.rank', { rank: formatNumber(row.rank) })}</span>
              <span className="rewards-item__title">{row.account}</span>
              <span className="rewards-item__amount">{memberMoneyOfWire(row.validBet)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
