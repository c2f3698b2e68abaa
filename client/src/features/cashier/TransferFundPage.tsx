import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { BalanceValue } from '../../../../shared/domains/cashier/schemas';
import { centsToWire, wireToCents } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { LoadStatus } from '../../components/LoadStatus';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoney, memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { AMOUNT_REFUSALS } from '../../lib/money/refusals';
import { submissionIds } from '../../lib/money/submissionIds';
import { amountRefusalText, refusalText } from './refusalText';
import { MAIN_WALLET, loadWallets } from './walletData';
import './wallet.css';

type TransferField = 'from' | 'to' | 'amount';
type WalletRow = BalanceValue['balance'][number];

/**
 * transferFund: every wallet with its balance, a transfer between the main wallet and a game's
 * wallet, and "all back to main". Each submission carries a request id, reused when the same
 * submission is retried after an answer that never came; the balances are read again after each move.
 */
export default function TransferFundPage() {
  const { t } = useTranslation('cashier');
  const [round, setRound] = useState(0);
  const wallets = useLoad('wallets', loadWallets, { refreshOn: round });
  const value = wallets.state.value;

  return (
    <div className="wallet-page">
      <h2 className="wallet-page__title">{t('cashier.wallet.transfer.title')}</h2>
      <LoadStatus load={wallets} loadingText={t('cashier.wallet.transfer.loading')} failedText={t('cashier.wallet.transfer.failed')} />
      {value && (
        <>
          <WalletList rows={value.balance} />
          <TransferForm rows={value.balance} onMoved={() => setRound((n) => n + 1)} />
        </>
      )}
    </div>
  );
}

function useWalletName() {
  const { t } = useTranslation('cashier');
  return (row: WalletRow) =>
    row.accountTypeId === MAIN_WALLET
      ? t('cashier.wallet.transfer.mainWallet')
      : row.vendor || t('cashier.wallet.transfer.gameWallet', { id: row.accountTypeId });
}

/** The main wallet first, then the games' wallets as the platform lists them. */
function ordered(rows: readonly WalletRow[]): WalletRow[] {
  return [...rows].sort((a, b) => Number(b.accountTypeId === MAIN_WALLET) - Number(a.accountTypeId === MAIN_WALLET));
}

function WalletList({ rows }: { rows: readonly WalletRow[] }) {
  // Amounts are written in the member's currency, which the balance answer names.
  useSignals();
  const { t } = useTranslation('cashier');
  const nameOf = useWalletName();
  return (
    <ul className="wallet-list" aria-label={t('cashier.wallet.transfer.wallets')}>
      {ordered(rows).map((row) => (
        <li key={row.accountTypeId} className="wallet-list__item">
          <span className="wallet-list__name">{nameOf(row)}</span>
          <span className="wallet-list__amount">{memberMoney(row.availBalance)}</span>
        </li>
      ))}
    </ul>
  );
}

