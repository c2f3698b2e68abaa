import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { centsToWire, wireToCents } from '../../../../shared/money';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { useForm } from '../../components/form/useForm';
import { call, type PayloadOf } from '../../lib/api';
import { memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { readAsDataUrl } from '../../lib/pictures';
import { proofProblem } from './proof';
import { amountRefusalText, worded } from './refusalText';

type PartField = 'receivedAmount' | 'remainingAmount';

/**
 * The three answers to a waiting receipt confirmation: received (one click, then confirm), not
 * received (the button opens the proof picker at once: one step), partly received (the received and
 * remaining amounts, which add up to the withdrawal's amount).
 */
export function ConfirmationActions({ confirmation, onSettled }: { confirmation: PaymentConfirmation; onSettled: () => void }) {
  const { t } = useTranslation('cashier');
  const [mode, setMode] = useState<'idle' | 'confirmReceived' | 'partial'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const amountText = memberMoneyOfWire(confirmation.amount);

  const send = async (payload: PayloadOf<'cashier.processC2C'>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call('cashier.processC2C', payload);
      if (!answer.success) {
        setError(worded(t, 'withdraw', answer, { amount: amountText }).message || t('cashier.withdraw.c2c.failed'));
        return false;
      }
      onSettled();
      return true;
    } finally {
      setBusy(false);
    }
  };

  const received = () => void send({ transactionId: confirmation.transactionId, action: 'RECEIVED' });

  const proofPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) {
      setError(t(problem === 'type' ? 'cashier.withdraw.refusals.proofType' : 'cashier.withdraw.refusals.proofSize'));
      return;
    }
    const proofImage = await readAsDataUrl(file).catch(() => null);
    if (proofImage === null) {
      setError(t('cashier.withdraw.refusals.proofType'));
      return;
    }
    await send({ transactionId: confirmation.transactionId, action: 'NOT_RECEIVED', proofImage });
  };

  return (
    <div className="c2c-actions">
      {mode === 'confirmReceived' ? (
        <div className="c2c-actions__confirm" role="group" aria-label={t('cashier.withdraw.c2c.received')}>
          <p>{t('cashier.withdraw.c2c.confirmReceived', { amount: amountText })}</p>
          <div className="withdraw-actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={received}>
              {t('cashier.withdraw.c2c.confirmReceivedYes')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setMode('idle')}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="withdraw-actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setMode('confirmReceived')}>
            {t('cashier.withdraw.c2c.received')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => picker.current?.click()}>
            {t('cashier.withdraw.c2c.notReceived')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            aria-expanded={mode === 'partial'}
            onClick={() => setMode(mode === 'partial' ? 'idle' : 'partial')}
          >
            {t('cashier.withdraw.c2c.partial')}
          </button>
        </div>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('cashier.withdraw.c2c.proofPicker')}
        onChange={(event) => void proofPicked(event)}
      />
      <p className="form-field__hint">{t('cashier.withdraw.c2c.proofHint')}</p>
      {mode === 'partial' && (
        <PartialForm
          confirmation={confirmation}
          onSend={(receivedAmount, remainingAmount) =>
            send({ transactionId: confirmation.transactionId, action: 'PARTIAL', receivedAmount, remainingAmount })
          }
        />
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Partly received: both amounts, which must add up to the withdrawal's amount. */
function PartialForm({
  confirmation,
  onSend,
}: {
  confirmation: PaymentConfirmation;
  onSend: (receivedAmount: string, remainingAmount: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('cashier');
  const form = useForm<PartField>();
  const [values, setValues] = useState<Record<PartField, string>>({ receivedAmount: '', remainingAmount: '' });
  const total = wireToCents(confirmation.amount);

  const submit = form.handleSubmit(async () => {
    form.reset();
    const received = readAmount(values.receivedAmount);
    const remaining = readAmount(values.remainingAmount);
    if ('refusal' in received) form.setFieldError('receivedAmount', amountRefusalText(t, 'withdraw', received.refusal));
    if ('refusal' in remaining) form.setFieldError('remainingAmount', amountRefusalText(t, 'withdraw', remaining.refusal));
    if ('refusal' in received || 'refusal' in remaining) return;
    if (received.cents + remaining.cents !== total) {
      form.setFieldError(
        'remainingAmount',
        t('cashier.withdraw.refusals.partialAmounts', { amount: memberMoneyOfWire(confirmation.amount) }),
      );
      return;
    }
    await onSend(centsToWire(received.cents), centsToWire(remaining.cents));
  });

  // The remaining amount follows the received one, as the two always add up to the total.
  const typeReceived = (text: string) => {
    const read = readAmount(text);
    const rest = 'cents' in read && read.cents < total ? centsToWire(total - read.cents) : '';
    setValues({ receivedAmount: text, remainingAmount: rest });
  };

  return (
    <form className="form-stack c2c-partial" onSubmit={submit} noValidate>
      <p>{t('cashier.withdraw.c2c.partialIntro', { amount: memberMoneyOfWire(confirmation.amount) })}</p>
      <Field label={t('cashier.withdraw.c2c.receivedAmount')} error={form.errors.receivedAmount}>
        {(control) => <AmountInput control={control} value={values.receivedAmount} onChange={typeReceived} />}
      </Field>
      <Field label={t('cashier.withdraw.c2c.remainingAmount')} error={form.errors.remainingAmount}>
        {(control) => (
          <AmountInput
            control={control}
            value={values.remainingAmount}
            onChange={(value) => setValues((v) => ({ ...v, remainingAmount: value }))}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('cashier.withdraw.c2c.partialSubmit')}
      </button>
    </form>
  );
}
