import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { useSignals } from '@preact/signals-react/runtime';
import { normalizeMobile, validateForgotByEmail, validateForgotByPhone, validateMobileForSms } from '../../../../shared/validation';
import { Modal } from '../../components/Modal';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { initialDialCode } from '../../components/form/DialCodeSelect';
import { MobileCodeFields } from '../../components/form/MobileCodeFields';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { sendSmsCode } from '../../lib/sms';
import { useNavigateSafe } from '../../lib/navigation';
import { forgotPasswordModal } from '../../lib/stores/auth';
import { countries } from '../../lib/stores/countries';
import { flags, systemStatus } from '../../lib/stores/status';
import { registerRules } from '../../lib/stores/registerRules';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { completeLogin, requestLogin } from './loginFlow';
import { countdownKey } from './phoneSms';

function ByEmail() {
  const { t } = useTranslation('identity');
  const form = useForm<'username' | 'email'>();
  const { errors, busy } = form;
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const submit = form.handleSubmit(async () => {
    if (!form.check(validateForgotByEmail({ username, email }, registerRules.value))) return;
    const answer = await call('identity.forgotPasswordEmail', { username: username.trim(), email: email.trim() });
    if (!answer.success) {
      // The platform does not say which of the two it could not match: one text under the e-mail.
      form.refuse({}, { field: 'email', fallback: t('auth.userEmailNotFound') });
      return;
    }
    forgotPasswordModal.value = false;
    alertDialog.value = { message: t('auth.resetEmailSent') };
  });
  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label={t('auth.forgotByEmail')}>
      <Field label={t('auth.username')} error={errors.username}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('auth.email')} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('common.submit')}
      </button>
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const form = useForm<'mobileNum' | 'verificationCode' | 'newPassword'>();
  const { errors, busy } = form;
  const errorText = useFieldErrorText();
  const [mobile, setMobile] = useState('');
  const [dialCode, setDialCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const dial = initialDialCode(countries.value, dialCode, systemStatus.value?.location.countryCode);

  const send = async () => {
    const problem = validateMobileForSms(mobile, registerRules.value);
    form.reset();
    form.setFieldError('mobileNum', errorText(problem));
    if (problem) return null;
    return sendSmsCode('reset', mobile, dial);
  };

  const submit = form.handleSubmit(async () => {
    if (!form.check(validateForgotByPhone({ mobileNum: mobile, verificationCode: code, newPassword }, registerRules.value))) return;
    const national = normalizeMobile(mobile);
    const answer = await call('identity.setPasswordByPhone', {
      newPassword,
      mobileNum: national,
      verificationCode: code.trim(),
      countryDialingCode: dial || undefined,
    });
    if (!answer.success) {
      form.refuse(answer, { field: 'verificationCode', fallback: t('auth.codeInvalid') });
      return;
    }
    forgotPasswordModal.value = false;
    // Sign in with the new password. An account registered by mobile is named by its
    // full number; any other account signs in by name, so the login popup opens for it.
    const outcome = await requestLogin({ username: `${dial.replace(/^\+/, '')}${national}`, password: newPassword, type: 'username' });
    if (outcome.kind === 'ok') {
      await completeLogin(outcome.value, 'reset', newPassword);
      go('/');
      return;
    }
    alertDialog.value = { message: t('auth.passwordResetLogin') };
    loginPopup.value = 'login';
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label={t('auth.forgotByPhone')}>
      <MobileCodeFields
        countries={countries.value}
        dialCode={dial}
        onDialCode={setDialCode}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        onSend={send}
        errors={errors}
        countdownKey={countdownKey('reset', dial, mobile)}
      />
      <Field label={t('auth.newPassword')} error={errors.newPassword}>
        {(control) => <PasswordInput control={control} value={newPassword} onChange={setNewPassword} autoComplete="new-password" />}
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('auth.resetSubmit')}
      </button>
    </form>
  );
}

/** Forgot password: by e-mail, and by phone only with CHNGPASSVERIF3. */
export function ForgotPasswordModal() {
  useSignals();
  const { t } = useTranslation('identity');
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  const phoneAllowed = flags.value.CHNGPASSVERIF3 === true;
  const active = phoneAllowed ? tab : 'email';
  return (
    <Modal
      open={forgotPasswordModal.value}
      title={t('auth.forgotTitle')}
      onClose={() => (forgotPasswordModal.value = false)}
      className="auth-modal"
    >
      <div className="auth-form">
        {phoneAllowed && (
          <Tabs
            variant="form"
            label={t('auth.forgotMethod')}
            idPrefix="forgot-method"
            panelId="forgot-panel"
            items={(['email', 'phone'] as const).map((m) => ({ key: m, label: t(`auth.forgotTab.${m}`) }))}
            selected={active}
            onSelect={(m) => setTab(m === 'phone' ? 'phone' : 'email')}
          />
        )}
        <div id="forgot-panel">{active === 'email' ? <ByEmail /> : <ByPhone />}</div>
      </div>
    </Modal>
  );
}
