import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { endedSessionToken, loginPopup, sessionEndedNotice } from '../../lib/stores/ui';
import { LoginForm } from './LoginForm';
import { DisplacedNotice } from './DisplacedNotice';

// Registration is the larger form; it loads when the popup switches to it.
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));

/** The login popup: a login mode and a register mode, switched through `loginPopup`. */
export function LoginPopup() {
  useSignals();
  const { t } = useTranslation('identity');
  const mode = loginPopup.value;
  const notice = sessionEndedNotice.value;
  // The reason a session ended belongs to the popup it opened; it goes when the popup does.
  useEffect(() => {
    if (mode === null) {
      sessionEndedNotice.value = null;
      endedSessionToken.value = null;
    }
  }, [mode]);
  const close = () => {
    loginPopup.value = null;
  };
  return (
    <Modal
      open={mode !== null}
      title={mode === 'register' ? t('register.title') : t('auth.loginTitle')}
      onClose={close}
      className="auth-modal"
    >
      {mode === 'register' ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <RegisterForm onLogin={() => (loginPopup.value = 'login')} />
        </Suspense>
      ) : (
        <>
          {notice && (
            <p role="alert" className="auth-notice">
              {notice}
            </p>
          )}
          {notice && <DisplacedNotice />}
          <LoginForm onRegister={() => (loginPopup.value = 'register')} />
        </>
      )}
    </Modal>
  );
}
