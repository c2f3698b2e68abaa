import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { memberMoney } from '../../lib/money/format';
import { balance, balanceHidden, balanceLoading, loadBalance, setBalanceHidden } from '../../lib/stores/wallet';

export const HIDDEN_BALANCE = '******';

/** The header balance: placeholder, then the sum; hide as stars, show, refresh. */
export function BalanceDisplay() {
  useSignals();
  const { t } = useTranslation('identity');
  const value = balance.value;
  const text = balanceHidden.value ? HIDDEN_BALANCE : value ? memberMoney(value.sumBalance, value) : t('account.balanceUpdating');
  return (
    <div className="member-header__balance" role="group" aria-label={t('account.balance')}>
      <output className="member-header__amount" aria-live="polite" aria-busy={balanceLoading.value}>
        {text}
      </output>
      <button
        type="button"
        className="icon-btn icon-btn--small"
        aria-pressed={balanceHidden.value}
        aria-label={t('account.hideBalance')}
        onClick={() => setBalanceHidden(!balanceHidden.value)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
          {balanceHidden.value ? (
            <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />
          ) : (
            <circle cx="12" cy="12" r="3" fill="currentColor" />
          )}
        </svg>
      </button>
      <button
        type="button"
        className="icon-btn icon-btn--small"
        aria-label={t('account.refreshBalance')}
        disabled={balanceLoading.value}
        onClick={() => void loadBalance()}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
