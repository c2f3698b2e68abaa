import { lazy, Suspense } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { alertDialog, networkError } from '../lib/stores/ui';
import { downloadModal } from '../lib/stores/download';

const DownloadModal = lazy(() => import('../features/download/DownloadModal'));
// Raised with the network gone, the notices' chunk may not arrive: a rejected import would end the whole
// app (no error boundary sits above the shell's dialogs), so they then show nothing. The service worker
// keeps the chunk at install (client/scripts/service-worker.ts), so a page it controls always has it.
const noticeDialogs = () => import('./NoticeDialogs').catch(() => ({ AlertModal: () => null, NetworkErrorModal: () => null }));
const AlertModal = lazy(() => noticeDialogs().then((m) => ({ default: m.AlertModal })));
const NetworkErrorModal = lazy(() => noticeDialogs().then((m) => ({ default: m.NetworkErrorModal })));

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
