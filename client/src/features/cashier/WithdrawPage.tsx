import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { BankCard, WithdrawResult, WithdrawSettingsValue } from '../../../../shared/domains/cashier/schemas';
import type { TurnoverValue } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { flags } from '../../lib/stores/status';
import { offers } from '../../lib/stores/offered';
import { TURNOVER_CALLS } from '../../lib/featureCalls';
import { withdrawPasswordChangeRequested } from '../../lib/stores/security';
import { loadBalance } from '../../lib/stores/wallet';
import { memberMoneyOfWire } from '../../lib/money/format';
import { AddBankCardForm } from './AddBankCardForm';
import { Confirmations } from './Confirmations';
import { ChangePaymentPasswordForm, SetPaymentPasswordForm } from './passwordForms';
import { WithdrawForm } from './WithdrawForm';
import './withdraw.css';

interface Setup {
  settings: WithdrawSettingsValue;
  cards: BankCard[];
  /** Whether the member has a withdrawal password; true when the brand has no withdrawal passwords. */
  hasPassword: boolean;
}

/** Settings, payout accounts and (where the brand has withdrawal passwords) whether one is set. */
async function loadSetup(passwords: boolean, signal: AbortSignal): Promise<Answer<Setup>> {
  const [settings, cards, password] = await Promise.all([
    call('cashier.withdrawSettings', {}, { signal }),
    call('cashier.bankCards', {}, { signal }),
    passwords ? call('cashier.paymentPasswordStatus', {}, { signal }) : Promise.resolve(null),
  ]);
  if (!settings.success) return failure(settings);
  if (!cards.success) return failure(cards);
  if (password && !password.success) return failure(password);
  return { success: true, value: { settings: settings.value, cards: cards.value, hasPassword: password ? password.value : true } };
}

/** What claimed rewards still ask for in valid bets before a withdrawal (the reward centre's figure). */
async function loadTurnover(signal: AbortSignal): Promise<Answer<TurnoverValue>> {
  const answer = await call('rewards.turnover', {}, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

type Step = 'password' | 'card' | 'withdraw';

/**
 * The withdraw page. A member is walked through what a withdrawal needs, in order: the withdrawal
 * password (when the brand has them, PAYMENTPASS3, and asks for them, WDRAWNOPASSVERIF3 off), a
 * payout account of a type the settings offer, then the withdrawal; receipt confirmations below.
 */
export default function WithdrawPage() {
  useSignals();
  const { t } = useTranslation('cashier');
  const passwords = flags.value.PAYMENTPASS3 === true;
  const needsPassword = passwords && flags.value.WDRAWNOPASSVERIF3 !== true;
  const [round, setRound] = useState(0);
  const setup = useLoad(`withdraw/setup/${passwords}`, (signal) => loadSetup(passwords, signal), { refreshOn: round });
  const turnoverShown = flags.value.REWCEN3 === true && offers(TURNOVER_CALLS);
  const turnover = useLoad(turnoverShown ? 'withdraw/turnover' : null, loadTurnover, { refreshOn: round }).state.value;
  const [addingCard, setAddingCard] = useState(false);
  // The security centre's "change" opens the change form at once; the request is used once.
  const [changingPassword, setChangingPassword] = useState(() => withdrawPasswordChangeRequested.peek());
  useEffect(() => {
    withdrawPasswordChangeRequested.value = false;
  }, []);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const again = () => setRound((n) => n + 1);

  const value = setup.state.value;
  const usableCards = value ? value.cards.filter((card) => value.settings.withdrawTypes.includes(card.withdrawType)) : [];
  const step: Step | null = !value
    ? null
    : needsPassword && !value.hasPassword
      ? 'password'
      : usableCards.length === 0 || addingCard
        ? 'card'
        : 'withdraw';
  const steps: Step[] = needsPassword ? ['password', 'card', 'withdraw'] : ['card', 'withdraw'];

  return (
    <div className="withdraw-page">
      <h2 className="section-title">{t('cashier.withdraw.title')}</h2>
      <LoadStatus load={setup} loadingText={t('cashier.withdraw.loading')} failedText={t('cashier.withdraw.loadFailed')} />
      {turnoverShown && turnover && turnover.required !== '0.00' && (
        <p className={turnover.remaining === '0.00' ? 'withdraw-turnover' : 'withdraw-turnover withdraw-turnover--owed'} role="status">
          {turnover.remaining === '0.00'
            ? t('cashier.withdraw.turnover.met', { required: memberMoneyOfWire(turnover.required) })
            : t('cashier.withdraw.turnover.remaining', {
                amount: memberMoneyOfWire(turnover.remaining),
                required: memberMoneyOfWire(turnover.required),
              })}
        </p>
      )}
      {value && step && (
        <div className="withdraw-layout">
          <ol className="withdraw-steps" aria-label={t('cashier.withdraw.steps.label')}>
            {steps.map((one, index) => (
              <li key={one} aria-current={one === step ? 'step' : undefined} className={one === step ? 'withdraw-steps__on' : undefined}>
                {t('cashier.withdraw.steps.item', { n: String(index + 1), name: t(`cashier.withdraw.steps.${one}`) })}
              </li>
            ))}
          </ol>
          {step === 'password' && <SetPaymentPasswordForm onDone={again} />}
          {step === 'card' && (
            <AddBankCardForm
              types={value.settings.withdrawTypes}
              onDone={() => {
                setAddingCard(false);
                again();
              }}
              onCancel={usableCards.length > 0 ? () => setAddingCard(false) : undefined}
            />
          )}
          {step === 'withdraw' && result && (
            <section className="withdraw-card withdraw-result" aria-live="polite">
              <h3 className="withdraw-card__title">{t('cashier.withdraw.result.title')}</h3>
              <dl className="withdraw-fee">
                <div>
                  <dt>{t('cashier.withdraw.result.order')}</dt>
                  <dd>{result.orderId}</dd>
                </div>
                <div>
                  <dt>{t('cashier.withdraw.result.amount')}</dt>
                  <dd>{memberMoneyOfWire(result.amount)}</dd>
                </div>
                <div>
                  <dt>{t('cashier.withdraw.result.fee')}</dt>
                  <dd>{memberMoneyOfWire(result.fee)}</dd>
                </div>
                <div>
                  <dt>{t('cashier.withdraw.result.status')}</dt>
                  <dd>{t('cashier.withdraw.result.pending')}</dd>
                </div>
              </dl>
              <button type="button" className="btn btn--ghost" onClick={() => setResult(null)}>
                {t('cashier.withdraw.result.another')}
              </button>
            </section>
          )}
          {step === 'withdraw' && !result && (
            <WithdrawForm
              settings={value.settings}
              cards={usableCards}
              needsPassword={needsPassword}
              onAddCard={() => setAddingCard(true)}
              onPasswordMissing={again}
              onDone={(done) => {
                setResult(done);
                void loadBalance();
              }}
            />
          )}
          {passwords && value.hasPassword && step !== 'password' && (
            <div className="withdraw-change">
              {passwordChanged && !changingPassword && <p role="status">{t('cashier.withdraw.password.changed')}</p>}
              {changingPassword ? (
                <ChangePaymentPasswordForm
                  onDone={() => {
                    setChangingPassword(false);
                    setPasswordChanged(true);
                  }}
                  onCancel={() => setChangingPassword(false)}
                />
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setPasswordChanged(false);
                    setChangingPassword(true);
                  }}
                >
                  {t('cashier.withdraw.password.changeOpen')}
                </button>
              )}
            </div>
          )}
          {value.settings.c2cEnabled && <Confirmations />}
        </div>
      )}
    </div>
  );
}
