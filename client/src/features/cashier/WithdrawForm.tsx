import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { BankCard, WithdrawResult, WithdrawSettingsValue, WithdrawType } from '../../../../shared/domains/cashier/schemas';
import { centsToWire, wireToCents } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { REQUIRED_KEY } from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { useDebounced } from '../../lib/hooks/useDebounced';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfCents, memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { submissionIds } from '../../lib/money/submissionIds';
import { offers } from '../../lib/stores/offered';
import { WITHDRAW_FEE_CALLS } from '../../lib/featureCalls';
import { amountRefusalText, placedCodes, worded } from './refusalText';

type WithdrawField = 'withdrawType' | 'bankCardId' | 'amount' | 'password';

/** The fee preview waits for the amount to stop changing for this long before it asks. */
export const FEE_DEBOUNCE_MS = 400;

/** Each type's own bounds: bank cards the general ones, e-wallets and virtual currency theirs. */
export function limitsOf(settings: WithdrawSettingsValue, type: WithdrawType): { min: string; max: string } {
  if (type === 'EW') return { min: settings.eWalletMinAmount, max: settings.eWalletMaxAmount };
  if (type === 'VW') return { min: settings.virtualMinAmount, max: settings.virtualMaxAmount };
  return { min: settings.minimumAmount, max: settings.maximumAmount };
}

const PLACEMENT: Readonly<Partial<Record<string, WithdrawField>>> = {
  [CashierError.amountInvalid]: 'amount',
  [CashierError.amountDecimals]: 'amount',
  [CashierError.amountNotPositive]: 'amount',
  [CashierError.amountBelowMinimum]: 'amount',
  [CashierError.amountAboveMaximum]: 'amount',
  [CashierError.amountNotOffered]: 'amount',
  [CashierError.balanceInsufficient]: 'amount',
  [CashierError.paymentPasswordWrong]: 'password',
  [CashierError.paymentPasswordMissing]: 'password',
  [CashierError.bankCardUnknown]: 'bankCardId',
  [CashierError.withdrawTypeUnknown]: 'withdrawType',
};

