import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { useSignals } from '@preact/signals-react/runtime';
import {
  SERVER_CONTROLLED_FIELDS,
  validateMobileForSms,
  validateRegistration,
  type RegistrationField,
  type ServerControlledField,
} from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { CaptchaField } from '../../components/form/CaptchaField';
import { initialDialCode } from '../../components/form/DialCodeSelect';
import { MobileNumberField, SmsCodeField } from '../../components/form/MobileCodeFields';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { useForm } from '../../components/form/useForm';
import { useLoad } from '../../lib/load/useLoad';
import { useNavigateSafe } from '../../lib/navigation';
import { countries } from '../../lib/stores/countries';
import { flags, systemStatus } from '../../lib/stores/status';
import { ensureRegisterRules, registerRules } from '../../lib/stores/registerRules';
import { registerSuccessModal } from '../../lib/stores/auth';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { completeLogin } from './loginFlow';
import { checkAffiliate, linkCode, linkInfoFrom, sendRegistration, type RegisterMode } from './registerFlow';
import { NewPlayerCarousel } from './NewPlayerCarousel';
import { countdownKey, phoneAuthMessageKey, providerIdToken, sendCodeFor, usesProvider } from './phoneSms';
import './register.css';

type Values = Record<Exclude<RegistrationField, 'termCheck'>, string>;
const EMPTY: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  captcha: '',
  payeeName: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  zalo: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  affiliateCode: '',
  recommenderId: '',
};

/** Autocomplete hints for the optional fields, so browsers fill what they know. */
const AUTOCOMPLETE: Partial<Record<ServerControlledField, string>> = { payeeName: 'name', email: 'email' };

/**
 * The registration form of the /register page and the login popup's register
 * mode: username or mobile registration (tabs only with MOBILENUMREG3), every field the platform's
 * register rules switch on, SMS code, captcha, terms, and the affiliate check.
 */
