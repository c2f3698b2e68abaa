import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../lib/i18n';
import { publicMoney } from '../../lib/money/format';
import { balance } from '../../lib/stores/wallet';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../../components/LoadStatus';
import { fetchWinners } from './winnersData';

const HEADING_ID = 'home-winners-title';

/**
 * The winners board of the home page: the newest wins of every category, each with the player's
 * name as the platform masks it, the game and the amount. The board carries no currency; a member's
 * balance names the merchant's, so amounts show its symbol once it is known and plain otherwise.
 */
export function WinnersBoard() {
  useSignals();
  const { t } = useTranslation('home');
  const lang = language.value;
  const winners = useLoad(`winners:${lang}`, (signal) => fetchWinners(lang, signal));
  const wallet = balance.value;
  const money = (amount: number) => publicMoney(amount, wallet);
  const list = winners.state.value;

  return (
    <section className="home-winners" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="section-title">
        {t('winners.title')}
      </h2>
      <LoadStatus load={winners} loadingText={t('winners.loading')} failedText={t('winners.failed')} />
      {winners.state.status === 'ready' && list?.length === 0 && <p className="status-text">{t('winners.empty')}</p>}
      {list && list.length > 0 && (
        <ul className="home-winners__list" aria-labelledby={HEADING_ID}>
          {list.map((winner, index) => (
            <li key={`${winner.winTime}-${winner.customerName}-${index}`} className="home-winners__row">
              <span className="home-winners__player">
                <span className="visually-hidden">{t('winners.player')} </span>
                {winner.customerName}
              </span>
              <span className="home-winners__game">
                <span className="visually-hidden">{t('winners.game')} </span>
                <span translate="no">{winner.gameName}</span>
              </span>
              <span className="home-winners__amount">
                <span className="visually-hidden">{t('winners.amount')} </span>
                {money(winner.winAmount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
