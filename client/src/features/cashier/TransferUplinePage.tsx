import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import type { MemberTransferResult } from '../../../../shared/domains/cashier/schemas';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import { REQUIRED_KEY, type FormErrors } from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE, setMemberInfo } from '../../lib/stores/session';
import { balance, loadBalance } from '../../lib/stores/wallet';
import { memberMoneyOfCents, memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { submissionIds } from '../../lib/money/submissionIds';
import { TRANSFER_DOWNLINE_CALLS, TRANSFER_UPLINE_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { amountRefusalText, placedCodes, worded } from './refusalText';
import './memberTransfer.css';

type Direction = 'upline' | 'downline';
type TransferField = 'username' | 'amount' | 'password';

/** Refusals a transfer shows under a field; the others go to the form's line. */
const PLACEMENT: Readonly<Partial<Record<string, TransferField>>> = {
  [CashierError.transferTargetInvalid]: 'username',
  [CashierError.loginPasswordWrong]: 'password',
  [CashierError.amountInvalid]: 'amount',
  [CashierError.amountDecimals]: 'amount',
  [CashierError.amountNotPositive]: 'amount',
  [CashierError.amountBelowMinimum]: 'amount',
  [CashierError.amountAboveMaximum]: 'amount',
  [CashierError.balanceInsufficient]: 'amount',
};

async function loadInfo(signal: AbortSignal): Promise<Answer<MemberInfo>> {
  const answer = await call('member.info', {}, { signal });
  if (!answer.success) return failure(answer);
  setMemberInfo(answer.value);
  return { success: true, value: answer.value };
}

/** One transfer: to the upline (amount, sign-in password) or to a downline (its username as well). */
function TransferForm({ direction }: { direction: Direction }) {
  const { t } = useTranslation('cashier');
  const titleId = useId();
  const form = useForm<TransferField>();
  // A link from the agent centre's team list names the downline in `?to=`.
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<TransferField, string>>(() => ({
    username: direction === 'downline' ? (params.get('to') ?? '') : '',
    amount: '',
    password: '',
  }));
  const set = (name: TransferField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  // One request id per submission, kept for its retry while the outcome is unknown (lib/money/submissionIds.ts).
  const [ids] = useState(submissionIds);
  const [done, setDone] = useState<MemberTransferResult | null>(null);

  const submit = form.handleSubmit(async () => {
    const found: FormErrors<TransferField> = {};
    if (direction === 'downline' && values.username.trim() === '') found.username = { key: REQUIRED_KEY, params: {} };
    if (values.password === '') found.password = { key: REQUIRED_KEY, params: {} };
    const amount = readAmount(values.amount);
    if (!form.check(found)) return;
    if ('refusal' in amount) {
      form.setFieldError('amount', amountRefusalText(t, 'memberTransfer', amount.refusal));
      return;
    }
    const username = values.username.trim();
    const submission = direction === 'downline' ? [direction, amount.cents, username] : [direction, amount.cents];
    const payload = { amount: centsToWire(amount.cents), password: values.password, requestId: ids.idFor(JSON.stringify(submission)) };
    const answer =
      direction === 'downline'
        ? await call('cashier.transferDownline', { ...payload, username })
        : await call('cashier.transferUpline', payload);
    ids.settled(answer);
    if (!answer.success) {
      form.refuse(worded(t, 'memberTransfer', answer), {
        codes: placedCodes(t, 'memberTransfer', PLACEMENT),
        fallback: t('cashier.memberTransfer.failed'),
      });
      return;
    }
    setValues({ username: '', amount: '', password: '' });
    setDone(answer.value);
    void loadBalance();
  });

  return (
    <form className="form-stack transfer-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="transfer-card__title">
        {t(direction === 'upline' ? 'cashier.memberTransfer.upline.title' : 'cashier.memberTransfer.downline.title')}
      </h3>
      <p className="transfer-card__intro">
        {t(direction === 'upline' ? 'cashier.memberTransfer.upline.intro' : 'cashier.memberTransfer.downline.intro')}
      </p>
      {direction === 'downline' && (
        <Field label={t('cashier.memberTransfer.downline.username')} error={form.errors.username}>
          {(control) => (
            <input
              {...control}
              className="form-input"
              autoComplete="off"
              value={values.username}
              onChange={(e) => set('username')(e.target.value)}
            />
          )}
        </Field>
      )}
      <Field label={t('cashier.memberTransfer.amount')} error={form.errors.amount}>
        {(control) => <AmountInput control={control} value={values.amount} onChange={set('amount')} />}
      </Field>
      <Field label={t('cashier.memberTransfer.password')} error={form.errors.password} hint={t('cashier.memberTransfer.passwordHint')}>
        {(control) => (
          <PasswordInput control={control} value={values.password} onChange={set('password')} autoComplete="current-password" />
        )}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      {done && (
        <p className="transfer-card__done" role="status">
          {t('cashier.memberTransfer.done', { amount: memberMoneyOfWire(done.amount), to: done.to, id: done.transactionId })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t(direction === 'upline' ? 'cashier.memberTransfer.upline.submit' : 'cashier.memberTransfer.downline.submit')}
      </button>
    </form>
  );
}

/**
 * Transfers between members: a member whose info allows it (`toUpline`) sends to the upline; an
 * agent (member info type 1, 2, 41, 42) sends to one of their downlines by username.
 */
export default function TransferUplinePage() {
  useSignals();
  const { t } = useTranslation('cashier');
  const info = useLoad('memberTransfer/info', loadInfo);
  const member = info.state.value;
  const wallet = balance.value;
  const isAgent = member ? AGENT_TYPES.includes(member.type) : false;
  const isTrial = member?.type === TRIAL_ACCOUNT_TYPE;
  const toUpline = member?.toUpline === true && !isTrial;

  return (
    <div className="transfer-page">
      <h2 className="section-title">{t('cashier.memberTransfer.title')}</h2>
      <LoadStatus load={info} loadingText={t('cashier.memberTransfer.loading')} failedText={t('cashier.memberTransfer.loadFailed')} />
      {member && (
        <>
          {wallet && (
            <p className="transfer-page__balance">
              {t('cashier.memberTransfer.balance', { amount: memberMoneyOfCents(Math.round(wallet.sumBalance * 100), wallet) })}
            </p>
          )}
          <div className="transfer-forms">
            {/* Each direction is its own call, shown while the platform offers it. */}
            {toUpline && offers(TRANSFER_UPLINE_CALLS) && <TransferForm direction="upline" />}
            {isAgent && !isTrial && offers(TRANSFER_DOWNLINE_CALLS) && <TransferForm direction="downline" />}
          </div>
          {!toUpline && !isAgent && (
            <p className="status-text" role="status">
              {t(isTrial ? 'cashier.memberTransfer.refusals.trialAccount' : 'cashier.memberTransfer.refusals.transferUplineClosed')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
