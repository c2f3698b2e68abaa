import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { useSignals } from '@preact/signals-react/runtime';
import { validateMobileForSms, validateSmsLogin, validateUsernameLogin } from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { CaptchaField } from '../../components/form/CaptchaField';
import { initialDialCode } from '../../components/form/DialCodeSelect';
import { MobileCodeFields } from '../../components/form/MobileCodeFields';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { useForm } from '../../components/form/useForm';
import { formatDateTime } from '../../lib/format';
import { useNavigateSafe } from '../../lib/navigation';
import { flags, systemStatus } from '../../lib/stores/status';
import { countries } from '../../lib/stores/countries';
import { registerRules } from '../../lib/stores/registerRules';
import { forgotPasswordModal } from '../../lib/stores/auth';
import { loginPopup } from '../../lib/stores/ui';
import { completeLogin, LoginErrorCode, requestLogin, requestLoginVerification, type LoginOutcome } from './loginFlow';
import { isRemembering, rememberSmsLogin, rememberUsername, rememberedSmsLogin, rememberedUsername } from './rememberMe';
import { SocialButtons } from './SocialButtons';
import { countdownKey, phoneAuthMessageKey, providerIdToken, sendCodeFor, usesProvider } from './phoneSms';
import { FreePlayButton } from './FreePlayButton';
import './auth.css';

type Mode = 'username' | 'sms';
type ErrorField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';

/**
 * The sign-in form of the login popup and the /login page: username or SMS sign-in
 * (the switch only with MOBILEVERCODELOGIN3), the captcha once a failed answer asks for it, remember
 * me, forgot password, free play and social sign-in. `onRegister` opens registration the way the
 * host wants it (popup mode or page).
 */
