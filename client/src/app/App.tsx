import { lazy, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { statusLoadFailed } from '../lib/stores/status';
import { networkError } from '../lib/stores/ui';
import { networkOnline } from '../lib/pwa/state';
import { i18n } from '../lib/i18n';
import { StatusGate } from '../features/system/StatusGate';
import { DisclaimerModal } from '../features/disclaimer/DisclaimerModal';
import { AppRouter } from './router';
import { boot, bootOnce } from './boot';

// Shown only when the site starts with the network gone; the service worker keeps its chunk and text for that.
const OfflinePage = lazy(() => import('../features/pwa/OfflinePage'));
const retryBoot = () => void boot();
const retryOffline = () => {
  // The next attempt says afresh whether the network answers at all.
  networkError.value = false;
  void boot();
};

export function App() {
  useSignals();
  useEffect(() => {
    void bootOnce();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      {/* The status call got no answer at all (call() sets networkError), or the browser knows it has no network. */}
      {statusLoadFailed.value && (networkError.value || !networkOnline.value) ? (
        <Suspense fallback={null}>
          <OfflinePage onRetry={retryOffline} />
        </Suspense>
      ) : (
        <StatusGate onRetry={retryBoot}>
          <AppRouter />
          {/* In the shell's chunk: a new session sees it over its first page. */}
          <DisclaimerModal />
        </StatusGate>
      )}
    </I18nextProvider>
  );
}
