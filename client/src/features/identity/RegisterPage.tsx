import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { flags } from '../../lib/stores/status';
import { RegisterForm } from './RegisterForm';
import './register.css';

/**
 * /register and /register.html: registration as a page, only while DIRECTREG3 is on; otherwise
 * the page says registration is closed and leads to sign-in or home.
 */
export default function RegisterPage() {
  useSignals();
  const { t } = useTranslation('identity');
  const open = flags.value.DIRECTREG3 === true;
  return (
    <section className="register-page" aria-labelledby="register-page-title">
      <h1 id="register-page-title" className="register-page__title">
        {t('register.title')}
      </h1>
      {open ? (
        <RegisterForm />
      ) : (
        <>
          <p role="status">{t('register.closed')}</p>
          <p className="register__links">
            <Link to="/login">{t('register.closedLogin')}</Link> <Link to="/">{t('register.backHome')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
