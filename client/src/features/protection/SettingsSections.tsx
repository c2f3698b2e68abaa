import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '../../../../shared/domains/protection/schemas';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { formatDateTime } from '../../lib/format';
import { cancelPending, confirmLimit, setRealityCheck, setSessionLimit } from './protectionData';
import type { StateProps } from './LimitsSection';
import { PendingChange, useLimitAction } from './PendingChange';

/** A session's time limit in minutes: lowering (or a first limit) applies at once, a raise or removal waits and needs a confirmation. */
export function SessionLimitSection({ state, now, onState }: StateProps) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  const form = useForm<'minutes'>();
  const [minutes, setMinutes] = useState('');
  const { busy, act, refused } = useLimitAction(form, onState);
  const { sessionLimit } = state;
  const pending = sessionLimit.pending;
  const due = pending !== null && now >= pending.effectiveAt;
  const save = form.handleSubmit(async () => {
    form.reset();
    const value = Number(minutes.trim());
    if (!/^[0-9]+$/.test(minutes.trim()) || value < SESSION_LIMIT_MIN_MINUTES || value > SESSION_LIMIT_MAX_MINUTES) {
      return form.setFieldError(
        'minutes',
        t('protection.session.range', { min: SESSION_LIMIT_MIN_MINUTES, max: SESSION_LIMIT_MAX_MINUTES }),
      );
    }
    const answer = await setSessionLimit({ minutes: value });
    if (!answer.success) return refused(answer);
    setMinutes('');
    onState(answer);
  });

  return (
    <section className="protection-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t('protection.session.title')}
      </h3>
      <p>
        {sessionLimit.minutes === null ? t('protection.session.none') : t('protection.session.current', { count: sessionLimit.minutes })}
        {state.session.endsAt !== null && ` ${t('protection.session.endsAt', { time: formatDateTime(state.session.endsAt) })}`}
      </p>
      {pending && (
        <PendingChange
          text={
            pending.minutes === null
              ? t('protection.session.pendingRemoval')
              : t('protection.session.pendingRaise', { count: pending.minutes })
          }
          effectiveAt={pending.effectiveAt}
          due={due}
          busy={busy}
          confirmLabel={t('protection.session.confirmLabel')}
          cancelLabel={t('protection.session.cancelLabel')}
          onConfirm={() => void act(() => confirmLimit({ kind: 'session' }))}
          onCancel={() => void act(() => cancelPending({ kind: 'session' }))}
        />
      )}
      <form className="protection-form" onSubmit={save} noValidate>
        <Field label={t('protection.session.newLabel')} error={form.errors.minutes}>
          {(control) => (
            <input
              {...control}
              className="form-input"
              inputMode="numeric"
              autoComplete="off"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </Field>
        <div className="protection-actions">
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {t('protection.session.set')}
          </button>
          {sessionLimit.minutes !== null && !(pending && pending.minutes === null) && (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              onClick={() => void act(() => setSessionLimit({ minutes: null }))}
            >
              {t('protection.session.remove')}
            </button>
          )}
        </div>
        {form.formError && (
          <p role="alert" className="form-field__error">
            {form.formError}
          </p>
        )}
      </form>
    </section>
  );
}

type RealityMinutes = (typeof REALITY_CHECK_MINUTES)[number];
const isRealityMinutes = (n: number): n is RealityMinutes => (REALITY_CHECK_MINUTES as readonly number[]).includes(n);

/** The reality check's interval: the player's choice among REALITY_CHECK_MINUTES. */
export function RealityCheckSection({ state, onState }: Omit<StateProps, 'now'>) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  const form = useForm<'minutes'>();
  const [chosen, setChosen] = useState<number>(state.realityCheckMinutes);
  const [saved, setSaved] = useState(false);

  const save = form.handleSubmit(async () => {
    form.reset();
    setSaved(false);
    if (!isRealityMinutes(chosen)) return;
    const answer = await setRealityCheck({ minutes: chosen });
    if (!answer.success) return form.refuse(answer, { fallback: t('protection.refused') });
    setSaved(true);
    onState(answer);
  });

  return (
    <section className="protection-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t('protection.reality.title')}
      </h3>
      <p>{t('protection.reality.text', { count: state.realityCheckMinutes })}</p>
      <form className="protection-form" onSubmit={save} noValidate>
        <Field label={t('protection.reality.label')} error={form.errors.minutes}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={chosen}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                setSaved(false);
              }}
            >
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('protection.reality.every', { count: m })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="protection-actions">
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {t('protection.reality.save')}
          </button>
        </div>
        {saved && (
          <p role="status" className="status-text">
            {t('protection.reality.saved', { count: state.realityCheckMinutes })}
          </p>
        )}
        {form.formError && (
          <p role="alert" className="form-field__error">
            {form.formError}
          </p>
        )}
      </form>
    </section>
  );
}
