import { useState } from 'react';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../../shared/domains/content/schemas';
import { imageUrl } from '../../lib/cdn';
import { bannerHiddenToday, hideBannerToday } from './activitiesData';
import { coverOf } from './promotionView';

/**
 * The promotion banner above the list: the first promotion, with "hide today", which keeps it hidden
 * until the platform's day (UTC+08:00) ends.
 */
export function PromotionBanner({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const [hidden, setHidden] = useState(() => bannerHiddenToday());
  if (hidden) return null;
  const cover = coverOf(promotion);
  return (
    <aside className="promotion-banner" aria-label={t('promotions.bannerLabel')}>
      {cover && <img className="promotion-banner__image" src={imageUrl(cover)} alt="" width={600} height={200} />}
      <Link to={`/promoDetail?id=${promotion.id}`} className="promotion-banner__title">
        {promotion.title}
      </Link>
      <button
        type="button"
        className="chip"
        onClick={() => {
          hideBannerToday();
          setHidden(true);
        }}
      >
        {t('promotions.hideToday')}
      </button>
    </aside>
  );
}
