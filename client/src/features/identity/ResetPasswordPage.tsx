import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validateChangePassword } from '../../../../shared/validation';
import { useForm } from '../../components/form/useForm';
import { NewPasswordFields } from './NewPasswordFields';
import { call } from '../../lib/api';
import { useNavigateSafe } from '../../lib/navigation';
import { forgotPasswordModal } from '../../lib/stores/auth';
import { registerRules } from '../../lib/stores/registerRules';
import './auth.css';

/** The platform's refusal of a reset link that has expired, was used, or was replaced by a newer one. */
const LINK_INVALID = 'password.reset.link.invalid';
/** The e-mailed link's token: 32 hex digits; anything else cannot be a link the platform sent. */
const TOKEN = /^[0-9a-f]{32}$/;

type FieldName = 'newPassword' | 'confirmNewPassword';
type Stage = 'form' | 'done' | 'linkInvalid';

/**
 * /reset-password?resetToken=: the page an e-mailed reset link opens. The password changes only here,
 * once per link; every session of the account ends with it, so the member signs in afresh.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const [params] = useSearchParams();
  const token = params.get('resetToken') ?? '';
  const form = useForm<FieldName>();
  const { errors, formError, busy } = form;
  const [stage, setStage] = useState<Stage>(TOKEN.test(token) ? 'form' : 'linkInvalid');
  const [values, setValues] = useState<Record<FieldName, string>>({ newPassword: '', confirmNewPassword: '' });
  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = form.handleSubmit(async () => {
    if (!form.check(validateChangePassword(values, { rules: registerRules.value, oldPasswordKnown: true }))) return;
    const answer = await call('identity.resetPasswordByLink', { token, password: values.newPassword });
    if (answer.success) {
      setStage('done');
      return;
    }
    if (answer.errorCode === LINK_INVALID) {
      setStage('linkInvalid');
      return;
    }
    form.refuse(answer, { field: 'newPassword', fallback: t('auth.changeFailed') });
  });

  return (
    <section className="auth-page" aria-labelledby="reset-page-title">
      <h1 id="reset-page-title" className="auth-page__title">
        {t('auth.resetPageTitle')}
      </h1>
      {stage === 'done' && (
        <div className="form-stack">
          <p role="status">{t('auth.passwordResetLogin')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => go('/login')}>
            {t('auth.loginTitle')}
          </button>
        </div>
      )}
      {stage === 'linkInvalid' && (
        <div className="form-stack">
          <p role="alert">{t('auth.resetLinkInvalid')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => (forgotPasswordModal.value = true)}>
            {t('auth.resetAskAgain')}
          </button>
        </div>
      )}
      {stage === 'form' && (
        <form className="form-stack" onSubmit={submit} noValidate aria-labelledby="reset-page-title">
          <p>{t('auth.resetPageIntro')}</p>
          <NewPasswordFields values={values} errors={errors} onChange={set} />
          {formError && (
            <p className="form-field__error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {t('auth.resetSubmit')}
          </button>
        </form>
      )}
    </section>
  );
}
