import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigateSafe } from '../../lib/navigation';
import { requireMember } from '../../lib/requireMember';
import { memberInfo, role, token } from '../../lib/stores/session';
import { loadBalance } from '../../lib/stores/wallet';
import { loadUnreadCount, unreadCount } from '../../lib/stores/messages';
import { readSession } from '../../lib/storage';
import { BalanceDisplay } from './BalanceDisplay';
import { AccountMenu } from './AccountMenu';
import './account.css';

/**
 * The member part of the header: balance, deposit and withdraw shortcuts, messages
 * with the unread count, the agent centre for agents, and the account menu.
 */
export function MemberHeader() {
  useSignals();
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const current = token.value;
  const account = memberInfo.value?.account ?? readSession('account') ?? '';
  const unread = unreadCount.value;

  useEffect(() => {
    if (!current) return;
    void loadBalance();
    void loadUnreadCount();
  }, [current]);

  const guarded = (path: string) => () => {
    if (requireMember()) go(path);
  };

  return (
    <div className="member-header">
      <BalanceDisplay />
      <button type="button" className="btn btn--primary" onClick={guarded('/member/depositv2')}>
        {t('account.deposit')}
      </button>
      <button type="button" className="btn btn--ghost" onClick={guarded('/member/withdraw')}>
        {t('account.withdraw')}
      </button>
      <button
        type="button"
        className="icon-btn member-header__messages"
        aria-label={unread > 0 ? t('account.messagesUnread', { count: unread }) : t('account.messages')}
        onClick={guarded('/member/messageV2')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span className="member-header__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {role.value === 'agent' && (
        <button type="button" className="btn btn--ghost" onClick={() => go('/agent')}>
          {t('account.agentCentre')}
        </button>
      )}
      <AccountMenu account={account} />
    </div>
  );
}
