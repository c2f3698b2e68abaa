import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { centsToWire, wireToCents } from '../../../../shared/money';
import {
  LimitKinds,
  PROTECTION_WARN_SHARE,
  type LimitKind,
  type ProtectionLimit,
  type ProtectionState,
} from '../../../../shared/domains/protection/schemas';
import { AmountInput } from '../../components/form/AmountInput';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { formatDateTime, formatNumber } from '../../lib/format';
import { memberMoneyOfWire } from '../../lib/money/format';
import { readAmount } from '../../lib/money/readAmount';
import { cancelPending, confirmLimit, setLimit } from './protectionData';
import type { Answer } from '../../lib/load/answer';
import { PendingChange, useLimitAction } from './PendingChange';

/** Each reason a typed limit is refused before it is sent. */
/** The share of a limit its window has used (0 without a limit, at most 1 as drawn). */
export function usedShare(limit: Pick<ProtectionLimit, 'amount' | 'used'>): number {
  if (limit.amount === null) return 0;
  const amount = wireToCents(limit.amount);
  if (amount <= 0) return wireToCents(limit.used) > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, wireToCents(limit.used) / amount));
}

/** The site warns once PROTECTION_WARN_SHARE of a limit is used. */
export function warns(limit: Pick<ProtectionLimit, 'amount' | 'used'>): boolean {
  return limit.amount !== null && usedShare(limit) >= PROTECTION_WARN_SHARE;
}

export interface StateProps {
  state: ProtectionState;
  now: number;
  onState: (answer: Answer<ProtectionState>) => void;
}

/** The nine money limits, by kind (deposit, loss, wager), each per day, week and month. */
export function LimitsSection({ state, now, onState }: StateProps) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  return (
    <section className="protection-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t('protection.limits.title')}
      </h3>
      <p>{t('protection.limits.rules', { share: formatNumber(PROTECTION_WARN_SHARE, { style: 'percent' }) })}</p>
      {LimitKinds.map((kind) => (
        <KindGroup key={kind} kind={kind} limits={state.limits.filter((l) => l.kind === kind)} now={now} onState={onState} />
      ))}
    </section>
  );
}

function KindGroup({
  kind,
  limits,
  now,
  onState,
}: {
  kind: LimitKind;
  limits: readonly ProtectionLimit[];
  now: number;
  onState: StateProps['onState'];
}) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  return (
    <div className="protection-kind" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className="protection-kind__title">
        {t(`protection.limits.kinds.${kind}`)}
      </h4>
      <ul className="protection-limits">
        {limits.map((limit) => (
          <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} now={now} onState={onState} />
        ))}
      </ul>
    </div>
  );
}

function LimitRow({ limit, now, onState }: { limit: ProtectionLimit; now: number; onState: StateProps['onState'] }) {
  // Amounts are written in the member's currency, which arrives with the balance (a signal): the
  // row draws again when it does, instead of keeping the first guess.
  useSignals();
  const { t } = useTranslation('protection');
  const form = useForm<'amount'>();
  const [amount, setAmount] = useState('');
  const { busy, act, refused } = useLimitAction(form, onState);
  const name = t(`protection.limits.names.${limit.kind}.${limit.period}`);
  const share = usedShare(limit);
  const which = { kind: limit.kind, period: limit.period };

  const save = form.handleSubmit(async () => {
    const read = readAmount(amount);
    form.reset();
    if ('refusal' in read) return form.setFieldError('amount', t(`protection.limits.problems.${read.refusal}`));
    const answer = await setLimit({ ...which, amount: centsToWire(read.cents) });
    if (!answer.success) return refused(answer);
    setAmount('');
    onState(answer);
  });

  const pending = limit.pending;
  const due = pending !== null && now >= pending.effectiveAt;

  return (
    <li className="protection-limit">
      <p className="protection-limit__name">{name}</p>
      {limit.amount === null ? (
        <p>{t('protection.limits.none', { used: memberMoneyOfWire(limit.used) })}</p>
      ) : (
        <>
          <p>{t('protection.limits.usedOf', { used: memberMoneyOfWire(limit.used), amount: memberMoneyOfWire(limit.amount) })}</p>
          <div
            className={`protection-bar${warns(limit) ? ' protection-bar--warn' : ''}`}
            role="progressbar"
            aria-label={t('protection.limits.usedLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-valuetext={formatNumber(share, { style: 'percent' })}
          >
            <span className="protection-bar__fill" style={{ inlineSize: `${share * 100}%` }} />
          </div>
          {warns(limit) && (
            <p className="protection-limit__warn" role="status">
              {t('protection.limits.warning', { share: formatNumber(share, { style: 'percent' }), name })}
            </p>
          )}
        </>
      )}
      <p className="protection-limit__window">{t('protection.limits.resets', { time: formatDateTime(limit.windowEnd) })}</p>
      {pending && (
        <PendingChange
          text={
            pending.amount === null
              ? t('protection.limits.pendingRemoval')
              : t('protection.limits.pendingRaise', { amount: memberMoneyOfWire(pending.amount) })
          }
          effectiveAt={pending.effectiveAt}
          due={due}
          busy={busy}
          confirmLabel={t('protection.limits.confirmLabel', { name })}
          cancelLabel={t('protection.limits.cancelLabel', { name })}
          onConfirm={() => void act(() => confirmLimit(which))}
          onCancel={() => void act(() => cancelPending(which))}
        />
      )}
      <form className="protection-form" onSubmit={save} noValidate>
        <Field label={t('protection.limits.newLabel', { name })} error={form.errors.amount}>
          {(control) => <AmountInput control={control} value={amount} onChange={setAmount} />}
        </Field>
        <div className="protection-actions">
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {t('protection.limits.set')}
          </button>
          {limit.amount !== null && !(pending && pending.amount === null) && (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              aria-label={t('protection.limits.removeLabel', { name })}
              onClick={() => void act(() => setLimit({ ...which, amount: null }))}
            >
              {t('protection.limits.remove')}
            </button>
          )}
        </div>
        {form.formError && (
          <p role="alert" className="form-field__error">
            {form.formError}
          </p>
        )}
      </form>
    </li>
  );
}
