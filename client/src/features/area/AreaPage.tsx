import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../components/SafeLink';

/** Which later area a path belongs to; its title key lives under `area.titles`. */
export function areaOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'register.html') return 'register';
  return first;
}

const KnownAreas = new Set(['login', 'register', 'pointMall', 'seamless', 'inhouse', 'game', 'member', 'agent']);

/** Routes whose areas are switched on by the operator later show what they are and the way home. */
export default function AreaPage() {
  const { t } = useTranslation('area');
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const title = KnownAreas.has(area) ? t(`area.titles.${area}`) : t('notFound.title');
  return (
    <section className="page page--centered" aria-labelledby="area-title">
      <div className="notice-card">
        <h1 id="area-title">{title}</h1>
        <p>{t('area.notice')}</p>
        <SafeLink to="/" className="btn btn--primary">
          {t('common.backHome')}
        </SafeLink>
      </div>
    </section>
  );
}
