import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigateSafe } from '../../lib/navigation';
import { requireMember } from '../../lib/requireMember';
import { memberInfo, role, token } from '../../lib/stores/session';
import { loadBalance } from '../../lib/stores/wallet';
import { loadUnreadCount, unreadCount } from '../../lib/stores/messages';
import { readSession } from '../../lib/storage';
import { AGENT_PAGE_CALLS, DEPOSIT_CALLS, INBOX_CALLS, WITHDRAW_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { BalanceDisplay } from './BalanceDisplay';
import { AccountMenu } from './AccountMenu';
import './account.css';

/** The member's label in its colours: the first member label, else the club (rank) label. */
export function MemberLabelChip() {
  useSignals();
  const info = memberInfo.value;
  const own = info?.memberLabel[0];
  const club = info?.clubLabel;
  const chip = own
    ? { name: own.labelName, color: own.textColor, bg: own.bgColor }
    : club && { name: club.labelName, color: club.color2, bg: club.color };
  return chip ? (
    <span className="site-header__label" style={{ color: chip.color, backgroundColor: chip.bg }}>
      {chip.name}
    </span>
  ) : null;
}

/**
 * The member's shortcuts: deposit, withdraw, messages with the unread count, and the agent centre
 * for agents. The desktop header shows them in a row ('header': messages as an icon); on a phone
 * the menu drawer lists them ('menu': every entry with its text). A shortcut to a page whose calls
 * the platform does not offer is left out (lib/featureCalls.ts), the agent centre's once none of
 * its pages is offered.
 */
export function MemberShortcuts({ layout = 'header' }: { layout?: 'header' | 'menu' }) {
  useSignals();
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const unread = unreadCount.value;
  const menu = layout === 'menu';

  const guarded = (path: string) => () => {
    if (requireMember()) go(path);
  };

  return (
    <>
      {offers(DEPOSIT_CALLS) && (
        <button type="button" className="btn btn--primary" onClick={guarded('/member/depositv2')}>
          {t('account.deposit')}
        </button>
      )}
      {offers(WITHDRAW_CALLS) && (
        <button type="button" className="btn btn--ghost" onClick={guarded('/member/withdraw')}>
          {t('account.withdraw')}
        </button>
      )}
      {offers(INBOX_CALLS) && (
        <button
          type="button"
          className={menu ? 'btn btn--ghost member-header__messages' : 'icon-btn member-header__messages'}
          aria-label={unread > 0 ? t('account.messagesUnread', { count: unread }) : t('account.messages')}
          onClick={guarded('/member/messageV2')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {menu && <span aria-hidden="true">{t('account.messages')}</span>}
          {unread > 0 && (
            <span className="count-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      )}
      {role.value === 'agent' && Object.values(AGENT_PAGE_CALLS).some(offers) && (
        <button type="button" className="btn btn--ghost" onClick={() => go('/agent')}>
          {t('account.agentCentre')}
        </button>
      )}
    </>
  );
}

/**
 * The member part of the header: the member's label, balance, the shortcuts (MemberShortcuts) and
 * the account menu. `compact` is the phone's header: the balance and the account menu only, the
 * label and the shortcuts being in the menu drawer. `extra`: what the app adds before the account
 * menu from other features (app/MemberParts.tsx: the chat entry).
 */
export function MemberHeader({ compact = false, extra }: { compact?: boolean; extra?: ReactNode }) {
  useSignals();
  const current = token.value;
  const account = memberInfo.value?.account ?? readSession('account') ?? '';

  useEffect(() => {
    if (!current) return;
    void loadBalance();
    void loadUnreadCount();
  }, [current]);

  return (
    <div className="member-header">
      {!compact && <MemberLabelChip />}
      <BalanceDisplay />
      {!compact && <MemberShortcuts />}
      {extra}
      <AccountMenu account={account} />
    </div>
  );
}