export function RegisterForm({ onLogin }: { onLogin?: () => void }) {
  useSignals();
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const { search } = useLocation();
  const errorText = useFieldErrorText();
  const link = useMemo(() => linkInfoFrom(new URLSearchParams(search)), [search]);
  const rules = registerRules.value;
  const f = flags.value;
  const usernameAllowed = f.USERNAMEREG3 !== false;
  const mobileAllowed = f.MOBILENUMREG3 === true;

  const [mode, setMode] = useState<RegisterMode>(usernameAllowed ? 'username' : 'mobile');
  const [values, setValues] = useState<Values>(EMPTY);
  const [termCheck, setTermCheck] = useState(true);
  const [dialCode, setDialCode] = useState<string | null>(null);
  const form = useForm<RegistrationField>();
  const { errors, busy } = form;
  const [captchaKey, setCaptchaKey] = useState(0);

  useEffect(() => {
    void ensureRegisterRules();
  }, []);

  const code = linkCode(link);
  // The affiliate field hides when the link's code checks out.
  const linkCheck = useLoad(code && f.AFFMAN3 === true ? `${code}@${link.domain ?? ''}` : null, async () => ({
    success: true as const,
    value: code ? await checkAffiliate(code, link.domain) : false,
  }));
  const linkCodeValid = linkCheck.state.status === 'ready' && linkCheck.state.value;

  const activeMode: RegisterMode = mode === 'mobile' && mobileAllowed ? 'mobile' : usernameAllowed ? 'username' : 'mobile';
  const byMobile = activeMode === 'mobile';
  const mobilePassword = f.MOBILENUMPASSREG3 !== false;
  const smsVerification = f.REGMOBVERF3 === true;
  const captchaShown = f.CAPTCHA3 !== false && rules.captcha?.enabled === true;
  const showMobile = byMobile || rules.mobileNum?.enabled === true;
  const showPasswords = !byMobile || mobilePassword;
  const hiddenFields: ServerControlledField[] = linkCodeValid ? ['affiliateCode'] : [];
  const optionalFields = SERVER_CONTROLLED_FIELDS.filter((field) => rules[field]?.enabled && !hiddenFields.includes(field));
  const dial = initialDialCode(countries.value, dialCode, systemStatus.value?.location.countryCode);

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const switchMode = (next: RegisterMode) => {
    if (next === activeMode) return;
    setMode(next);
    form.reset();
    setValues((v) => ({ ...v, captcha: '' }));
    // Switching the registration type reloads the captcha.
    setCaptchaKey((k) => k + 1);
  };

  const smsPurpose = byMobile ? 'registerMobile' : 'register';
  const sendCode = async () => {
    const problem = validateMobileForSms(values.mobileNum, rules);
    form.setFieldError('mobileNum', errorText(problem));
    if (problem) return null;
    return sendCodeFor(smsPurpose, values.mobileNum, dial, (kind) => t(phoneAuthMessageKey(kind)));
  };

  const submit = form.handleSubmit(async () => {
    const found = validateRegistration(
      { ...values, termCheck },
      { mode: activeMode, rules, captchaShown, smsVerification, mobilePassword, hiddenFields },
    );
    if (!form.check(found)) return;
    // The affiliate code comes from the field, or from the link when the field is hidden.
    const affiliateCode =
      hiddenFields.includes('affiliateCode') || !rules.affiliateCode?.enabled ? code : values.affiliateCode.trim() || null;
    if (affiliateCode && f.AFFMAN3 === true && !(await checkAffiliate(affiliateCode, link.domain))) {
      alertDialog.value = { message: t('register.invitation_code_error') };
      return;
    }
    const fields: Record<string, string> = {};
    const keep = (name: keyof Values) => {
      fields[name] = values[name];
    };
    if (!byMobile) keep('username');
    if (showPasswords) {
      keep('password');
      keep('confirmPassword');
    }
    if (showMobile) keep('mobileNum');
    if (showMobile && smsVerification) keep('verificationCode');
    if (rules.paymentPassword?.enabled) keep('paymentPassword');
    if (captchaShown) keep('captcha');
    for (const field of optionalFields) if (field !== 'affiliateCode') keep(field);
    let firebaseIdToken: string | undefined;
    if (showMobile && smsVerification && usesProvider(smsPurpose)) {
      // The provider verifies the code first; a failure there silently ends the submission.
      const proof = await providerIdToken(smsPurpose, values.mobileNum, dial, values.verificationCode);
      if ('error' in proof) return;
      firebaseIdToken = proof.idToken;
    }
    const outcome = await sendRegistration(activeMode, fields, { dialCode: dial, link, affiliateCode, firebaseIdToken });
    if (outcome.kind === 'failed') {
      onFailure(outcome.errorCode, outcome.message);
      return;
    }
    const value = outcome.value;
    if (value.token)
      await completeLogin({ ...value, token: value.token, type: value.type ?? 0, isAgent: value.isAgent ?? value.type ?? 0 }, 'register');
    loginPopup.value = null;
    go('/');
    registerSuccessModal.value = { account: value.userName, generatedPassword: value.password, byMobile };
  });

  const onFailure = (errorCode: string | null, message: string | null) => {
    const codes = {
      'username.exists': ['username', t('register.usernameExists')],
      'mobile.exists': ['mobileNum', t('register.mobileExists')],
      'captcha.invalid': ['captcha', t('auth.captchaInvalid')],
      'verification.code.invalid': ['verificationCode', t('auth.codeInvalid')],
    } as const;
    const shown =
      errorCode === 'invitation_code_error' ? { errorCode, message: t('register.invitation_code_error') } : { errorCode, message };
    form.refuse(shown, { codes, show: (text) => (alertDialog.value = { message: text }), fallback: t('register.failed') });
    // A used captcha is spent: a new one is drawn after any refusal.
    if (captchaShown || errorCode === 'captcha.invalid') setCaptchaKey((k) => k + 1);
  };

  const text = (
    name: keyof Values,
    label: string,
    options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text' } = {},
  ) => (
    <Field key={name} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          name={name}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
        />
      )}
    </Field>
  );
  const password = (name: 'password' | 'confirmPassword' | 'paymentPassword', label: string) => (
    <Field key={name} label={label} error={errors[name]}>
      {(control) => <PasswordInput control={control} name={name} value={values[name]} onChange={set(name)} autoComplete="new-password" />}
    </Field>
  );

  return (
    <div className="register">
      <p className="register__intro">{t('register.intro')}</p>
      <NewPlayerCarousel />
      {mobileAllowed && usernameAllowed && (
        <Tabs
          variant="form"
          label={t('register.method')}
          idPrefix="register-mode"
          panelId="register-form"
          items={(['username', 'mobile'] as const).map((m) => ({ key: m, label: t(`register.mode.${m}`) }))}
          selected={activeMode}
          onSelect={(m) => switchMode(m === 'mobile' ? 'mobile' : 'username')}
        />
      )}
      <form id="register-form" className="form-stack" onSubmit={submit} noValidate aria-label={t('register.title')}>
        {!byMobile && text('username', t('register.fields.username'), { autoComplete: 'username' })}
        {!byMobile && showPasswords && password('password', t('register.fields.password'))}
        {!byMobile && showPasswords && password('confirmPassword', t('register.fields.confirmPassword'))}
        {showMobile && (
          <MobileNumberField
            label={t('register.fields.mobileNum')}
            name="mobileNum"
            countries={countries.value}
            dialCode={dial}
            onDialCode={setDialCode}
            value={values.mobileNum}
            onChange={set('mobileNum')}
            error={errors.mobileNum}
          />
        )}
        {showMobile && smsVerification && (
          <SmsCodeField
            label={t('register.fields.verificationCode')}
            value={values.verificationCode}
            onChange={set('verificationCode')}
            onSend={sendCode}
            error={errors.verificationCode}
            countdownKey={countdownKey(smsPurpose, dial, values.mobileNum)}
          />
        )}
        {byMobile && showPasswords && password('password', t('register.fields.password'))}
        {byMobile && showPasswords && password('confirmPassword', t('register.fields.confirmPassword'))}
        {rules.paymentPassword?.enabled && password('paymentPassword', t('register.fields.paymentPassword'))}
        {optionalFields.map((field) =>
          text(field, t(`register.fields.${field}`), {
            autoComplete: AUTOCOMPLETE[field],
            type: field === 'email' ? 'email' : 'text',
          }),
        )}
        {captchaShown && <CaptchaField value={values.captcha} onChange={set('captcha')} error={errors.captcha} reloadKey={captchaKey} />}
        <div className="form-field">
          <label className="check">
            <input type="checkbox" checked={termCheck} aria-invalid={!termCheck} onChange={(e) => setTermCheck(e.target.checked)} />
            <span>
              {t('register.termsBefore')} <Link to="/help">{t('register.termsLink')}</Link> {t('register.termsAnd')}{' '}
              <Link to="/help#rules">{t('register.rulesLink')}</Link>
            </span>
          </label>
          {!termCheck && (
            <p className="form-field__error" role="alert">
              {t('validation.terms_required')}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={!termCheck || busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="register__links">
        {onLogin && (
          <button type="button" className="link-button" onClick={onLogin}>
            {t('register.haveAccount')}
          </button>
        )}
        <Link to="/" onClick={() => (loginPopup.value = null)}>
          {t('register.backHome')}
        </Link>
      </p>
    </div>
  );
}
