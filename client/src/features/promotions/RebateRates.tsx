import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../components/LoadStatus';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadRebateSettings } from './activitiesData';

/**
 * The member's rebate rates: the share of valid bets paid back, per game type, at the member's
 * rank level. The page shows it only to a signed-in member while the platform offers the call.
 */
export function RebateRates() {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  const load = useLoad('promotions/rebate', loadRebateSettings);
  const rates = load.state.value;
  return (
    <section className="rebate-rates" aria-labelledby={titleId}>
      <h2 id={titleId} className="rebate-rates__title">
        {t('promotions.rebate.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('promotions.loading')} failedText={t('promotions.rebate.failed')} />
      {rates && rates.length === 0 && <p className="status-text">{t('promotions.rebate.none')}</p>}
      {rates && rates.length > 0 && (
        <>
          <p className="rebate-rates__intro">{t('promotions.rebate.intro', { level: formatNumber(rates[0]!.rankLevel) })}</p>
          <table className="rebate-rates__table">
            <caption className="visually-hidden">{t('promotions.rebate.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.rebate.productType')}</th>
                <th scope="col">{t('promotions.rebate.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate.productType}>
                  <th scope="row">{t(`promotions.rebate.productTypes.${rate.productType}`)}</th>
                  <td>{formatNumber(Number(rate.rebateRate) / 100, { style: 'percent', minimumFractionDigits: 2 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
