import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, WithdrawBank, WithdrawType } from '../../../../shared/domains/cashier/schemas';
import { REQUIRED_KEY, type FormErrors } from '../../../../shared/validation';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { placedCodes } from './refusalText';

type CardField = 'withdrawType' | 'bankCode' | 'accountName' | 'accountNo';

async function loadBanks(signal: AbortSignal): Promise<Answer<WithdrawBank[]>> {
  const answer = await call('cashier.withdrawBanks', {}, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** A payout account: its type among those the settings offer, its bank, the holder's name and the number. */
export function AddBankCardForm({
  types,
  onDone,
  onCancel,
}: {
  types: readonly WithdrawType[];
  onDone: (card: BankCard) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('cashier');
  const titleId = useId();
  const banks = useLoad('withdraw/banks', loadBanks);
  const form = useForm<CardField>();
  const [values, setValues] = useState<Record<CardField, string>>({
    withdrawType: types[0] ?? '',
    bankCode: '',
    accountName: '',
    accountNo: '',
  });
  const set = (name: CardField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const type = types.find((offered) => offered === values.withdrawType);
  const banksOfType = (banks.state.value ?? []).filter((bank) => bank.withdrawType === type);

  const submit = form.handleSubmit(async () => {
    const found: FormErrors<CardField> = {};
    for (const field of ['bankCode', 'accountName', 'accountNo'] as const) {
      if (values[field].trim() === '') found[field] = { key: REQUIRED_KEY, params: {} };
    }
    if (!type) found.withdrawType = { key: REQUIRED_KEY, params: {} };
    if (!form.check(found) || !type) return;
    const answer = await call('cashier.addBankCard', {
      withdrawType: type,
      bankCode: values.bankCode,
      accountName: values.accountName.trim(),
      accountNo: values.accountNo.replace(/\s+/g, ''),
    });
    if (!answer.success) {
      const codes = placedCodes<CardField>(t, 'withdraw', {
        [CashierError.bankUnknown]: 'bankCode',
        [CashierError.bankCardHolder]: 'accountName',
        [CashierError.realNameMissing]: 'accountName',
        [CashierError.bankCardNumber]: 'accountNo',
        [CashierError.bankCardDuplicate]: 'accountNo',
        [CashierError.bankCardLimit]: 'accountNo',
        [CashierError.withdrawTypeUnknown]: 'withdrawType',
      });
      form.refuse(answer, { codes, fallback: t('cashier.withdraw.card.addFailed') });
      return;
    }
    onDone(answer.value);
  });

  return (
    <form className="form-stack withdraw-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="withdraw-card__title">
        {t('cashier.withdraw.card.addTitle')}
      </h3>
      <p className="withdraw-card__intro">{t('cashier.withdraw.card.addIntro')}</p>
      <Field label={t('cashier.withdraw.card.type')} error={form.errors.withdrawType}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={values.withdrawType}
            onChange={(e) => setValues((v) => ({ ...v, withdrawType: e.target.value, bankCode: '' }))}
          >
            {types.map((offered) => (
              <option key={offered} value={offered}>
                {t(`cashier.withdraw.types.${offered}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LoadStatus load={banks} loadingText={t('cashier.withdraw.card.banksLoading')} failedText={t('cashier.withdraw.card.banksFailed')} />
      <Field label={t('cashier.withdraw.card.bank')} error={form.errors.bankCode}>
        {(control) => (
          <select {...control} className="form-input" value={values.bankCode} onChange={(e) => set('bankCode')(e.target.value)}>
            <option value="">{t('cashier.withdraw.card.chooseBank')}</option>
            {banksOfType.map((bank) => (
              <option key={bank.bankCode} value={bank.bankCode}>
                {bank.bankName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cashier.withdraw.card.holder')} error={form.errors.accountName} hint={t('cashier.withdraw.card.holderHint')}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            autoComplete="name"
            value={values.accountName}
            onChange={(e) => set('accountName')(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('cashier.withdraw.card.number')} error={form.errors.accountNo}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            inputMode="text"
            autoComplete="off"
            value={values.accountNo}
            onChange={(e) => set('accountNo')(e.target.value)}
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
          {t('cashier.withdraw.card.addSubmit')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
