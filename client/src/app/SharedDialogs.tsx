import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../components/Modal';
import { alertDialog, networkError } from '../lib/stores/ui';
import { downloadModal } from '../lib/stores/download';

const DownloadModal = lazy(() => import('../features/download/DownloadModal'));

/** The app-download modal of the left menu; its chunk (QR drawing included) arrives the first time it opens. */
export function DownloadDialog() {
  useSignals();
  return downloadModal.value ? (
    <Suspense fallback={null}>
      <DownloadModal />
    </Suspense>
  ) : null;
}

/** The one warning dialog any feature can raise through `alertDialog`. */
export function AlertDialog() {
  useSignals();
  const { t } = useTranslation();
  const current = alertDialog.value;
  const close = () => {
    alertDialog.value = null;
  };
  return (
    <Modal open={current !== null} title={t('disclaimer.warningTitle')} onClose={close} className="modal--small">
      <p role="alert">{current?.message}</p>
      {current?.secondary ? (
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              close();
              current.secondary?.run();
            }}
          >
            {current.secondary.text}
          </button>
          <button type="button" className="btn btn--primary" onClick={close}>
            {current.confirmText ?? t('common.confirm')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--primary btn--block" onClick={close}>
          {current?.confirmText ?? t('common.confirm')}
        </button>
      )}
    </Modal>
  );
}

/** "Network link abnormal": try again reloads, or the visitor carries on. */
export function NetworkErrorPrompt() {
  useSignals();
  const { t } = useTranslation();
  const dismiss = () => {
    networkError.value = false;
  };
  return (
    <Modal open={networkError.value} title={t('errors.networkTitle')} onClose={dismiss} className="modal--small">
      <p role="alert">{t('errors.networkAbnormal')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={dismiss}>
          {t('errors.dismiss')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    </Modal>
  );
}
