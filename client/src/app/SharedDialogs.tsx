import { lazy, Suspense } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { alertDialog, networkError } from '../lib/stores/ui';
import { downloadModal } from '../lib/stores/download';
import { lazyOptional } from '../components/lazyOptional';

const DownloadModal = lazy(() => import('../features/download/DownloadModal'));
// The notices may be raised with the network gone: without their chunk they show nothing rather than
// end the app (components/lazyOptional); the service worker keeps it (client/scripts/service-worker.ts).
const AlertModal = lazyOptional(() => import('./NoticeDialogs').then((m) => m.AlertModal));
const NetworkErrorModal = lazyOptional(() => import('./NoticeDialogs').then((m) => m.NetworkErrorModal));

/** The app-download modal of the left menu; its chunk (QR drawing included) arrives the first time it opens. */
export function DownloadDialog() {
  useSignals();
  return downloadModal.value ? (
    <Suspense fallback={null}>
      <DownloadModal />
    </Suspense>
  ) : null;
}

/** The one warning dialog any feature can raise through `alertDialog`; its chunk arrives the first time one is raised. */
export function AlertDialog() {
  useSignals();
  return alertDialog.value ? (
    <Suspense fallback={null}>
      <AlertModal />
    </Suspense>
  ) : null;
}

/** "Network link abnormal", while `networkError` is set; its chunk arrives the first time the network fails. */
export function NetworkErrorPrompt() {
  useSignals();
  return networkError.value ? (
    <Suspense fallback={null}>
      <NetworkErrorModal />
    </Suspense>
  ) : null;
}
