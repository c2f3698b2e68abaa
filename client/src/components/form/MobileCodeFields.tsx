import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../shared/domains/system/schemas';
import { DialCodeSelect } from './DialCodeSelect';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';

/** The mobile number row: its dial code beside the national number. */
export function MobileNumberField(props: {
  label: string;
  countries: readonly Country[];
  dialCode: string;
  onDialCode: (code: string) => void;
  value: string;
  onChange: (mobile: string) => void;
  error?: string | null;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <div className="form-field__with-action">
          <DialCodeSelect countries={props.countries} value={props.dialCode} onChange={props.onDialCode} label={t('auth.dialCode')} />
          <input
            {...control}
            className="form-input"
            name={props.name}
            type="tel"
            autoComplete="tel-national"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

/** The SMS code row: the code box beside its send button and countdown. */
export function SmsCodeField(props: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** Sends the code; answers the countdown in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  error?: string | null;
  /** Purpose and number of the code: its countdown survives a reload. */
  countdownKey?: string;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <div className="form-field__with-action">
          <input
            {...control}
            className="form-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <SmsCodeButton onSend={props.onSend} countdownKey={props.countdownKey} />
        </div>
      )}
    </Field>
  );
}

/** The mobile number and SMS code rows together: SMS sign-in and the reset by phone. */
export function MobileCodeFields(props: {
  countries: readonly Country[];
  dialCode: string;
  onDialCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  code: string;
  onCode: (code: string) => void;
  onSend: () => Promise<number | null>;
  errors: { mobileNum?: string | null; verificationCode?: string | null };
  /** Purpose and number of the code: its countdown survives a reload. */
  countdownKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MobileNumberField
        label={t('auth.mobileNumber')}
        countries={props.countries}
        dialCode={props.dialCode}
        onDialCode={props.onDialCode}
        value={props.mobile}
        onChange={props.onMobile}
        error={props.errors.mobileNum}
      />
      <SmsCodeField
        label={t('auth.verificationCode')}
        value={props.code}
        onChange={props.onCode}
        onSend={props.onSend}
        error={props.errors.verificationCode}
        countdownKey={props.countdownKey}
      />
    </>
  );
}
