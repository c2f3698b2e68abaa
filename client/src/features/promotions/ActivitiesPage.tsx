import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { LoadStatus } from '../../components/LoadStatus';
import { useLoad } from '../../lib/load/useLoad';
import { isLoggedIn } from '../../lib/stores/session';
import { balance } from '../../lib/stores/wallet';
import { memberMoneyOfWire } from '../../lib/money/format';
import { loadActivities } from './activitiesData';
import { ActivityStateBadge } from './ActivityStateBadge';
import { formatPeriod, humanise } from './promotionView';
import './promotions.css';

/** The activity centre: every activity with the member's state, filtered by category (?category=). */
export default function ActivitiesPage() {
  useSignals();
  const { t, i18n } = useTranslation('promotions');
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const member = isLoggedIn.value;
  const load = useLoad(member ? 'member' : 'guest', (signal) => loadActivities(member, signal));
  const all = load.state.value ?? [];
  const categories = [...new Set(all.map((a) => a.category))];
  const wanted = params.get('category');
  const selected = wanted && categories.includes(wanted) ? wanted : null;
  const shown = selected ? all.filter((a) => a.category === selected) : all;
  const labelOf = (code: string) => t(`promotions.categories.${code}`, { defaultValue: humanise(code) });
  const choose = (category: string | null) => setParams(category ? { category } : {}, { replace: true });
  const current = balance.value;
  const money = (wire: string) => memberMoneyOfWire(wire, current);

  return (
    <section className="page promotions-page" aria-labelledby={titleId}>
      <Link to="/promotions" className="promotion-detail__back">
        {t('promotions.back')}
      </Link>
      <h1 id={titleId} className="section-title">
        {t('activities.title')}
      </h1>
      {!member && <p className="status-text">{t('activities.signInToTakePart')}</p>}
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
      <LoadStatus load={load} loadingText={t('activities.loading')} failedText={t('activities.failed')} />
      {load.state.status === 'ready' && shown.length === 0 && <p className="status-text">{t('activities.empty')}</p>}
      <ul className="activity-list">
        {shown.map((activity) => (
          <li key={activity.promotionId}>
            <Link to={`/promoDetail?id=${activity.promotionId}`} className="activity-card">
              <span className="promotion-card__category">{labelOf(activity.category)}</span>
              <span className="promotion-card__title">{activity.title}</span>
              <span className="promotion-card__dates">{formatPeriod(activity, i18n.language || 'en')}</span>
              <span className="activity-card__foot">
                <span>{t('activities.reward', { amount: money(activity.rewardAmount) })}</span>
                <ActivityStateBadge state={activity.state} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
