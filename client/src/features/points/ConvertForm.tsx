import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wireToCents } from '../../../../shared/money';
import { PointsError } from '../../../../shared/domains/points/errors';
import type { ConvertResult } from '../../../../shared/domains/points/schemas';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { formatNumber } from '../../lib/format';
import { memberMoneyOfCents, memberMoneyOfWire } from '../../lib/money/format';
import { useLoad } from '../../lib/load/useLoad';
import { refreshBalance } from '../../lib/stores/wallet';
import { convert, loadConfig } from './pointsData';

type ConvertField = 'points' | 'password';

/**
 * Points to cash at the platform's rate, paid into the main wallet: at least the minimum, a whole
 * number of conversion steps, no more than the balance, with the sign-in password (encrypted).
 */
export function ConvertForm({ points, onDone }: { points: number | null; onDone: (result: ConvertResult) => void }) {
  const { t } = useTranslation('points');
  const form = useForm<ConvertField>();
  const config = useLoad('points/config', loadConfig);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<ConvertResult | null>(null);
  const value = config.state.value;
  const typed = /^[0-9]{1,10}$/.test(amount.trim()) ? Number(amount.trim()) : null;

  const submit = form.handleSubmit(async () => {
    if (!value) return;
    const step = value.conversion.points;
    const problems: Partial<Record<ConvertField, string>> = {};
    if (typed === null || typed === 0) problems.points = t('points.refusals.pointsRequired');
    else if (typed < value.minConversion)
      problems.points = t('points.refusals.belowMinimum', { points: formatNumber(value.minConversion) });
    else if (typed % step !== 0) problems.points = t('points.refusals.step', { points: formatNumber(step) });
    else if (points !== null && typed > points) problems.points = t('points.refusals.insufficient');
    if (password === '') problems.password = t('points.refusals.passwordRequired');
    form.reset();
    setDone(null);
    if (Object.keys(problems).length > 0 || typed === null) {
      for (const [field, text] of Object.entries(problems)) form.setFieldError(field as ConvertField, text);
      return;
    }
    const answer = await convert({ points: typed, password });
    if (!answer.success) {
      form.refuse(answer, {
        codes: {
          [PointsError.belowMinimum]: ['points', t('points.refusals.belowMinimum', { points: formatNumber(value.minConversion) })],
          [PointsError.conversionStep]: ['points', t('points.refusals.step', { points: formatNumber(step) })],
          [PointsError.pointsInsufficient]: ['points', t('points.refusals.insufficient')],
          [PointsError.passwordWrong]: ['password', t('points.refusals.password')],
        },
        fallback: t('points.convert.failed'),
      });
      return;
    }
    setAmount('');
    setPassword('');
    setDone(answer.value);
    void refreshBalance();
    onDone(answer.value);
  });

  if (!value) return <LoadStatus load={config} loadingText={t('points.loading')} failedText={t('points.failed')} />;
  const rate = wireToCents(value.conversion.amount);
  const preview = typed !== null && typed % value.conversion.points === 0 ? (typed / value.conversion.points) * rate : null;

  return (
    <form className="form-stack point-convert" onSubmit={submit} noValidate>
      <p className="point-convert__rate">
        {t('points.convert.rate', { points: formatNumber(value.conversion.points), amount: memberMoneyOfCents(rate) })}{' '}
        {t('points.convert.minimum', { points: formatNumber(value.minConversion) })}
      </p>
      <Field
        label={t('points.convert.points')}
        error={form.errors.points}
        hint={preview !== null ? t('points.convert.preview', { amount: memberMoneyOfCents(preview) }) : undefined}
      >
        {(control) => (
          <input
            {...control}
            className="form-input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('points.convert.password')} error={form.errors.password}>
        {(control) => <PasswordInput control={control} value={password} onChange={setPassword} autoComplete="current-password" />}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      {done && (
        <p role="status" className="point-convert__done">
          {t('points.convert.done', { points: formatNumber(done.points), amount: memberMoneyOfWire(done.amount) })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('points.convert.submit')}
      </button>
    </form>
  );
}
