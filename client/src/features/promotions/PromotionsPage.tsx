import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { LazyImage } from '../../components/LazyImage';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { REBATE_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { isLoggedIn } from '../../lib/stores/session';
import { categoriesOf, coverOf, formatPeriod, humanise } from './promotionView';
import { PromotionBanner } from './PromotionBanner';
import { RebateRates } from './RebateRates';
import './promotions.css';

/**
 * The promotions list with category filter chips (the choice kept in the address, ?category=), the
 * promotion banner, the way to the activity centre, and a signed-in member's rebate rates (while
 * the platform offers them).
 */
export default function PromotionsPage() {
  useSignals();
  const { t, i18n } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const lang = language.value;

  useEffect(() => {
    void ensureAnnouncements(lang);
  }, [lang]);

  const all = announcements.value?.promotion ?? [];
  const state = announcementsState.value;
  const categories = categoriesOf(all);
  const wanted = params.get('category');
  const selected = wanted && categories.includes(wanted) ? wanted : null;
  const shown = selected ? all.filter((p) => p.category === selected) : all;
  const labelOf = (code: string) => t(`promotions.categories.${code}`, { defaultValue: humanise(code) });
  const choose = (category: string | null) => setParams(category ? { category } : {}, { replace: true });

  return (
    <div className="page promotions-page">
      <h1 className="section-title">{t('promotions.title')}</h1>
      {all[0] && <PromotionBanner promotion={all[0]} />}
      <Link to="/activities" className="promotions-activities-link">
        {t('promotions.activityCentre')}
      </Link>
      {categories.length > 1 && (
        <div className="promotions-filter" role="group" aria-label={t('promotions.filterLabel')}>
          <button type="button" className="chip" aria-pressed={selected === null} onClick={() => choose(null)}>
            {t('common.all')}
          </button>
          {categories.map((category) => (
            <button key={category} type="button" className="chip" aria-pressed={selected === category} onClick={() => choose(category)}>
              {labelOf(category)}
            </button>
          ))}
        </div>
      )}
      {state === 'failed' && all.length === 0 && (
        <p role="alert" className="status-text">
          {t('promotions.failed')}
        </p>
      )}
      {(state === 'loading' || state === 'idle') && all.length === 0 && (
        <p role="status" className="status-text">
          {t('promotions.loading')}
        </p>
      )}
      {state === 'ready' && shown.length === 0 && <p className="status-text">{t('promotions.empty')}</p>}
      <ul className="promotion-grid" aria-label={t('promotions.title')}>
        {shown.map((promotion) => {
          const cover = coverOf(promotion);
          return (
            <li key={promotion.id}>
              <Link to={`/promoDetail?id=${promotion.id}`} className="promotion-card">
                {cover && <LazyImage src={imageUrl(cover)} alt="" width={600} height={200} className="promotion-card__image" />}
                <span className="promotion-card__category">{labelOf(promotion.category)}</span>
                <span className="promotion-card__title">{promotion.title}</span>
                <span className="promotion-card__dates">{formatPeriod(promotion, i18n.language || 'en')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {isLoggedIn.value && offers(REBATE_CALLS) && <RebateRates />}
    </div>
  );
}
