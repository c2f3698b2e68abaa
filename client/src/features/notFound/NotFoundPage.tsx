import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../components/SafeLink';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <div className="notice-card">
        <p className="notice-card__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <SafeLink to="/" className="btn btn--primary">
          {t('notFound.home')}
        </SafeLink>
      </div>
    </section>
  );
}
