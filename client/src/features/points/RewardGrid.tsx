import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '../../../../shared/domains/points/schemas';
import { wireToCents } from '../../../../shared/money';
import { LazyImage } from '../../components/LazyImage';
import { LoadStatus } from '../../components/LoadStatus';
import { Pagination } from '../../components/Pagination';
import { imageUrl } from '../../lib/cdn';
import { formatNumber } from '../../lib/format';
import { publicMoney } from '../../lib/money/format';
import { useLoad } from '../../lib/load/useLoad';
import '../../components/reportTable.css';
import { loadRewards } from './pointsData';

/** A voucher's face value in the member's currency (a guest sees the number alone). */
function faceValue(wire: string): string {
  return publicMoney(wireToCents(wire) / 100);
}

/** The mall's rewards, a page at a time: picture, name, cost in points, stock, and the redeem button. */
export function RewardGrid({ refreshOn, onRedeem }: { refreshOn: number; onRedeem: (reward: PointReward) => void }) {
  const { t } = useTranslation('points');
  const [page, setPage] = useState(1);
  const load = useLoad(`points/rewards/${page}`, (signal) => loadRewards(page, signal), { keepPrevious: true, refreshOn });
  const value = load.state.value;

  return (
    <>
      <LoadStatus load={load} loadingText={t('points.loading')} failedText={t('points.failed')} />
      {value && value.list.length === 0 && <p className="report-empty">{t('points.rewards.none')}</p>}
      {value && value.list.length > 0 && (
        <>
          <ul className="reward-grid" aria-label={t('points.rewards.label')}>
            {value.list.map((reward) => {
              const soldOut = reward.stock === 0;
              return (
                <li key={reward.id} className="reward-card" aria-labelledby={`reward-${reward.id}`}>
                  <LazyImage src={imageUrl(reward.imageUrl)} alt={reward.name} width={240} height={240} className="reward-card__image" />
                  <h3 id={`reward-${reward.id}`} className="reward-card__name">
                    {reward.name}
                  </h3>
                  <p className="reward-card__description">{reward.description}</p>
                  <dl className="reward-card__facts">
                    <div>
                      <dt>{t('points.rewards.cost')}</dt>
                      <dd className="reward-card__cost">{t('points.amount', { points: formatNumber(reward.points) })}</dd>
                    </div>
                    <div>
                      <dt>{t('points.rewards.stock')}</dt>
                      <dd>{soldOut ? t('points.rewards.soldOut') : formatNumber(reward.stock)}</dd>
                    </div>
                    {reward.faceValue !== null && (
                      <div>
                        <dt>{t('points.rewards.worth')}</dt>
                        <dd>{faceValue(reward.faceValue)}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{t('points.rewards.kind')}</dt>
                      <dd>{t(`points.kinds.${reward.kind}`)}</dd>
                    </div>
                  </dl>
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    disabled={soldOut}
                    aria-label={t('points.rewards.redeemNamed', { name: reward.name })}
                    onClick={() => onRedeem(reward)}
                  >
                    {soldOut ? t('points.rewards.soldOut') : t('points.rewards.redeem')}
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={setPage} />
        </>
      )}
    </>
  );
}
