import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { wireToCents } from '../../../../shared/money';
import { JACKPOT_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { useLoad } from '../../lib/load/useLoad';
import { publicMoney } from '../../lib/money/format';
import { loadJackpots } from './gamesData';

const amount = (wire: string) => publicMoney(wireToCents(wire) / 100);

/**
 * The progressive jackpots above a slot lobby: the total of every pool, then each provider's pool,
 * biggest first (games.jackpot; they grow with every stake on a provider's jackpot games). Steps
 * aside on a platform without the call, and while it has no pool to show.
 */
export function Jackpots() {
  useSignals();
  const shown = offers(JACKPOT_CALLS);
  return shown ? <JackpotPanel /> : null;
}

function JackpotPanel() {
  const { t } = useTranslation('games');
  const titleId = useId();
  const load = useLoad('jackpots', loadJackpots);
  const value = load.state.value;
  if (!value || value.list.length === 0) return null;
  return (
    <section className="jackpots" aria-labelledby={titleId}>
      <h2 id={titleId} className="jackpots__title">
        {t('jackpot.title')}
      </h2>
      <p className="jackpots__total">
        <span>{t('jackpot.total')}</span> <strong>{amount(value.total)}</strong>
      </p>
      <ul className="jackpots__list" aria-label={t('jackpot.listLabel')}>
        {value.list.map((pool) => (
          <li key={pool.vassalage} className="jackpots__pool">
            <span className="jackpots__vendor">{pool.displayName}</span> <strong>{amount(pool.amount)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
