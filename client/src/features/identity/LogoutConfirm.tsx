import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { useNavigateSafe } from '../../lib/navigation';
import { logoutConfirm } from '../../lib/stores/auth';
import { logout } from './logout';

/** The sign-out question: cancel keeps the session, confirm ends it and goes home. */
export function LogoutConfirm() {
  useSignals();
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    logoutConfirm.value = false;
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
      logoutConfirm.value = false;
      go('/');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={logoutConfirm.value} title={t('account.logoutTitle')} onClose={cancel} className="modal--small">
      <p>{t('account.logoutQuestion')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={cancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void confirm()}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
