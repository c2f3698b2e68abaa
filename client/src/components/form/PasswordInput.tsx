import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './Field';

/** A password box with the show/hide eye. The value never leaves the form's memory. */
export function PasswordInput({
  control,
  value,
  onChange,
  autoComplete,
  name,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field__with-action">
      <input
        {...control}
        className="form-input"
        type={shown ? 'text' : 'password'}
        name={name}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="form-field__action"
        aria-pressed={shown}
        aria-label={t('auth.showPassword')}
        onClick={() => setShown((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
          {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
        </svg>
      </button>
    </div>
  );
}
