import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigateSafe } from '../../lib/navigation';
import { requireMember } from '../../lib/requireMember';
import { changePasswordModal, logoutConfirm } from '../../lib/stores/auth';

/** The account menu: the account name, member centre, change password, logout. */
export function AccountMenu({ account }: { account: string }) {
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    // Escape from any of the menu's buttons closes it: the wrapper hears their keys, it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="btn btn--ghost account-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.menuFor', { account })}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="account-menu__name">{account}</span>
      </button>
      <ul id={listId} className="dropdown-panel account-menu__list" hidden={!open} aria-label={t('account.menu')}>
        <li className="account-menu__account" aria-label={t('account.signedInAs', { account })}>
          {account}
        </li>
        <li>
          <button type="button" className="account-menu__item" onClick={pick(() => requireMember() && go('/member'))}>
            {t('account.memberCentre')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="account-menu__item"
            onClick={pick(() => requireMember() && (changePasswordModal.value = { forced: false }))}
          >
            {t('account.changePassword')}
          </button>
        </li>
        <li>
          <button type="button" className="account-menu__item" onClick={pick(() => (logoutConfirm.value = true))}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
