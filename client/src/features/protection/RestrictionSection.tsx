import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BreakDurations,
  ExclusionDurations,
  type BreakDuration,
  type ExclusionDuration,
  type Restriction,
} from '../../../../shared/domains/protection/schemas';
import { Modal } from '../../components/Modal';
import { alertDialog } from '../../lib/stores/ui';
import { startRestriction } from './protectionData';
import { useRestrictionText } from './restrictionText';

type Choice = { kind: 'break'; duration: BreakDuration } | { kind: 'exclusion'; duration: ExclusionDuration };

/**
 * Take a break (24 hours, 7 or 30 days) and self-exclusion (6 months, 1 or 5 years), each after a
 * confirmation. The platform keeps this session so what is left can still be withdrawn, and
 * refuses deposits, bets and every new sign-in until the end: the page says until when.
 */
export function RestrictionSection({ current, onStarted }: { current: Restriction | null; onStarted: () => void }) {
  const { t } = useTranslation('protection');
  const restrictionText = useRestrictionText();
  const [breakFor, setBreakFor] = useState<BreakDuration>('24h');
  const [excludeFor, setExcludeFor] = useState<ExclusionDuration>('6m');
  const [asked, setAsked] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (choice: Choice) => {
    setError(null);
    setAsked(choice);
  };

  const start = async () => {
    if (!asked || busy) return;
    setBusy(true);
    setError(null);
    const answer = await startRestriction(asked);
    setBusy(false);
    if (!answer.success) {
      setError(answer.message || t('protection.refused'));
      return;
    }
    setAsked(null);
    alertDialog.value = { message: `${restrictionText(answer.value)} ${t('protection.withdrawalsStay')}` };
    onStarted();
  };

  return (
    <>
      {current && (
        <p className="protection-current" role="status">
          {restrictionText(current)}
        </p>
      )}
      <DurationChoice
        kind="break"
        durations={BreakDurations}
        value={breakFor}
        onChange={setBreakFor}
        // A break or a stop-now runs its course; nothing else starts meanwhile.
        disabled={current !== null}
        onAsk={() => ask({ kind: 'break', duration: breakFor })}
      />
      <DurationChoice
        kind="exclusion"
        durations={ExclusionDurations}
        value={excludeFor}
        onChange={setExcludeFor}
        // The platform lets a self-exclusion replace a running break (it always ends later), never another exclusion.
        disabled={current?.kind === 'exclusion'}
        onAsk={() => ask({ kind: 'exclusion', duration: excludeFor })}
      />
      <Modal
        open={asked !== null}
        title={asked?.kind === 'exclusion' ? t('protection.exclusion.confirmTitle') : t('protection.break.confirmTitle')}
        onClose={() => setAsked(null)}
        className="modal--small"
      >
        {asked && (
          <>
            <p>
              {asked.kind === 'exclusion'
                ? t('protection.exclusion.confirmText', { length: t(`protection.durations.${asked.duration}`) })
                : t('protection.break.confirmText', { length: t(`protection.durations.${asked.duration}`) })}
            </p>
            {asked.kind === 'exclusion' && <p className="protection-limit__warn">{t('protection.exclusion.locked')}</p>}
            <p>{t('protection.withdrawalsStay')}</p>
            {error && (
              <p role="alert" className="form-field__error">
                {error}
              </p>
            )}
            <div className="modal__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setAsked(null)}>
                {t('protection.cancel')}
              </button>
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void start()}>
                {asked.kind === 'exclusion' ? t('protection.exclusion.confirm') : t('protection.break.confirm')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}

/** One way to stop playing for a while: its lengths as radio buttons and the button that asks for the confirmation. */
function DurationChoice<D extends string>({
  kind,
  durations,
  value,
  onChange,
  disabled,
  onAsk,
}: {
  kind: Choice['kind'];
  durations: readonly D[];
  value: D;
  onChange: (duration: D) => void;
  disabled: boolean;
  onAsk: () => void;
}) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  return (
    <section className="protection-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t(`protection.${kind}.title`)}
      </h3>
      <p>{t(`protection.${kind}.text`)}</p>
      <fieldset className="protection-choices">
        <legend className="form-field__label">{t(`protection.${kind}.length`)}</legend>
        {durations.map((d) => (
          <label key={d} className="protection-choice">
            <input type="radio" name={`${kind}-duration`} value={d} checked={value === d} onChange={() => onChange(d)} />
            <span>{t(`protection.durations.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn--primary" disabled={disabled} onClick={onAsk}>
        {t(`protection.${kind}.start`)}
      </button>
    </section>
  );
}