function TransferForm({ rows, onMoved }: { rows: readonly WalletRow[]; onMoved: () => void }) {
  const { t } = useTranslation('cashier');
  const nameOf = useWalletName();
  const form = useForm<TransferField>();
  const list = ordered(rows);
  const firstGame = list.find((row) => row.accountTypeId !== MAIN_WALLET);
  const [from, setFrom] = useState(String(MAIN_WALLET));
  const [to, setTo] = useState(String(firstGame?.accountTypeId ?? MAIN_WALLET));
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [ids] = useState(submissionIds);
  const [recallIds] = useState(submissionIds);
  const [recalling, setRecalling] = useState(false);
  const [recallError, setRecallError] = useState<string | null>(null);

  const refused = (answer: { errorCode?: string; message?: string }) =>
    refusalText(t, 'wallet', answer.errorCode) ?? (answer.message || t('cashier.wallet.transfer.refused'));

  const send = form.handleSubmit(async () => {
    setDone(null);
    setRecallError(null);
    const read = readAmount(amount);
    const found: Partial<Record<TransferField, { text: string }>> = {};
    if (from === to) found.to = { text: t('cashier.wallet.refusals.walletSame') };
    if ('refusal' in read) found.amount = { text: amountRefusalText(t, 'wallet', read.refusal) };
    const fromRow = rows.find((row) => String(row.accountTypeId) === from);
    if ('cents' in read && fromRow && read.cents > Math.round(fromRow.availBalance * 100))
      found.amount = { text: t('cashier.wallet.refusals.balanceInsufficient') };
    form.reset();
    if (found.to) form.setFieldError('to', found.to.text);
    if (found.amount) form.setFieldError('amount', found.amount.text);
    if (found.to || found.amount || !('cents' in read)) return;

    const payload = { fromAccountTypeId: Number(from), toAccountTypeId: Number(to), amount: centsToWire(read.cents) };
    const requestId = ids.idFor(JSON.stringify(payload));
    const answer = await call('cashier.transfer', { ...payload, requestId });
    ids.settled(answer);
    if (!answer.success) {
      const code = answer.errorCode ?? '';
      if (AMOUNT_REFUSALS.has(code)) form.setFieldError('amount', refused(answer));
      else if (code === CashierError.walletSame) form.setFieldError('to', refused(answer));
      else if (code === CashierError.walletUnknown) form.setFieldError('from', refused(answer));
      else form.refuse({ message: refused(answer) }, { fallback: t('cashier.wallet.transfer.refused') });
      return;
    }
    const fromName = fromRow ? nameOf(fromRow) : from;
    const toRow = rows.find((row) => String(row.accountTypeId) === to);
    setDone(
      t('cashier.wallet.transfer.done', { amount: memberMoneyOfWire(answer.value.amount), from: fromName, to: toRow ? nameOf(toRow) : to }),
    );
    setAmount('');
    // Reading the wallets again also brings the balance shown everywhere up to date (loadWallets).
    onMoved();
  });

  const recallAll = async () => {
    if (recalling) return;
    setRecalling(true);
    setDone(null);
    setRecallError(null);
    form.reset();
    try {
      // One "all back to main" per press: a press after a lost answer repeats the same request.
      const answer = await call('cashier.recallAll', { requestId: recallIds.idFor('recallAll') });
      recallIds.settled(answer);
      if (!answer.success) {
        setRecallError(refused(answer));
        return;
      }
      setDone(
        wireToCents(answer.value.amount) === 0
          ? t('cashier.wallet.transfer.nothingToRecall')
          : t('cashier.wallet.transfer.recalled', { amount: memberMoneyOfWire(answer.value.amount), count: answer.value.wallets }),
      );
      onMoved();
    } finally {
      setRecalling(false);
    }
  };

  const options = list.map((row) => (
    <option key={row.accountTypeId} value={row.accountTypeId}>
      {nameOf(row)}
    </option>
  ));

  return (
    <>
      <form className="form-stack wallet-form" onSubmit={send} noValidate aria-label={t('cashier.wallet.transfer.formLabel')}>
        <Field label={t('cashier.wallet.transfer.from')} error={form.errors.from}>
          {(control) => (
            <select {...control} className="form-input" value={from} onChange={(e) => setFrom(e.target.value)}>
              {options}
            </select>
          )}
        </Field>
        <Field label={t('cashier.wallet.transfer.to')} error={form.errors.to}>
          {(control) => (
            <select {...control} className="form-input" value={to} onChange={(e) => setTo(e.target.value)}>
              {options}
            </select>
          )}
        </Field>
        <Field label={t('cashier.wallet.transfer.amount')} error={form.errors.amount}>
          {(control) => <AmountInput control={control} value={amount} onChange={setAmount} />}
        </Field>
        {form.formError && (
          <p role="alert" className="form-field__error">
            {form.formError}
          </p>
        )}
        <div className="wallet-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {form.busy ? t('cashier.wallet.transfer.sending') : t('cashier.wallet.transfer.submit')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={recalling || form.busy} onClick={() => void recallAll()}>
            {recalling ? t('cashier.wallet.transfer.recalling') : t('cashier.wallet.transfer.recallAll')}
          </button>
        </div>
      </form>
      {recallError && (
        <p role="alert" className="form-field__error">
          {recallError}
        </p>
      )}
      {done && (
        <p role="status" className="wallet-page__done">
          {done}
        </p>
      )}
    </>
  );
}
