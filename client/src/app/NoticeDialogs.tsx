import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../components/Modal';
import { alertDialog, networkError } from '../lib/stores/ui';

// Mounted by SharedDialogs.tsx only while their store holds something to show: their code (and the
// modal's) loads the first time one opens, not with the first paint.

/** The one warning dialog any feature can raise through `alertDialog`. */
export function AlertModal() {
  useSignals();
  const { t } = useTranslation();
  const current = alertDialog.value;
  const close = () => {
    alertDialog.value = null;
  };
  return (
    <Modal open title={t('disclaimer.warningTitle')} onClose={close} className="modal--small">
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
export function NetworkErrorModal() {
  useSignals();
  const { t } = useTranslation();
  const dismiss = () => {
    networkError.value = false;
  };
  return (
    <Modal open title={t('errors.networkTitle')} onClose={dismiss} className="modal--small">
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
