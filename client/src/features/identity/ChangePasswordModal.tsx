import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { validateChangePassword, type FieldError } from '../../../../shared/validation';
import { Modal } from '../../components/Modal';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { call } from '../../lib/api';
import { afterLoginModal, changePasswordModal, type ChangePasswordRequest } from '../../lib/stores/auth';
import { registerRules } from '../../lib/stores/registerRules';
import { loadMemberInfoNow } from './loginFlow';

type FieldName = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

function ChangePasswordForm({ request }: { request: ChangePasswordRequest }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const oldKnown = request.knownPassword !== undefined && request.knownPassword !== '';
  const [values, setValues] = useState<Record<FieldName, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateChangePassword(values, { rules: registerRules.value, oldPasswordKnown: oldKnown });
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, errorText(v as FieldError)])));
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await call('member.changePassword', {
        oldPassword: oldKnown ? request.knownPassword : values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      if (!answer.success) {
        if (answer.errorCode === 'old.password.incorrect' && !oldKnown) setErrors({ oldPassword: t('auth.oldPasswordIncorrect') });
        else setFormError(answer.message || t('auth.changeFailed'));
        return;
      }
      // Spec 1 §4.6: on success the dialog closes and the login state is set.
      changePasswordModal.value = null;
      if (request.forced) {
        await loadMemberInfoNow();
        afterLoginModal.value = true;
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
      {request.forced && <p>{t('auth.forcedChangeIntro')}</p>}
      {!oldKnown && (
        <Field label={t('auth.oldPassword')} error={errors.oldPassword}>
          {(control) => <PasswordInput control={control} value={values.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" />}
        </Field>
      )}
      <Field label={t('auth.newPassword')} error={errors.newPassword}>
        {(control) => <PasswordInput control={control} value={values.newPassword} onChange={set('newPassword')} autoComplete="new-password" />}
      </Field>
      <Field label={t('auth.confirmNewPassword')} error={errors.confirmNewPassword}>
        {(control) => <PasswordInput control={control} value={values.confirmNewPassword} onChange={set('confirmNewPassword')} autoComplete="new-password" />}
      </Field>
      {formError && <p className="form-field__error" role="alert">{formError}</p>}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('auth.changeSubmit')}
      </button>
    </form>
  );
}

/** Change password (spec 1 §4.6); the forced mode (default or expired password) cannot be closed. */
export function ChangePasswordModal() {
  useSignals();
  const { t } = useTranslation();
  const request = changePasswordModal.value;
  return (
    <Modal
      open={request !== null}
      title={t('auth.changePasswordTitle')}
      onClose={request?.forced ? undefined : () => (changePasswordModal.value = null)}
      className="auth-modal"
    >
      {request && <ChangePasswordForm request={request} />}
    </Modal>
  );
}
