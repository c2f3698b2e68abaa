import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_PATTERN, type ClaimableReward } from '../../../../shared/domains/rewards/schemas';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { claimPromoCode, errorKey, loadPromoCodes } from './rewardsData';

const CODE = new RegExp(PROMO_CODE_PATTERN);

/**
 * Promo codes: a code typed in (any case) pays its reward once per member, until it expires or its
 * total is used up; the codes the member can see are listed with their state.
 */
export function PromoCodes({ refresh, onPaid }: { refresh: number; onPaid: () => void }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad('rewards/promo', loadPromoCodes, { refreshOn: refresh });
  const form = useForm<'code'>();
  const [code, setCode] = useState('');
  const [paid, setPaid] = useState<ClaimableReward | null>(null);

  const redeem = (typed: string) =>
    form.handleSubmit(async () => {
      setPaid(null);
      const value = typed.trim();
      if (!CODE.test(value)) {
        form.setFieldError('code', t('rewards.promo.invalid'));
        return;
      }
      form.setFieldError('code', null);
      const answer = await claimPromoCode(value);
      if (!answer.success) {
        const key = errorKey(answer.errorCode);
        form.refuse(
          { errorCode: answer.errorCode, message: key ? t(`rewards.errors.${key}`) : answer.message },
          { field: 'code', fallback: t('rewards.failed') },
        );
        return;
      }
      setCode('');
      setPaid(answer.value);
      onPaid();
    });

  const codes = load.state.value;
  return (
    <section className="rewards-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.promo.title')}
      </h3>
      <form className="rewards-promo" onSubmit={redeem(code)} noValidate aria-label={t('rewards.promo.form')}>
        <Field label={t('rewards.promo.code')} error={form.errors.code}>
          {(control) => (
            <input
              {...control}
              className="form-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary" disabled={form.busy}>
          {t('rewards.promo.redeem')}
        </button>
      </form>
      <p className="rewards-message" role="status">
        {paid && t('rewards.promo.paid', { amount: memberMoneyOfWire(paid.amount), title: paid.title })}
      </p>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {codes && codes.length === 0 && <p className="rewards-empty">{t('rewards.promo.none')}</p>}
      {codes && codes.length > 0 && (
        <ul className="rewards-items" aria-label={t('rewards.promo.list')}>
          {codes.map((c) => (
            <li key={c.promoCode} className="rewards-item">
              <span className="rewards-item__title rewards-promo__code">{c.promoCode}</span>
              <span className="rewards-item__meta">{c.description}</span>
              <span className="rewards-item__amount">{memberMoneyOfWire(c.amount)}</span>
              <span className="rewards-item__meta">{t('rewards.expires', { date: formatDateTime(c.expiresAt) })}</span>
              <span className={`rewards-status rewards-status--${c.status.toLowerCase()}`}>{t(`rewards.promo.status.${c.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
