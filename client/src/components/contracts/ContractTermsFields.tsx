import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DividendPeriods, type ContractKind, type DividendPeriod } from '../../../../shared/domains/contracts/schemas';
import { Field } from '../form/Field';
import { AmountInput } from '../form/AmountInput';
import { canAddTier, canRemoveTier, emptyTier, type TermsDraft, type TermsProblems, type TierDraft } from './terms';
import './contracts.css';

export { checkTerms, emptyTerms, type TermsDraft, type TermsProblems } from './terms';

/**
 * The terms of a contract offer: the kind (unless the caller fixes it), the period of a dividend,
 * and 1 to 5 tiers of threshold, active members and rate. The caller keeps the draft and checks it
 * with `checkTerms(draft, ceiling)`, which answers the ContractOfferInput or the problems shown here
 * under each field. The threshold is the team's valid bet for a salary and its loss for a dividend.
 */
export function ContractTermsFields({
  value,
  onChange,
  ceiling,
  problems,
  kinds,
}: {
  value: TermsDraft;
  onChange: (next: TermsDraft) => void;
  /** The highest rate the upline may give for the draft's kind ("0.75" is 0.75 %). */
  ceiling: string;
  problems?: TermsProblems | null;
  /** The kinds to choose from; without it (or with one) the kind stays as the draft has it. */
  kinds?: readonly ContractKind[];
}) {
  const { t } = useTranslation('contractTerms');
  const box = useRef<HTMLDivElement>(null);
  // Where the focus goes once a row is added (its first input) or removed (the add button).
  const focusAfter = useRef<'newTier' | 'add' | null>(null);
  const tierCount = value.tiers.length;
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'newTier') box.current?.querySelector<HTMLElement>('fieldset:last-of-type input')?.focus();
    else if (target === 'add') {
      const add =
        box.current?.querySelector<HTMLElement>('.contract-terms__add') ?? box.current?.querySelector<HTMLElement>('fieldset input');
      add?.focus();
    }
  }, [tierCount]);
  const dividend = value.kind === 'DIVIDEND';
  const setTier = (index: number, change: Partial<TierDraft>) =>
    onChange({ ...value, tiers: value.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) });
  const removeTier = (index: number) => {
    focusAfter.current = 'add';
    onChange({ ...value, tiers: value.tiers.filter((_, i) => i !== index) });
  };
  const addTier = () => {
    focusAfter.current = 'newTier';
    onChange({ ...value, tiers: [...value.tiers, emptyTier()] });
  };

  return (
    <div className="contract-terms" ref={box}>
      {kinds && kinds.length > 1 && (
        <Field label={t('contractTerms.kind')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={value.kind}
              onChange={(e) => {
                const kind = kinds.find((k) => k === e.target.value);
                if (kind) onChange({ ...value, kind });
              }}
            >
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contractTerms.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {dividend && (
        <Field label={t('contractTerms.period')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={value.period}
              onChange={(e) => {
                const period = DividendPeriods.find((p): p is DividendPeriod => p === e.target.value);
                if (period) onChange({ ...value, period });
              }}
            >
              {DividendPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`contractTerms.periods.${period}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <p className="contract-terms__rules">{t('contractTerms.rules', { ceiling })}</p>
      {value.tiers.map((tier, index) => {
        const found = problems?.[index] ?? {};
        const number = index + 1;
        return (
          <fieldset key={tier.key} className="contract-terms__tier">
            <legend className="contract-terms__legend">{t('contractTerms.tier', { number })}</legend>
            <Field
              label={dividend ? t('contractTerms.thresholdLoss') : t('contractTerms.thresholdBet')}
              error={found.threshold ? t(`contractTerms.problems.threshold.${found.threshold}`) : null}
            >
              {(control) => (
                <AmountInput control={control} value={tier.threshold} onChange={(threshold) => setTier(index, { threshold })} />
              )}
            </Field>
            <Field
              label={t('contractTerms.minActiveMembers')}
              error={found.minActiveMembers ? t(`contractTerms.problems.members.${found.minActiveMembers}`) : null}
            >
              {(control) => (
                <input
                  {...control}
                  className="form-input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={tier.minActiveMembers}
                  onChange={(e) => setTier(index, { minActiveMembers: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('contractTerms.rate')} error={found.rate ? t(`contractTerms.problems.rate.${found.rate}`, { ceiling }) : null}>
              {(control) => (
                <input
                  {...control}
                  className="form-input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={tier.rate}
                  onChange={(e) => setTier(index, { rate: e.target.value })}
                />
              )}
            </Field>
            {canRemoveTier(value) && (
              <button type="button" className="btn btn--ghost contract-terms__remove" onClick={() => removeTier(index)}>
                {t('contractTerms.removeTier', { number })}
              </button>
            )}
          </fieldset>
        );
      })}
      {canAddTier(value) && (
        <button type="button" className="btn btn--ghost contract-terms__add" onClick={addTier}>
          {t('contractTerms.addTier')}
        </button>
      )}
    </div>
  );
}
