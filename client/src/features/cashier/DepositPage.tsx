import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { centsToWire, wireToCents } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import type { DepositChannel, DepositLaunchResult, DepositQrResult } from '../../../../shared/domains/cashier/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { Tabs } from '../../components/Tabs';
import { Field } from '../../components/form/Field';
import { AmountInput } from '../../components/form/AmountInput';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { alertDialog } from '../../lib/stores/ui';
import { refreshBalance } from '../../lib/stores/wallet';
import { memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { AMOUNT_REFUSALS } from '../../lib/money/refusals';
import { submissionIds } from '../../lib/money/submissionIds';
import { amountRefusalText, refusalText } from './refusalText';
import { depositLimitRefusal, loadDepositOptions, type DepositOptions } from './walletData';
import './wallet.css';

/** A pending deposit order: a QR image to scan, or the provider's page opened in a new window. */
type Order = ({ flow: 'QR' } & DepositQrResult) | ({ flow: 'LAUNCH' } & DepositLaunchResult);

const channelKey = (channel: DepositChannel) => `${channel.vendorId}:${channel.mcsBankCode}`;

/** Only a web page may be opened for a payment, and only a picture (or a web address) shown as the QR code. */
const WEB_ADDRESS = /^https?:\/\//i;
const QR_IMAGE = /^(data:image\/(png|jpeg|gif|svg\+xml)[;,]|https?:\/\/)/i;

/**
 * depositv2: the operator's note, the payment methods as tabs, the channels of a method with their
 * limits and preset amounts, and the amount. A QR channel answers an image to scan; a LAUNCH channel
 * opens the provider's page in a new window. The balance is read again when the player says they
 * paid, and whenever they come back to this tab while an order is pending.
 */
export default function DepositPage() {
  const { t } = useTranslation('cashier');
  const options = useLoad('depositOptions', loadDepositOptions);
  const [order, setOrder] = useState<Order | null>(null);
  const value = options.state.value;

  return (
    <div className="wallet-page">
      <h2 className="wallet-page__title">{t('cashier.wallet.deposit.title')}</h2>
      <LoadStatus load={options} loadingText={t('cashier.wallet.deposit.loading')} failedText={t('cashier.wallet.deposit.failed')} />
      {value &&
        (order ? (
          <PendingOrder order={order} onNew={() => setOrder(null)} />
        ) : (
          <DepositChoice options={value} onOrder={setOrder} onClosed={options.refresh} />
        ))}
    </div>
  );
}

/**
 * The kinds of method the site names in the reader's language; any other keeps the platform's name,
 * which is a brand or a network's own (QR Ph, USDT) and the same in every language.
 */
const NAMED_METHODS = ['BANK', 'EWALLET'] as const;
const isNamedMethod = (code: string): code is (typeof NAMED_METHODS)[number] => NAMED_METHODS.some((named) => named === code);

function DepositChoice({ options, onOrder, onClosed }: { options: DepositOptions; onOrder: (order: Order) => void; onClosed: () => void }) {
  const { t } = useTranslation('cashier');
  const methods = Object.entries(options.methods ?? {}).filter(([, method]) => method.channels.length > 0);
  const [picked, setPicked] = useState<string | null>(null);
  const method = methods.find(([code]) => code === picked) ?? methods[0];

  const note = options.settings.depositInfo.trim();
  return (
    <>
      {note && <p className="wallet-note">{note}</p>}
      {options.methods === null ? (
        <p role="status" className="status-text">
          {t('cashier.wallet.deposit.closed')}
        </p>
      ) : !method ? (
        <p role="status" className="status-text">
          {t('cashier.wallet.deposit.noChannels')}
        </p>
      ) : (
        <>
          <Tabs
            items={methods.map(([code, m]) => ({
              key: code,
              label: isNamedMethod(code) ? t(`cashier.wallet.deposit.methodNames.${code}`) : m.methodName,
            }))}
            selected={method[0]}
            onSelect={setPicked}
            label={t('cashier.wallet.deposit.methods')}
            panelId="deposit-method-panel"
            idPrefix="deposit-method"
          />
          <div id="deposit-method-panel" role="tabpanel" aria-labelledby={`deposit-method-${method[0]}`} className="wallet-panel">
            <DepositForm key={method[0]} channels={method[1].channels} onOrder={onOrder} onClosed={onClosed} />
          </div>
        </>
      )}
    </>
  );
}

type DepositField = 'channel' | 'bank' | 'amount';

function DepositForm({
  channels,
  onOrder,
  onClosed,
}: {
  channels: readonly DepositChannel[];
  onOrder: (order: Order) => void;
  onClosed: () => void;
}) {
  // Amounts are written in the member's currency, which the balance answer names.
  useSignals();
  const { t } = useTranslation('cashier');
  const form = useForm<DepositField>();
  const [picked, setPicked] = useState(channelKey(channels[0]));
  const channel = channels.find((c) => channelKey(c) === picked) ?? channels[0];
  const [bankCode, setBankCode] = useState<string | null>(null);
  const bank = channel.banks.find((b) => b.bankCode === bankCode) ?? channel.banks[0];
  const [amount, setAmount] = useState('');
  const [ids] = useState(submissionIds);
  const min = wireToCents(channel.minAmount);
  const max = wireToCents(channel.maxAmount);
  const limits = t('cashier.wallet.deposit.limits', {
    min: memberMoneyOfWire(channel.minAmount),
    max: memberMoneyOfWire(channel.maxAmount),
  });

  const send = form.handleSubmit(async () => {
    const read = readAmount(amount);
    form.reset();
    if ('refusal' in read) return form.setFieldError('amount', amountRefusalText(t, 'wallet', read.refusal));
    if (read.cents < min || read.cents > max) return form.setFieldError('amount', limits);

    // The window opens now, inside the press: a browser blocks a window opened after an answer arrives.
    const payment = channel.flow === 'LAUNCH' ? window.open('', '_blank') : undefined;
    if (payment === null || payment?.closed) {
      alertDialog.value = { message: t('cashier.wallet.deposit.popupBlocked') };
      return;
    }
    const payload = {
      amount: centsToWire(read.cents),
      vendorId: channel.vendorId,
      mcsBankCode: channel.mcsBankCode,
      bankCode: bank?.bankCode ?? '',
      bankType: bank?.bankType ?? '',
    };
    const requestId = ids.idFor(JSON.stringify([channel.flow, payload]));
    const answer =
      channel.flow === 'QR'
        ? await call('cashier.depositByQr', { ...payload, showQrImageOnly: 1, requestId })
        : await call('cashier.depositByLaunchUrl', { ...payload, requestId });
    ids.settled(answer);
    if (!answer.success) {
      payment?.close();
      const code = answer.errorCode ?? '';
      const limit = depositLimitRefusal(answer);
      const text = refusalText(t, 'wallet', code) ?? (answer.message || t('cashier.wallet.deposit.refused'));
      // The player's own deposit limit: what is left of it and until when, beside the amount.
      if (limit)
        form.setFieldError(
          'amount',
          t(`cashier.wallet.refusals.depositLimit.${limit.period}`, {
            remaining: memberMoneyOfWire(limit.remaining),
            time: formatDateTime(limit.windowEnd),
          }),
        );
      else if (code === CashierError.amountBelowMinimum || code === CashierError.amountAboveMaximum) form.setFieldError('amount', limits);
      else if (AMOUNT_REFUSALS.has(code)) form.setFieldError('amount', text);
      else if (code === CashierError.bankUnknown && channel.banks.length > 1) form.setFieldError('bank', text);
      else form.refuse({ message: text }, { fallback: t('cashier.wallet.deposit.refused') });
      if (code === CashierError.depositClosed || code === CashierError.channelUnknown) onClosed();
      return;
    }
    if ('launchUrl' in answer.value) {
      if (!payment || !WEB_ADDRESS.test(answer.value.launchUrl)) {
        payment?.close();
        form.refuse({ message: t('cashier.wallet.deposit.noPaymentPage') }, { fallback: t('cashier.wallet.deposit.refused') });
        return;
      }
      payment.opener = null; // the provider's page must not reach back into the site
      payment.location.href = answer.value.launchUrl;
      onOrder({ flow: 'LAUNCH', ...answer.value });
    } else {
      onOrder({ flow: 'QR', ...answer.value });
    }
  });

  return (
    <form className="form-stack wallet-form" onSubmit={send} noValidate aria-label={t('cashier.wallet.deposit.formLabel')}>
      <fieldset className="wallet-choices">
        <legend className="form-field__label">{t('cashier.wallet.deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={channelKey(c)} className="wallet-choice">
            <input
              type="radio"
              name="deposit-channel"
              value={channelKey(c)}
              checked={channelKey(c) === channelKey(channel)}
              onChange={() => {
                setPicked(channelKey(c));
                setBankCode(null);
                form.reset();
              }}
            />
            <span>{c.displayName}</span>
          </label>
        ))}
      </fieldset>
      {channel.banks.length > 1 && (
        <Field label={t('cashier.wallet.deposit.bank')} error={form.errors.bank}>
          {(control) => (
            <select {...control} className="form-input" value={bank?.bankCode ?? ''} onChange={(e) => setBankCode(e.target.value)}>
              {channel.banks.map((b) => (
                <option key={b.bankCode} value={b.bankCode}>
                  {b.bankName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('cashier.wallet.deposit.amount')} error={form.errors.amount} hint={limits}>
        {(control) => <AmountInput control={control} value={amount} onChange={setAmount} />}
      </Field>
      {channel.presetAmounts.length > 0 && (
        <div className="wallet-presets" role="group" aria-label={t('cashier.wallet.deposit.presets')}>
          {channel.presetAmounts.map((preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={amount === preset}
              onClick={() => {
                setAmount(preset);
                form.setFieldError('amount', null);
              }}
            >
              {memberMoneyOfWire(preset)}
            </button>
          ))}
        </div>
      )}
      {form.formError && (
        <p role="alert" className="form-field__error">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {form.busy ? t('cashier.wallet.deposit.sending') : t('cashier.wallet.deposit.submit')}
      </button>
    </form>
  );
}

function PendingOrder({ order, onNew }: { order: Order; onNew: () => void }) {
  // Amounts are written in the member's currency, which the balance answer names.
  useSignals();
  const { t } = useTranslation('cashier');
  const [paid, setPaid] = useState(false);

  // The provider's page is another tab: coming back to this one reads the balance again.
  useEffect(() => {
    if (order.flow !== 'LAUNCH') return;
    const back = () => {
      if (document.visibilityState === 'visible') void refreshBalance();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [order.flow]);

  return (
    <section className="wallet-order" aria-labelledby="deposit-order-title">
      <h3 id="deposit-order-title" className="wallet-order__title">
        {t('cashier.wallet.deposit.orderTitle')}
      </h3>
      <dl className="wallet-order__facts">
        <dt>{t('cashier.wallet.deposit.orderId')}</dt>
        <dd>{order.orderId}</dd>
        <dt>{t('cashier.wallet.deposit.amount')}</dt>
        <dd>{memberMoneyOfWire(order.amount)}</dd>
        <dt>{t('cashier.wallet.deposit.expiresAt')}</dt>
        <dd>{formatDateTime(order.expiresAt)}</dd>
      </dl>
      {order.flow === 'QR' ? (
        <>
          {QR_IMAGE.test(order.qrImageUrl) && (
            <img className="wallet-order__qr" src={order.qrImageUrl} alt={t('cashier.wallet.deposit.qrAlt', { orderId: order.orderId })} />
          )}
          <p>{t('cashier.wallet.deposit.scan')}</p>
        </>
      ) : (
        <p>
          {t('cashier.wallet.deposit.launched')}{' '}
          <a className="text-link" href={order.launchUrl} target="_blank" rel="noopener noreferrer">
            {t('cashier.wallet.deposit.openAgain')}
          </a>
        </p>
      )}
      {paid && (
        <p role="status" className="wallet-page__done">
          {t('cashier.wallet.deposit.paidNote')}
        </p>
      )}
      <div className="wallet-form__actions">
        {order.flow === 'QR' && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setPaid(true);
              void refreshBalance();
            }}
          >
            {t('cashier.wallet.deposit.paid')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={onNew}>
          {t('cashier.wallet.deposit.again')}
        </button>
      </div>
    </section>
  );
}
