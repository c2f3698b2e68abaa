import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';

/**
 * The confirm step before a contract action that cannot be taken back (accept, reject, terminate,
 * finish, withdraw): the question, then Confirm or Cancel. `run` answers null when it worked, or
 * the text of the refusal, shown in the dialog.
 */
export function ConfirmAction({
  title,
  text,
  confirmLabel,
  run,
  onDone,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  run: () => Promise<string | null>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    void run().then((refusal) => {
      setBusy(false);
      if (refusal === null) onDone();
      else setError(refusal);
    });
  };
  return (
    <Modal open title={title} onClose={onClose} className="contract-confirm">
      <p>{text}</p>
      {error && (
        <p role="alert" className="contract-error">
          {error}
        </p>
      )}
      <div className="contract-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('contracts.cancel')}
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined} onClick={confirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
