import { useTranslation } from 'react-i18next';
import type { Loaded } from '../lib/load/useLoad';

/**
 * The loading line and the failure line (with a retry button) of a platform read, as every screen
 * shows them. Nothing is shown once the read is ready: the caller renders the value.
 */
export function LoadStatus<T>({ load, loadingText, failedText }: { load: Loaded<T>; loadingText: string; failedText: string }) {
  const { t } = useTranslation();
  const { state } = load;
  if (state.status === 'loading' && state.value === undefined) {
    return (
      <p role="status" className="status-text">
        {loadingText}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="status-text">
        {state.message || failedText}{' '}
        <button type="button" className="chip" onClick={load.retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return null;
}
