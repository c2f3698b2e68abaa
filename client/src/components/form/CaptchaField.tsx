import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { CaptchaImage } from './CaptchaImage';

/** The captcha row of the sign-in and registration forms: the answer box beside its image. */
export function CaptchaField({
  value,
  onChange,
  error,
  reloadKey,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  reloadKey: number;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('auth.captcha')} error={error}>
      {(control) => (
        <div className="form-field__with-action">
          <input
            {...control}
            className="form-input"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <CaptchaImage reloadKey={reloadKey} />
        </div>
      )}
    </Field>
  );
}
