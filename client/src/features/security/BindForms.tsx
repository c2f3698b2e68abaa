import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { SecurityOverview } from '../../../../shared/domains/security/schemas';
import { SecurityError, bindEmailRule, realNameRule } from '../../../../shared/domains/security/rules';
import { REQUIRED_KEY, normalizeMobile, validateMobileForSms, validateRegisterField } from '../../../../shared/validation';
import { initialDialCode } from '../../components/form/DialCodeSelect';
import { Field } from '../../components/form/Field';
import { MobileNumberField, SmsCodeField } from '../../components/form/MobileCodeFields';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { useForm, type Form } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { sendSmsCode } from '../../lib/sms';
import { countries } from '../../lib/stores/countries';
import { registerRules } from '../../lib/stores/registerRules';
import { systemStatus } from '../../lib/stores/status';
import { FIELD_INVALID, problemOf } from './securityData';

interface BindFormProps {
  /** The overview after the platform saved the item. */
  onSaved: (overview: SecurityOverview) => void;
  onCancel: () => void;
}

/** A `field.invalid` refusal under its field; true when it was one. */
function useFieldRefusal<F extends string>(form: Form<F>, fields: Readonly<Record<string, F>>) {
  const errorText = useFieldErrorText();
  return (answer: { errorCode?: string; value?: unknown }): boolean => {
    const problem = answer.errorCode === FIELD_INVALID ? problemOf(answer.value) : null;
    const field = problem ? fields[problem.field] : undefined;
    if (!problem || !field) return false;
    form.setFieldError(field, errorText({ key: problem.key, params: { min: problem.min, max: problem.max } }));
    return true;
  };
}

function Actions({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  const { t } = useTranslation('security');
  return (
    <div className="security-form__actions">
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('security.cancel')}
      </button>
    </div>
  );
}

function FormError({ text }: { text: string | null }) {
  return text ? (
    <p className="form-field__error" role="alert">
      {text}
    </p>
  ) : null;
}

type MobileField = 'mobileNum' | 'verificationCode';

