import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useNavigateSafe } from '../../lib/navigation';
import { loginPopup } from '../../lib/stores/ui';
import { LoginForm } from './LoginForm';
import { completeLogin } from './loginFlow';
import { isSocialProvider, socialRedirectUri, takeSocialState } from './social';
import './auth.css';

/**
 * Finishes a social sign-in when the identity provider sends the visitor back with
 * `code`, `state` and `provider`; a wrong or replayed state is refused without a call.
 */
type SocialReturn = 'none' | 'working' | 'failed' | 'memberOnly';

/** The platform refuses a social identity linked to an account that is not a member (an agent, a trial). */
const SOCIAL_MEMBER_ONLY = 'social.member.only';

function useSocialReturn(): SocialReturn {
  const [params, setParams] = useSearchParams();
  const go = useNavigateSafe();
  const code = params.get('code');
  const provider = params.get('provider');
  const state = params.get('state');
  const [status, setStatus] = useState<SocialReturn>(code ? 'working' : 'none');
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    // The code is single use: take it out of the address at once so a reload cannot replay it.
    setParams({}, { replace: true });
    if (!isSocialProvider(provider) || !takeSocialState(state)) {
      // The returned state is consumed here, once: a refusal is known only after taking it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('failed');
      return;
    }
    void call('identity.socialLogin', { provider, code, redirectUri: socialRedirectUri() }).then(async (answer) => {
      if (!answer.success || !answer.value) {
        setStatus(answer.errorCode === SOCIAL_MEMBER_ONLY ? 'memberOnly' : 'failed');
        return;
      }
      await completeLogin(answer.value, 'social');
      go('/');
    });
  }, [code, provider, state, setParams, go]);
  return status;
}

/** /login: the sign-in form as a page; the target of the access guard. */
export default function LoginPage() {
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const social = useSocialReturn();

  // The page is the form: a popup opened on the way here would only repeat it.
  useEffect(() => {
    if (loginPopup.value === 'login') loginPopup.value = null;
  }, []);

  return (
    <section className="auth-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title" className="auth-page__title">
        {t('auth.loginTitle')}
      </h1>
      {social === 'working' && <p role="status">{t('auth.socialWorking')}</p>}
      {social === 'failed' && <p role="alert">{t('auth.socialFailed')}</p>}
      {social === 'memberOnly' && <p role="alert">{t('auth.socialMemberOnly')}</p>}
      <LoginForm onRegister={() => go('/register')} />
    </section>
  );
}
