import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** The new password and its confirmation, as the change-password dialog and the reset page ask for them. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string | null>>;
  onChange: (name: NewPasswordField) => (value: string) => void;
}) {
  const { t } = useTranslation('identity');
  return (
    <>
      <Field label={t('auth.newPassword')} error={errors.newPassword}>
        {(control) => (
          <PasswordInput control={control} value={values.newPassword} onChange={onChange('newPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Field label={t('auth.confirmNewPassword')} error={errors.confirmNewPassword}>
        {(control) => (
          <PasswordInput
            control={control}
            value={values.confirmNewPassword}
            onChange={onChange('confirmNewPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
    </>
  );
}
