import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useNavigateSafe } from '../../lib/navigation';
import { completeLogin } from './loginFlow';

/** Demo mode (FREEPLAY3): a trial account signs in at once. */
export function FreePlayButton() {
  const { t } = useTranslation('identity');
  const go = useNavigateSafe();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await call('identity.freePlay', { os: 'web', platform: 'W' });
      if (!answer.success || !answer.value) return;
      await completeLogin(answer.value, 'freeplay');
      go('/');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={() => void start()}>
      {t('auth.freePlay')}
    </button>
  );
}