/** Binds or changes the mobile number: a code sent to the new number (the gateway's bot check and SMS throttle apply), then the code. */
export function MobileForm({ onSaved, onCancel }: BindFormProps) {
  useSignals();
  const { t } = useTranslation('security');
  const form = useForm<MobileField>();
  const errorText = useFieldErrorText();
  const fieldRefusal = useFieldRefusal(form, { mobileNum: 'mobileNum' });
  const [mobile, setMobile] = useState('');
  const [dialCode, setDialCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const dial = initialDialCode(countries.value, dialCode, systemStatus.value?.location.countryCode);

  const send = async () => {
    const problem = validateMobileForSms(mobile, registerRules.value);
    form.reset();
    form.setFieldError('mobileNum', errorText(problem));
    if (problem) return null;
    return sendSmsCode('bind', mobile, dial);
  };

  const submit = form.handleSubmit(async () => {
    const mobileProblem = validateMobileForSms(mobile, registerRules.value);
    const found = {
      ...(mobileProblem && { mobileNum: mobileProblem }),
      ...(code.trim() === '' && { verificationCode: { key: REQUIRED_KEY, params: {} } }),
    };
    if (!form.check(found)) return;
    const answer = await call('security.bindMobile', {
      mobileNum: normalizeMobile(mobile),
      countryDialingCode: dial || undefined,
      verificationCode: code.trim(),
    });
    if (answer.success) return onSaved(answer.value);
    if (fieldRefusal(answer)) return;
    form.refuse(answer, {
      codes: {
        [SecurityError.mobileExists]: ['mobileNum', t('security.errors.mobileExists')],
        [SecurityError.mobileSame]: ['mobileNum', t('security.errors.mobileSame')],
        [SecurityError.codeInvalid]: ['verificationCode', t('security.errors.codeInvalid')],
      },
      fallback: t('security.errors.saveFailed'),
    });
  });

  return (
    <form className="security-form form-stack" onSubmit={submit} noValidate aria-label={t('security.mobile.formLabel')}>
      <MobileNumberField
        label={t('security.mobile.number')}
        countries={countries.value}
        dialCode={dial}
        onDialCode={setDialCode}
        value={mobile}
        onChange={setMobile}
        error={form.errors.mobileNum}
      />
      <SmsCodeField
        label={t('security.mobile.code')}
        value={code}
        onChange={setCode}
        onSend={send}
        error={form.errors.verificationCode}
        countdownKey={`bind:${dial}${normalizeMobile(mobile)}`}
      />
      <FormError text={form.formError} />
      <Actions busy={form.busy} submit={t('security.mobile.submit')} onCancel={onCancel} />
    </form>
  );
}

/** Binds or changes the e-mail address, checked with the register rule's pattern; the platform allows one change a minute. */
export function EmailForm({ onSaved, onCancel }: BindFormProps) {
  useSignals();
  const { t } = useTranslation('security');
  const form = useForm<'email'>();
  const fieldRefusal = useFieldRefusal(form, { email: 'email' });
  const [email, setEmail] = useState('');

  const submit = form.handleSubmit(async () => {
    const problem = validateRegisterField('email', email, bindEmailRule(registerRules.value['email']));
    if (!form.check(problem ? { email: problem } : {})) return;
    const answer = await call('security.bindEmail', { email: email.trim() });
    if (answer.success) return onSaved(answer.value);
    if (fieldRefusal(answer)) return;
    const seconds = typeof answer.value === 'number' ? answer.value : 60;
    form.refuse(answer, {
      codes: {
        [SecurityError.emailTooSoon]: ['email', t('security.errors.emailTooSoon', { count: seconds })],
        [SecurityError.emailSame]: ['email', t('security.errors.emailSame')],
      },
      fallback: t('security.errors.saveFailed'),
    });
  });

  return (
    <form className="security-form form-stack" onSubmit={submit} noValidate aria-label={t('security.email.formLabel')}>
      <Field label={t('security.email.address')} error={form.errors.email}>
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
      <FormError text={form.formError} />
      <Actions busy={form.busy} submit={t('security.email.submit')} onCancel={onCancel} />
    </form>
  );
}

/** Sets the real name, once: it must be the holder name of the payout accounts. */
export function RealNameForm({ onSaved, onCancel }: BindFormProps) {
  useSignals();
  const { t } = useTranslation('security');
  const form = useForm<'realName'>();
  const fieldRefusal = useFieldRefusal(form, { payeeName: 'realName' });
  const [realName, setRealName] = useState('');

  const submit = form.handleSubmit(async () => {
    const problem = validateRegisterField('payeeName', realName, realNameRule(registerRules.value['payeeName']));
    if (!form.check(problem ? { realName: problem } : {})) return;
    const answer = await call('security.setRealName', { realName: realName.trim() });
    if (answer.success) return onSaved(answer.value);
    if (fieldRefusal(answer)) return;
    form.refuse(answer, {
      codes: {
        [SecurityError.realNameExists]: ['realName', t('security.errors.realNameExists')],
        [SecurityError.realNameCardMismatch]: ['realName', t('security.errors.realNameCardMismatch')],
      },
      fallback: t('security.errors.saveFailed'),
    });
  });

  return (
    <form className="security-form form-stack" onSubmit={submit} noValidate aria-label={t('security.realName.formLabel')}>
      <p className="security-form__note">{t('security.realName.once')}</p>
      <Field label={t('security.realName.name')} error={form.errors.realName}>
        {(control) => (
          <input {...control} className="form-input" autoComplete="name" value={realName} onChange={(e) => setRealName(e.target.value)} />
        )}
      </Field>
      <FormError text={form.formError} />
      <Actions busy={form.busy} submit={t('security.realName.submit')} onCancel={onCancel} />
    </form>
  );
}
