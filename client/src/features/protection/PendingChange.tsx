import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionState } from '../../../../shared/domains/protection/schemas';
import type { Form } from '../../components/form/useForm';
import { formatDateTime } from '../../lib/format';
import type { Answer } from '../../lib/load/answer';

/**
 * A one-press change of a limit (confirm, cancel, remove): one at a time, the new state shown on
 * success, a refusal on the limit's form.
 */
export function useLimitAction<F extends string>(form: Form<F>, onState: (answer: Answer<ProtectionState>) => void) {
  const { t } = useTranslation('protection');
  const [busy, setBusy] = useState(false);
  const refused = (answer: Answer<unknown>) => form.refuse(answer, { fallback: t('protection.refused') });
  const act = async (send: () => Promise<Answer<ProtectionState>>) => {
    if (busy) return;
    setBusy(true);
    form.reset();
    const answer = await send();
    setBusy(false);
    if (answer.success) onState(answer);
    else refused(answer);
  };
  return { busy, act, refused };
}

/** A raise or removal waiting for its cooling-off: what it will be, from when it can be confirmed, Confirm (from then) and Cancel. */
export function PendingChange({
  text,
  effectiveAt,
  due,
  busy,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  text: string;
  effectiveAt: number;
  due: boolean;
  busy: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('protection');
  return (
    <div className="protection-pending">
      <p>
        {text} {t('protection.limits.confirmFrom', { time: formatDateTime(effectiveAt) })}
      </p>
      <div className="protection-actions">
        <button type="button" className="btn btn--primary" disabled={!due || busy} aria-label={confirmLabel} onClick={onConfirm}>
          {t('protection.confirm')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} aria-label={cancelLabel} onClick={onCancel}>
          {t('protection.cancel')}
        </button>
      </div>
    </div>
  );
}
