import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { DisplacedBy } from '../../../../shared/domains/security/schemas';
import { SecurityError } from '../../../../shared/domains/security/rules';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import type { Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { passwordChangeAfterSignIn } from '../../lib/stores/security';
import { endedSessionToken } from '../../lib/stores/ui';

/** Who ended the session: null when the platform says no sign-in elsewhere did (it expired, or was signed out). */
async function loadDisplacedBy(token: string, signal: AbortSignal): Promise<Answer<DisplacedBy | null>> {
  const answer = await call('security.displacedBy', { token }, { signal });
  if (!answer.success && answer.errorCode === SecurityError.notDisplaced) return { success: true, value: null };
  return answer;
}

/**
 * Under the login popup's reason: when a sign-in elsewhere displaced the session, when and from
 * where (address, device) it came, with "this wasn't me", which makes the next sign-in open the
 * change-password dialog at once (a new password ends every other session).
 */
export function DisplacedNotice() {
  useSignals();
  const { t } = useTranslation('identity');
  const token = endedSessionToken.value;
  const loader = useCallback((signal: AbortSignal) => loadDisplacedBy(token ?? '', signal), [token]);
  const load = useLoad(token ? `displacedBy/${token}` : null, loader);
  const found = load.state.value;
  if (!token) return null;
  const chosen = passwordChangeAfterSignIn.value;
  return (
    <div className="auth-displaced">
      <LoadStatus load={load} loadingText={t('auth.displaced.loading')} failedText={t('auth.displaced.failed')} />
      {found && (
        <>
          <p className="auth-displaced__detail">
            {t('auth.displaced.detail', { time: formatDateTime(found.endedAt), ip: found.ip, device: found.device })}
          </p>
          {chosen ? (
            <p role="status" className="auth-displaced__next">
              {t('auth.displaced.changeNext')}
            </p>
          ) : (
            <button type="button" className="btn btn--ghost btn--block" onClick={() => (passwordChangeAfterSignIn.value = true)}>
              {t('auth.displaced.notMe')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
