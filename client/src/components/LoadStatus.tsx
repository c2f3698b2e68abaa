import { useTranslation } from 'react-i18next';
import type { Loaded } from '../lib/load/useLoad';
import { NOT_OFFERED } from '../lib/stores/offered';

/**
 * The loading line and the failure line (with a retry button) of a platform read, as every screen
 * shows them; a call the platform does not offer says so without a retry. Nothing is shown once the
 * read is ready: the caller renders the value.
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
    // A call the platform does not offer: the site's own words and nothing to retry (its page steps
    // aside once the store has learnt it, lib/stores/offered.ts); never the platform's code.
    const retryable = state.errorCode !== NOT_OFFERED;
    return (
      <p role={retryable ? 'alert' : 'status'} className="status-text">
        {retryable ? state.message || failedText : t('errors.notOffered')}
        {retryable && (
          <>
            {' '}
            <button type="button" className="chip" onClick={load.retry}>
              {t('common.retry')}
            </button>
          </>
        )}
      </p>
    );
  }
  return null;
}
