import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { PointsError } from '../../../../shared/domains/points/errors';
import { REDEEM_MOBILE_PATTERN, REDEEM_QUANTITY_MAX, type PointReward, type RedeemOrder } from '../../../../shared/domains/points/schemas';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { Modal } from '../../components/Modal';
import { formatNumber } from '../../lib/format';
import { redeem } from './pointsData';

type RedeemField = 'quantity' | 'password' | 'address' | 'mobile';

const MOBILE = new RegExp(REDEEM_MOBILE_PATTERN);
/** The shortest receiving address the platform takes. */
const ADDRESS_MIN = 5;

/**
 * The redeem dialog: how many, and the password the platform checks (sign-in password for a
 * voucher; for goods the withdrawal password with the receiving address and a mobile number). The
 * body travels encrypted. On success it says the order waits for the operator.
 */
export function RedeemDialog({
  reward,
  points,
  onClose,
  onDone,
}: {
  reward: PointReward;
  /** The member's balance, when known: a total above it is refused before any call. */
  points: number | null;
  onClose: () => void;
  onDone: (order: RedeemOrder) => void;
}) {
  const { t } = useTranslation('points');
  const form = useForm<RedeemField>();
  const physical = reward.kind === 'PHYSICAL';
  const most = Math.max(1, Math.min(REDEEM_QUANTITY_MAX, reward.stock));
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [done, setDone] = useState<RedeemOrder | null>(null);
  const total = reward.points * quantity;

  const codes: Partial<Record<string, readonly [RedeemField, string]>> = {
    [PointsError.pointsInsufficient]: ['quantity', t('points.refusals.insufficient')],
    [PointsError.outOfStock]: ['quantity', t('points.refusals.outOfStock')],
    [PointsError.passwordWrong]: ['password', t('points.refusals.password')],
    [CashierError.paymentPasswordWrong]: ['password', t('points.refusals.paymentPassword')],
    [CashierError.paymentPasswordMissing]: ['password', t('points.refusals.paymentPasswordMissing')],
    [PointsError.addressRequired]: ['address', t('points.refusals.address')],
    [PointsError.mobileInvalid]: ['mobile', t('points.refusals.mobile')],
  };

  const submit = form.handleSubmit(async () => {
    const problems: Partial<Record<RedeemField, string>> = {};
    if (points !== null && total > points) problems.quantity = t('points.refusals.insufficient');
    if (password === '') problems.password = t('points.refusals.passwordRequired');
    if (physical && address.trim().length < ADDRESS_MIN) problems.address = t('points.refusals.address');
    if (physical && !MOBILE.test(mobile.trim())) problems.mobile = t('points.refusals.mobile');
    form.reset();
    if (Object.keys(problems).length > 0) {
      for (const [field, text] of Object.entries(problems)) form.setFieldError(field as RedeemField, text);
      return;
    }
    const answer = await redeem({
      rewardId: reward.id,
      quantity,
      password,
      ...(physical ? { address: address.trim(), mobile: mobile.trim() } : {}),
    });
    if (!answer.success) {
      form.refuse(answer, { codes, fallback: t('points.redeem.failed') });
      return;
    }
    setPassword('');
    setDone(answer.value);
    onDone(answer.value);
  });

  return (
    <Modal open title={t('points.redeem.title', { name: reward.name })} onClose={onClose} className="point-dialog">
      {done ? (
        <div className="form-stack">
          <p role="status">{t('points.redeem.done', { id: done.id, points: formatNumber(done.points) })}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            {t('points.redeem.close')}
          </button>
        </div>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <p className="point-dialog__summary">
            {t('points.redeem.total', { points: formatNumber(total) })}
            {points !== null && <> · {t('points.redeem.yours', { points: formatNumber(points) })}</>}
          </p>
          <Field label={t('points.redeem.quantity')} error={form.errors.quantity}>
            {(control) => (
              <select {...control} className="form-input" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
                {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {formatNumber(n)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {physical && (
            <>
              <Field label={t('points.redeem.address')} error={form.errors.address}>
                {(control) => (
                  <textarea
                    {...control}
                    className="form-input"
                    rows={3}
                    maxLength={200}
                    autoComplete="street-address"
                    value={address}
                    onChange={(e) => setAddress(e.target.value)}
                  />
                )}
              </Field>
              <Field label={t('points.redeem.mobile')} error={form.errors.mobile}>
                {(control) => (
                  <input
                    {...control}
                    className="form-input"
                    type="tel"
                    inputMode="tel"
                    maxLength={20}
                    autoComplete="tel"
                    value={mobile}
                    onChange={(e) => setMobile(e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <Field label={physical ? t('points.redeem.paymentPassword') : t('points.redeem.password')} error={form.errors.password}>
            {(control) => <PasswordInput control={control} value={password} onChange={setPassword} autoComplete="current-password" />}
          </Field>
          {form.formError && (
            <p className="form-field__error" role="alert">
              {form.formError}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
            {t('points.redeem.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