/** The withdrawal itself: type, payout account, amount with its fee and total, and the withdrawal password. */
export function WithdrawForm({
  settings,
  cards,
  needsPassword,
  onAddCard,
  onPasswordMissing,
  onDone,
}: {
  settings: WithdrawSettingsValue;
  cards: readonly BankCard[];
  needsPassword: boolean;
  onAddCard: () => void;
  /** The platform says the member has no withdrawal password: the page walks them to set one. */
  onPasswordMissing: () => void;
  onDone: (result: WithdrawResult) => void;
}) {
  useSignals();
  const { t } = useTranslation('cashier');
  const titleId = useId();
  const form = useForm<WithdrawField>();
  const firstType = settings.withdrawTypes.find((type) => cards.some((card) => card.withdrawType === type)) ?? settings.withdrawTypes[0];
  const [type, setType] = useState<WithdrawType | undefined>(firstType);
  const cardsOfType = cards.filter((card) => card.withdrawType === type);
  const [cardId, setCardId] = useState(cardsOfType[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // One request id per submission, kept for its retry while the outcome is unknown (lib/money/submissionIds.ts).
  const [ids] = useState(submissionIds);

  const limits = type ? limitsOf(settings, type) : null;
  const boundParams: Record<string, string> = limits ? { min: memberMoneyOfWire(limits.min), max: memberMoneyOfWire(limits.max) } : {};
  const settled = useDebounced(amount, FEE_DEBOUNCE_MS);
  const parsed = readAmount(settled);
  const feeCents = 'cents' in parsed ? parsed.cents : null;
  const feeOffered = offers(WITHDRAW_FEE_CALLS);
  const fee = useLoad(
    feeOffered && type && feeCents !== null ? `withdraw/fee/${type}/${feeCents}` : null,
    async (signal): Promise<Answer<string>> => {
      if (!type || feeCents === null) return failure({});
      const answer = await call('cashier.withdrawFee', { withdrawAmount: centsToWire(feeCents), withdrawType: type }, { signal });
      return answer.success ? { success: true, value: answer.value } : failure(answer);
    },
  );

  const chooseType = (next: string) => {
    const offered = settings.withdrawTypes.find((candidate) => candidate === next);
    setType(offered);
    setCardId(cards.find((card) => card.withdrawType === offered)?.id ?? '');
  };

  const submit = form.handleSubmit(async () => {
    const problems: Partial<Record<WithdrawField, string>> = {};
    const read = readAmount(amount);
    if (!type) problems.withdrawType = t('cashier.withdraw.refusals.withdrawTypeUnknown');
    if (!cardsOfType.some((card) => card.id === cardId)) problems.bankCardId = t('cashier.withdraw.form.chooseCard');
    if ('refusal' in read) problems.amount = amountRefusalText(t, 'withdraw', read.refusal, boundParams);
    else if (limits && read.cents < wireToCents(limits.min))
      problems.amount = t('cashier.withdraw.refusals.amountBelowMinimum', boundParams);
    else if (limits && read.cents > wireToCents(limits.max))
      problems.amount = t('cashier.withdraw.refusals.amountAboveMaximum', boundParams);
    else if (settings.fixedAmountFlag && !settings.fixedWithdrawAmounts.some((fixed) => wireToCents(fixed) === read.cents)) {
      problems.amount = t('cashier.withdraw.refusals.amountNotOffered');
    }
    if (!form.check(needsPassword && password === '' ? { password: { key: REQUIRED_KEY, params: {} } } : {})) return;
    const [first] = Object.entries(problems);
    if (first) {
      for (const [field, text] of Object.entries(problems)) form.setFieldError(field as WithdrawField, text);
      return;
    }
    if (!type || 'refusal' in read) return;
    const submission = { amount: centsToWire(read.cents), bankCardId: cardId, withdrawType: type };
    const answer = await call('cashier.withdraw', {
      ...submission,
      password: needsPassword ? password : '',
      requestId: ids.idFor(JSON.stringify(submission)),
    });
    ids.settled(answer);
    if (!answer.success) {
      form.refuse(worded(t, 'withdraw', answer, boundParams), {
        codes: placedCodes(t, 'withdraw', PLACEMENT, boundParams),
        fallback: t('cashier.withdraw.form.failed'),
      });
      if (answer.errorCode === CashierError.paymentPasswordMissing) onPasswordMissing();
      return;
    }
    setAmount('');
    setPassword('');
    onDone(answer.value);
  });

  const feeValue = fee.state.status === 'ready' && amount === settled ? fee.state.value : null;
  const open = settings.withdrawDateFrom === settings.withdrawDateTo;

  return (
    <form className="form-stack withdraw-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="withdraw-card__title">
        {t('cashier.withdraw.form.title')}
      </h3>
      {/* The operator's own hours message when the settings carry one (it names the time zone), else ours. */}
      <p className="withdraw-hours" role="note">
        {settings.withdrawTimeMsg ||
          (open
            ? t('cashier.withdraw.form.hoursAlways')
            : t('cashier.withdraw.form.hours', { from: settings.withdrawDateFrom, to: settings.withdrawDateTo }))}
      </p>
      <Field label={t('cashier.withdraw.form.type')} error={form.errors.withdrawType}>
        {(control) => (
          <select {...control} className="form-input" value={type ?? ''} onChange={(e) => chooseType(e.target.value)}>
            {settings.withdrawTypes.map((offered) => (
              <option key={offered} value={offered}>
                {t(`cashier.withdraw.types.${offered}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cashier.withdraw.form.card')} error={form.errors.bankCardId}>
        {(control) =>
          cardsOfType.length > 0 ? (
            <select {...control} className="form-input" value={cardId} onChange={(e) => setCardId(e.target.value)}>
              {cardsOfType.map((card) => (
                <option key={card.id} value={card.id}>
                  {t('cashier.withdraw.form.cardOption', { bank: card.bankName, number: card.accountNoMasked, holder: card.accountName })}
                </option>
              ))}
            </select>
          ) : (
            <p id={control.id} className="withdraw-card__intro">
              {t('cashier.withdraw.form.noCardOfType')}
            </p>
          )
        }
      </Field>
      <button type="button" className="link-button withdraw-form__add" onClick={onAddCard}>
        {t('cashier.withdraw.form.addCard')}
      </button>
      <Field
        label={t('cashier.withdraw.form.amount')}
        error={form.errors.amount}
        hint={limits ? t('cashier.withdraw.form.limits', boundParams) : undefined}
      >
        {(control) => <AmountInput control={control} value={amount} onChange={setAmount} />}
      </Field>
      {settings.fixedAmountFlag && (
        <div className="withdraw-fixed" role="group" aria-label={t('cashier.withdraw.form.fixedAmounts')}>
          {settings.fixedWithdrawAmounts.map((fixed) => {
            const text = centsToWire(wireToCents(fixed));
            return (
              <button key={fixed} type="button" className="chip" aria-pressed={amount === text} onClick={() => setAmount(text)}>
                {memberMoneyOfWire(fixed)}
              </button>
            );
          })}
        </div>
      )}
      {feeOffered && (
        <dl className="withdraw-fee" aria-live="polite">
          <div>
            <dt>{t('cashier.withdraw.form.fee')}</dt>
            <dd>
              {feeValue !== null
                ? memberMoneyOfWire(feeValue)
                : fee.state.status === 'loading' && feeCents !== null
                  ? t('cashier.withdraw.form.feeLoading')
                  : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('cashier.withdraw.form.total')}</dt>
            <dd>{feeValue !== null && feeCents !== null ? memberMoneyOfCents(feeCents + wireToCents(feeValue)) : '—'}</dd>
          </div>
        </dl>
      )}
      {feeOffered && fee.state.status === 'error' && (
        <p className="status-text">{worded(t, 'withdraw', fee.state, boundParams).message || t('cashier.withdraw.form.feeFailed')}</p>
      )}
      {needsPassword && (
        <Field label={t('cashier.withdraw.form.password')} error={form.errors.password}>
          {(control) => <PasswordInput control={control} value={password} onChange={setPassword} autoComplete="current-password" />}
        </Field>
      )}
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('cashier.withdraw.form.submit')}
      </button>
    </form>
  );
}
