import { useTranslation } from 'react-i18next';
import { RegisterForm } from './RegisterForm';
import './register.css';

/** /register and /register.html: registration as a page. */
export default function RegisterPage() {
  const { t } = useTranslation('identity');
  return (
    <section className="register-page" aria-labelledby="register-page-title">
      <h1 id="register-page-title" className="register-page__title">
        {t('register.title')}
      </h1>
      <RegisterForm />
    </section>
  );
}