export function LoginForm({ onRegister }: { onRegister: () => void }) {
  useSignals();
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const errorText = useFieldErrorText();
  const smsAllowed = flags.value.MOBILEVERCODELOGIN3 === true;
  const savedSms = rememberedSmsLogin();

  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(isRemembering);
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [mobile, setMobile] = useState(savedSms?.mobileNum ?? '');
  const [dialCode, setDialCode] = useState<string | null>(savedSms?.countryDialingCode ?? null);
  const [smsCode, setSmsCode] = useState('');
  const [verify, setVerify] = useState<{ verifyToken: string; mobileMasked: string } | null>(null);
  const [verifyCode, setVerifyCode] = useState('');
  const form = useForm<ErrorField>();
  const { errors, busy } = form;

  const effectiveDial = initialDialCode(countries.value, dialCode, systemStatus.value?.location.countryCode);
  const activeMode: Mode = smsAllowed ? mode : 'username';

  const finish = async (outcome: LoginOutcome, via: 'username' | 'sms', typedPassword?: string) => {
    if (outcome.kind === 'ok') {
      await completeLogin(outcome.value, via, typedPassword);
      go('/');
      return;
    }
    if (outcome.kind === 'verify') {
      setVerify({ verifyToken: outcome.verifyToken, mobileMasked: outcome.mobileMasked });
      return;
    }
    // The platform's sign-in shows no failure message beyond the field prompts of its error codes.
    if (outcome.captcha) {
      setCaptchaShown(true);
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
    }
    const codes = {
      [LoginErrorCode.captchaInvalid]: ['captcha', t('auth.captchaInvalid')],
      [LoginErrorCode.incorrect]: ['password', t('auth.incorrectCredentials')],
      [LoginErrorCode.codeInvalid]: ['verificationCode', t('auth.codeInvalid')],
      // A break, self-exclusion or stop-now: the account cannot sign in until it ends, and the form says until when.
      ...(outcome.restriction && {
        [outcome.errorCode ?? '']: [
          'username',
          t(`auth.restricted.${outcome.restriction.kind}`, { time: formatDateTime(outcome.restriction.endsAt) }),
        ],
      }),
    } as const;
    // Any other refusal shows nothing: the sign-in form has no failure message beyond its field prompts.
    form.refuse(outcome, { codes, show: () => undefined, fallback: '' });
  };

  const submitUsername = async () => {
    if (!form.check(validateUsernameLogin({ username, password, captcha }, { captchaShown }))) return;
    const name = username.trim();
    const typed = password.trim();
    const outcome = await requestLogin({
      username: name,
      password: typed,
      type: 'username',
      ...(captchaShown ? { captcha: captcha.trim() } : {}),
    });
    if (outcome.kind === 'ok') rememberUsername(remember, name);
    await finish(outcome, 'username', typed);
  };

  const submitSms = async () => {
    if (!form.check(validateSmsLogin({ mobileNum: mobile, verificationCode: smsCode }, registerRules.value))) return;
    const national = mobile.replace(/\s+/g, '');
    let firebaseIdToken: string | undefined;
    if (usesProvider('login')) {
      // The provider checks the code; the platform then checks the provider's token for the number.
      const proof = await providerIdToken('login', mobile, effectiveDial, smsCode);
      if ('error' in proof) {
        form.setFieldError('verificationCode', t(phoneAuthMessageKey(proof.error)));
        return;
      }
      firebaseIdToken = proof.idToken;
    }
    const outcome = await requestLogin({
      username: `${effectiveDial}${national}`,
      password: smsCode.trim(),
      type: 'sms',
      ...(firebaseIdToken ? { firebaseIdToken } : {}),
    });
    if (outcome.kind === 'ok') rememberSmsLogin(national, effectiveDial);
    await finish(outcome, 'sms');
  };

  const submitVerify = async () => {
    if (!verify) return;
    if (verifyCode.trim() === '') {
      form.setFieldError('verificationCode', t('validation.required'));
      return;
    }
    const outcome = await requestLoginVerification(verify.verifyToken, verifyCode.trim());
    await finish(outcome, 'username', password.trim());
  };

  const onSubmit = form.handleSubmit(async () => {
    if (verify) await submitVerify();
    else if (activeMode === 'sms') await submitSms();
    else await submitUsername();
  });

  const sendLoginCode = async () => {
    const problem = validateMobileForSms(mobile, registerRules.value);
    form.reset();
    if (problem) {
      form.setFieldError('mobileNum', errorText(problem));
      return null;
    }
    return sendCodeFor('login', mobile, effectiveDial, (kind) => t(phoneAuthMessageKey(kind)));
  };

  if (verify) {
    return (
      <form className="form-stack auth-form" onSubmit={onSubmit} noValidate>
        <p>{t('auth.verifyIntro', { mobile: verify.mobileMasked })}</p>
        <Field label={t('auth.verificationCode')} error={errors.verificationCode}>
          {(control) => (
            <input
              {...control}
              className="form-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={verifyCode}
              onChange={(e) => setVerifyCode(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('auth.verifySubmit')}
        </button>
        <button type="button" className="link-button" onClick={() => setVerify(null)}>
          {t('auth.backToLogin')}
        </button>
      </form>
    );
  }

  return (
    <div className="auth-form">
      {smsAllowed && (
        <Tabs
          variant="form"
          label={t('auth.loginMethod')}
          idPrefix="login-mode"
          panelId="login-form"
          items={(['username', 'sms'] as const).map((m) => ({ key: m, label: t(`auth.mode.${m}`) }))}
          selected={activeMode}
          onSelect={(m) => {
            setMode(m === 'sms' ? 'sms' : 'username');
            form.reset();
          }}
        />
      )}
      <form id="login-form" className="form-stack" onSubmit={onSubmit} noValidate aria-label={t('auth.loginTitle')}>
        {activeMode === 'username' ? (
          <>
            <Field label={t('auth.username')} error={errors.username}>
              {(control) => (
                <input
                  {...control}
                  className="form-input"
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('auth.password')} error={errors.password}>
              {(control) => (
                <PasswordInput control={control} name="password" value={password} onChange={setPassword} autoComplete="current-password" />
              )}
            </Field>
            {captchaShown && <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha} reloadKey={captchaKey} />}
            <div className="form-row-between">
              <label className="check">
                <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                <span>{t('auth.rememberMe')}</span>
              </label>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  loginPopup.value = null;
                  forgotPasswordModal.value = true;
                }}
              >
                {t('auth.forgotPassword')}
              </button>
            </div>
          </>
        ) : (
          <>
            <MobileCodeFields
              countries={countries.value}
              dialCode={effectiveDial}
              onDialCode={setDialCode}
              mobile={mobile}
              onMobile={setMobile}
              code={smsCode}
              onCode={setSmsCode}
              onSend={sendLoginCode}
              errors={errors}
              countdownKey={countdownKey('login', effectiveDial, mobile)}
            />
          </>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('auth.submit')}
        </button>
      </form>
      <div className="auth-form__extras">
        {flags.value.DIRECTREG3 === true && (
          <p className="auth-form__register">
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-button" onClick={onRegister}>
              {t('auth.registerNow')}
            </button>
          </p>
        )}
        {flags.value.FREEPLAY3 === true && <FreePlayButton />}
        <SocialButtons />
      </div>
    </div>
  );
}
