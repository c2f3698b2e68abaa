import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { validateChangePassword } from '../../../../shared/validation';
import { Modal } from '../../components/Modal';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { NewPasswordFields } from './NewPasswordFields';
import { call } from '../../lib/api';
import { afterLoginModal, changePasswordModal, type ChangePasswordRequest } from '../../lib/stores/auth';
import { registerRules } from '../../lib/stores/registerRules';
import { loadMemberInfo } from '../../lib/memberInfo';
import { useNavigateSafe } from '../../lib/navigation';
import { logout } from './logout';

type FieldName = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

function ChangePasswordForm({ request }: { request: ChangePasswordRequest }) {
  const { t } = useTranslation('identity');
  const form = useForm<FieldName>();
  const { errors, formError, busy } = form;
  const go = useNavigateSafe();
  const [leaving, setLeaving] = useState(false);
  const knownPassword = request.knownPassword ?? '';
  const oldKnown = knownPassword !== '';
  const [values, setValues] = useState<Record<FieldName, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = form.handleSubmit(async () => {
    if (!form.check(validateChangePassword(values, { rules: registerRules.value, oldPasswordKnown: oldKnown }))) return;
    const answer = await call('identity.changePassword', {
      oldPassword: oldKnown ? knownPassword : values.oldPassword,
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    });
    if (!answer.success) {
      const codes = oldKnown ? {} : { 'old.password.incorrect': ['oldPassword', t('auth.oldPasswordIncorrect')] as const };
      form.refuse(answer, { codes, fallback: t('auth.changeFailed') });
      return;
    }
    // On success the dialog closes and the login state is set.
    changePasswordModal.value = null;
    if (request.forced) {
      await loadMemberInfo();
      afterLoginModal.value = true;
    }
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      {request.forced && <p>{t('auth.forcedChangeIntro')}</p>}
      {!oldKnown && (
        <Field label={t('auth.oldPassword')} error={errors.oldPassword}>
          {(control) => (
            <PasswordInput control={control} value={values.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" />
          )}
        </Field>
      )}
      <NewPasswordFields values={values} errors={errors} onChange={set} />
      {formError && (
        <p className="form-field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('auth.changeSubmit')}
      </button>
      {request.forced && (
        // The forced change cannot be closed; signing out is the way out of it.
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={busy || leaving}
          onClick={() => {
            setLeaving(true);
            void logout().then(() => go('/'));
          }}
        >
          {t('auth.logout')}
        </button>
      )}
    </form>
  );
}

/** Change password; the forced mode (default or expired password) cannot be closed. */
export function ChangePasswordModal() {
  useSignals();
  const { t } = useTranslation('identity');
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
