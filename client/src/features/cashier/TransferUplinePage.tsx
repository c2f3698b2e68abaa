import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import type { MemberTransferResult } from '../../../../shared/domains/cashier/schemas';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire, parseAmount, wireToCents, type AmountProblem } from '../../../../shared/money';
import { REQUIRED_KEY, type FormErrors } from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { call, ClientErrorCode } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE, setMemberInfo } from '../../lib/stores/session';
import { balance, loadBalance } from '../../lib/stores/wallet';
import './memberTransfer.css';

type Direction = 'upline' | 'downline';
type TransferField = 'username' | 'amount' | 'password';

/**
 * A client's id for one submission (8–64 of [A-Za-z0-9_-]): the platform moves nothing twice for
 * the same id, so a lost answer can be asked again safely.
 */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the platform itself refused (HTTP 200 `success: false`): nothing moved, so the next attempt
 * is a new submission. A failure of the connection or a gateway code may hide a transfer the
 * platform made, so the same id is sent again and moves nothing twice.
 */
function platformRefused(errorCode: string | null | undefined): boolean {
  if (!errorCode) return false;
  return errorCode !== ClientErrorCode.network && errorCode !== ClientErrorCode.aborted && !errorCode.startsWith('gateway.');
}

function money(cents: number): string {
  const wallet = balance.value;
  return formatMoney(cents / 100, wallet?.currencySymbol ?? '', wallet?.currency);
}

const AMOUNT_PROBLEMS: Readonly<Record<AmountProblem, string>> = {
  empty: 'cashier.memberTransfer.refusals.amountRequired',
  notNumber: 'cashier.memberTransfer.refusals.amountInvalid',
  tooManyDecimals: 'cashier.memberTransfer.refusals.amountDecimals',
  notPositive: 'cashier.memberTransfer.refusals.amountNotPositive',
  tooLarge: 'cashier.memberTransfer.refusals.amountTooLarge',
};

/** Each refusal a transfer can meet, the field it belongs under and its text. */
const REFUSALS: Readonly<Partial<Record<string, readonly [TransferField | null, string]>>> = {
  [CashierError.transferUplineClosed]: [null, 'cashier.memberTransfer.refusals.transferUplineClosed'],
  [CashierError.transferTargetInvalid]: ['username', 'cashier.memberTransfer.refusals.transferTargetInvalid'],
  [CashierError.loginPasswordWrong]: ['password', 'cashier.memberTransfer.refusals.loginPasswordWrong'],
  [CashierError.amountInvalid]: ['amount', 'cashier.memberTransfer.refusals.amountInvalid'],
  [CashierError.amountDecimals]: ['amount', 'cashier.memberTransfer.refusals.amountDecimals'],
  [CashierError.amountNotPositive]: ['amount', 'cashier.memberTransfer.refusals.amountNotPositive'],
  [CashierError.amountBelowMinimum]: ['amount', 'cashier.memberTransfer.refusals.amountBelowMinimum'],
  [CashierError.amountAboveMaximum]: ['amount', 'cashier.memberTransfer.refusals.amountAboveMaximum'],
  [CashierError.balanceInsufficient]: ['amount', 'cashier.memberTransfer.refusals.balanceInsufficient'],
  [CashierError.trialAccount]: [null, 'cashier.memberTransfer.refusals.trialAccount'],
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
  // One id per submission: kept while an answer is lost, renewed once the platform has answered.
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<MemberTransferResult | null>(null);

  const submit = form.handleSubmit(async () => {
    const found: FormErrors<TransferField> = {};
    if (direction === 'downline' && values.username.trim() === '') found.username = { key: REQUIRED_KEY, params: {} };
    if (values.password === '') found.password = { key: REQUIRED_KEY, params: {} };
    const amount = parseAmount(values.amount);
    if (!form.check(found)) return;
    if ('problem' in amount) {
      form.setFieldError('amount', t(AMOUNT_PROBLEMS[amount.problem]));
      return;
    }
    const payload = { amount: centsToWire(amount.cents), password: values.password, requestId };
    const answer =
      direction === 'downline'
        ? await call('cashier.transferDownline', { ...payload, username: values.username.trim() })
        : await call('cashier.transferUpline', payload);
    if (!answer.success) {
      if (platformRefused(answer.errorCode)) setRequestId(newRequestId());
      const known = answer.errorCode ? REFUSALS[answer.errorCode] : undefined;
      const codes: Partial<Record<string, readonly [TransferField, string]>> = {};
      for (const [code, refusal] of Object.entries(REFUSALS)) if (refusal?.[0]) codes[code] = [refusal[0], t(refusal[1])];
      const message = known ? t(known[1]) : answer.message;
      form.refuse({ errorCode: answer.errorCode, message }, { codes, fallback: t('cashier.memberTransfer.failed') });
      return;
    }
    setRequestId(newRequestId());
    setValues({ username: '', amount: '', password: '' });
    setDone(answer.value);
    void loadBalance();
  });

  return (
    <form className="form-stack transfer-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="transfer-card__title">
        {t(direction === 'upline' ? 'cashier.memberTransfer.upline.title' : 'cashier.memberTransfer.downline.title')}
      </h3>
      <p className="transfer-card__intro">{t(direction === 'upline' ? 'cashier.memberTransfer.upline.intro' : 'cashier.memberTransfer.downline.intro')}</p>
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
          {t('cashier.memberTransfer.done', { amount: money(wireToCents(done.amount)), to: done.to, id: done.transactionId })}
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
            <p className="transfer-page__balance">{t('cashier.memberTransfer.balance', { amount: money(Math.round(wallet.sumBalance * 100)) })}</p>
          )}
          <div className="transfer-forms">
            {toUpline && <TransferForm direction="upline" />}
            {isAgent && !isTrial && <TransferForm direction="downline" />}
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
