import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { imageUrl } from '../../lib/cdn';
import { sanitizeHtml } from '../../lib/html';
import { language } from '../../lib/i18n';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { useLoad } from '../../lib/load/useLoad';
import { isLoggedIn } from '../../lib/stores/session';
import { loadActivities } from './activitiesData';
import { ActivityActions } from './ActivityActions';
import { ActivityStateBadge } from './ActivityStateBadge';
import { formatPeriod, humanise } from './promotionView';
import './promotions.css';

/**
 * One promotion by ?id=: an announced promotion or an activity, with its images, sanitized body
 * and dates; an activity adds its state and what the member can do (join, apply, claim). An unknown
 * id says so and links back.
 */
export default function PromoDetailPage() {
  useSignals();
  const { t, i18n } = useTranslation('promotions');
  const [params] = useSearchParams();
  const lang = language.value;
  const member = isLoggedIn.value;
  const activities = useLoad(member ? 'member' : 'guest', (signal) => loadActivities(member, signal));

  useEffect(() => {
    void ensureAnnouncements(lang);
  }, [lang]);

  const id = Number(params.get('id'));
  const state = announcementsState.value;
  const promotion = Number.isInteger(id) ? announcements.value?.promotion.find((p) => p.id === id) : undefined;
  const activity = Number.isInteger(id) ? activities.state.value?.find((a) => a.promotionId === id) : undefined;
  const back = (
    <Link to="/promotions" className="promotion-detail__back">
      {t('promotions.back')}
    </Link>
  );

  if (!promotion && !activity) {
    const waiting = ((state === 'loading' || state === 'idle') && !announcements.value) || activities.state.status === 'loading';
    return (
      <div className="page promotions-page">
        {waiting ? (
          <p role="status" className="status-text">
            {t('promotions.loading')}
          </p>
        ) : (
          <section className="promotion-detail promotion-detail--missing" aria-labelledby="promotion-missing">
            <h1 id="promotion-missing" className="section-title">
              {t('promotions.notFoundTitle')}
            </h1>
            <p>{state === 'failed' ? t('promotions.failed') : t('promotions.notFound')}</p>
            {back}
          </section>
        )}
      </div>
    );
  }

  const shown = promotion ?? activity!;
  const images = promotion ? [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence) : [];
  return (
    <div className="page promotions-page">
      <article className="promotion-detail" aria-labelledby="promotion-title">
        {back}
        <h1 id="promotion-title" className="section-title">
          {shown.title}
        </h1>
        <p className="promotion-detail__meta">
          <span className="promotion-card__category">
            {t(`promotions.categories.${shown.category}`, { defaultValue: humanise(shown.category) })}
          </span>
          <span>{t('promotions.period', { period: formatPeriod(shown, i18n.language || 'en') })}</span>
          {activity && <ActivityStateBadge state={activity.state} />}
        </p>
        {images.map((image, i) => (
          <img
            key={`${image.sequence}-${i}`}
            className="promotion-detail__image"
            src={imageUrl(image.url)}
            alt={i === 0 ? shown.title : ''}
            width={1200}
            height={400}
          />
        ))}
        {shown.content && <div className="promotion-detail__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(shown.content) }} />}
        {activity &&
          (member ? (
            <ActivityActions activity={activity} onChanged={activities.refresh} />
          ) : (
            <p className="status-text">{t('activities.signInToTakePart')}</p>
          ))}
      </article>
    </div>
  );
}
