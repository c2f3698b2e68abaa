import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../shared/schemas/system';
import { DialCodeSelect } from './DialCodeSelect';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * The mobile number (with its dial code) and the SMS code with its send button and countdown: the
 * same two rows in SMS sign-in and in the reset by phone.
 */
export function MobileCodeFields(props: {
  countries: readonly Country[];
  dialCode: string;
  onDialCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** Sends the code; answers the countdown in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  errors: { mobileNum?: string | null; verificationCode?: string | null };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('auth.mobileNumber')} error={props.errors.mobileNum}>
        {(control) => (
          <div className="form-field__with-action">
            <DialCodeSelect countries={props.countries} value={props.dialCode} onChange={props.onDialCode} label={t('auth.dialCode')} />
            <input
              {...control}
              className="form-input"
              type="tel"
              autoComplete="tel-national"
              value={props.mobile}
              onChange={(e) => props.onMobile(e.target.value)}
            />
          </div>
        )}
      </Field>
      <Field label={t('auth.verificationCode')} error={props.errors.verificationCode}>
        {(control) => (
          <div className="form-field__with-action">
            <input
              {...control}
              className="form-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={props.code}
              onChange={(e) => props.onCode(e.target.value)}
            />
            <SmsCodeButton onSend={props.onSend} />
          </div>
        )}
      </Field>
    </>
  );
}
