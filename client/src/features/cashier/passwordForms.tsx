import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_MISMATCH_KEY, REQUIRED_KEY, type FormErrors } from '../../../../shared/validation';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { placedCodes } from './refusalText';

/** Withdrawal passwords are six digits (PAYMENT_PASSWORD_PATTERN in shared/domains/cashier/schemas.ts). */
const SIX_DIGITS = /^[0-9]{6}$/;

const REQUIRED = { key: REQUIRED_KEY, params: {} };
const MISMATCH = { key: CONFIRM_MISMATCH_KEY, params: {} };

/**
 * The shared checks of both withdrawal-password forms: every box filled, the confirmation equal to
 * the new password. The six-digit rule has its own text (not a register pattern), returned apart.
 */
function checkNewPassword<F extends string>(
  values: Record<F, string>,
  fields: { first: F; next: F; confirm: F },
): { found: FormErrors<F>; notSixDigits: boolean } {
  const found: FormErrors<F> = {};
  if (values[fields.first] === '') found[fields.first] = REQUIRED;
  if (values[fields.next] === '') found[fields.next] = REQUIRED;
  if (values[fields.confirm] === '') found[fields.confirm] = REQUIRED;
  else if (values[fields.confirm] !== values[fields.next]) found[fields.confirm] = MISMATCH;
  return { found, notSixDigits: values[fields.next] !== '' && !SIX_DIGITS.test(values[fields.next]) };
}

type SetField = 'loginPassword' | 'paymentPassword' | 'confirmPaymentPassword';

/** The first withdrawal password: six digits, confirmed, and checked by the sign-in password. */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cashier');
  const form = useForm<SetField>();
  const titleId = useId();
  const [values, setValues] = useState<Record<SetField, string>>({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' });
  const set = (name: SetField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = form.handleSubmit(async () => {
    const { found, notSixDigits } = checkNewPassword(values, {
      first: 'loginPassword',
      next: 'paymentPassword',
      confirm: 'confirmPaymentPassword',
    });
    if (!form.check(found)) return;
    if (notSixDigits) {
      form.setFieldError('paymentPassword', t('cashier.withdraw.refusals.paymentPasswordFormat'));
      return;
    }
    const answer = await call('cashier.setPaymentPassword', values);
    if (!answer.success) {
      const codes = placedCodes<SetField>(t, 'withdraw', {
        [CashierError.loginPasswordWrong]: 'loginPassword',
        [CashierError.paymentPasswordFormat]: 'paymentPassword',
        [CashierError.paymentPasswordConfirm]: 'confirmPaymentPassword',
        [CashierError.paymentPasswordExists]: 'paymentPassword',
      });
      form.refuse(answer, { codes, fallback: t('cashier.withdraw.password.setFailed') });
      return;
    }
    onDone();
  });

  return (
    <form className="form-stack withdraw-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="withdraw-card__title">
        {t('cashier.withdraw.password.setTitle')}
      </h3>
      <p className="withdraw-card__intro">{t('cashier.withdraw.password.setIntro')}</p>
      <Field label={t('cashier.withdraw.password.loginPassword')} error={form.errors.loginPassword}>
        {(control) => (
          <PasswordInput control={control} value={values.loginPassword} onChange={set('loginPassword')} autoComplete="current-password" />
        )}
      </Field>
      <Field
        label={t('cashier.withdraw.password.newPassword')}
        error={form.errors.paymentPassword}
        hint={t('cashier.withdraw.password.sixDigits')}
      >
        {(control) => (
          <PasswordInput control={control} value={values.paymentPassword} onChange={set('paymentPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Field label={t('cashier.withdraw.password.confirmPassword')} error={form.errors.confirmPaymentPassword}>
        {(control) => (
          <PasswordInput
            control={control}
            value={values.confirmPaymentPassword}
            onChange={set('confirmPaymentPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('cashier.withdraw.password.setSubmit')}
      </button>
    </form>
  );
}

type ChangeField = 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmNewPaymentPassword';

/** A new withdrawal password, checked by the old one. */
export function ChangePaymentPasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cashier');
  const form = useForm<ChangeField>();
  const titleId = useId();
  const [values, setValues] = useState<Record<ChangeField, string>>({
    oldPaymentPassword: '',
    newPaymentPassword: '',
    confirmNewPaymentPassword: '',
  });
  const set = (name: ChangeField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = form.handleSubmit(async () => {
    const { found, notSixDigits } = checkNewPassword(values, {
      first: 'oldPaymentPassword',
      next: 'newPaymentPassword',
      confirm: 'confirmNewPaymentPassword',
    });
    if (!form.check(found)) return;
    if (notSixDigits) {
      form.setFieldError('newPaymentPassword', t('cashier.withdraw.refusals.paymentPasswordFormat'));
      return;
    }
    const answer = await call('cashier.changePaymentPassword', values);
    if (!answer.success) {
      const codes = placedCodes<ChangeField>(t, 'withdraw', {
        [CashierError.paymentPasswordWrong]: 'oldPaymentPassword',
        [CashierError.paymentPasswordMissing]: 'oldPaymentPassword',
        [CashierError.paymentPasswordFormat]: 'newPaymentPassword',
        [CashierError.paymentPasswordConfirm]: 'confirmNewPaymentPassword',
      });
      form.refuse(answer, { codes, fallback: t('cashier.withdraw.password.changeFailed') });
      return;
    }
    onDone();
  });

  return (
    <form className="form-stack withdraw-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="withdraw-card__title">
        {t('cashier.withdraw.password.changeTitle')}
      </h3>
      <Field label={t('cashier.withdraw.password.oldPassword')} error={form.errors.oldPaymentPassword}>
        {(control) => (
          <PasswordInput
            control={control}
            value={values.oldPaymentPassword}
            onChange={set('oldPaymentPassword')}
            autoComplete="current-password"
          />
        )}
      </Field>
      <Field
        label={t('cashier.withdraw.password.newPassword')}
        error={form.errors.newPaymentPassword}
        hint={t('cashier.withdraw.password.sixDigits')}
      >
        {(control) => (
          <PasswordInput
            control={control}
            value={values.newPaymentPassword}
            onChange={set('newPaymentPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t('cashier.withdraw.password.confirmPassword')} error={form.errors.confirmNewPaymentPassword}>
        {(control) => (
          <PasswordInput
            control={control}
            value={values.confirmNewPaymentPassword}
            onChange={set('confirmNewPaymentPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      <div className="withdraw-actions">
        <button type="submit" className="btn btn--primary" disabled={form.busy}>
          {t('cashier.withdraw.password.changeSubmit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
