import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PICTURES_MAX, ACTIVITY_REMARKS_MAX } from '../../../../shared/domains/promotions/errors';
import type { Activity } from '../../../../shared/domains/promotions/schemas';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { refreshBalance } from '../../lib/stores/wallet';
import { readAsDataUrl } from '../../lib/pictures';
import { canApply, canJoin, pictureProblem, refusalKeys, remarksLength, remarksTooLong } from './activitiesData';

type ApplyField = 'remarks' | 'pictures';

/**
 * What a member does with an activity in its state: join it (in process), apply with a comment and
 * pictures (joined, or after a rejection), claim its issued reward. `onChanged` reloads the list.
 */
export function ActivityActions({ activity, onChanged }: { activity: Activity; onChanged: () => void }) {
  const { t } = useTranslation('promotions');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refusal = (answer: { errorCode?: string | null; message?: string | null }, fallback: string) =>
    setError(answer.errorCode && refusalKeys[answer.errorCode] ? t(refusalKeys[answer.errorCode].key) : answer.message || fallback);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call('promotions.signUpJoin', { promotionId: activity.promotionId });
      if (answer.success) onChanged();
      else refusal(answer, t('activities.errors.joinFailed'));
    } finally {
      setBusy(false);
    }
  };

  const claim = async (rewardId: number) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call('promotions.claimIssued', { promotionClaimId: rewardId, promotionType: 'ACTIVITY' });
      if (answer.success) {
        void refreshBalance();
        onChanged();
      } else refusal(answer, t('activities.errors.claimFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="activity-actions">
      {activity.state === 'REJECTED' && activity.rejectReason && (
        <p className="activity-actions__reason">{t('activities.rejectReason', { reason: activity.rejectReason })}</p>
      )}
      {canJoin(activity.state) && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void join()}>
          {t('activities.join')}
        </button>
      )}
      {activity.state === 'ISSUED' && activity.rewardId !== null && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void claim(activity.rewardId!)}>
          {t('activities.claim')}
        </button>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {canApply(activity.state) && <ApplicationForm activity={activity} onSent={onChanged} />}
    </div>
  );
}

/** The application: a comment of at most 140 characters and at most three png or jpg pictures of 5 MB each. */
export function ApplicationForm({ activity, onSent }: { activity: Activity; onSent: () => void }) {
  const { t } = useTranslation('promotions');
  const form = useForm<ApplyField>();
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const problemText = (problem: 'count' | 'type' | 'size') => t(`activities.errors.${problem}`, { max: ACTIVITY_PICTURES_MAX });

  const pick = (list: FileList | null) => {
    const picked = list ? [...list] : [];
    const problem = pictureProblem(picked);
    form.setFieldError('pictures', problem ? problemText(problem) : null);
    setFiles(problem ? [] : picked);
  };

  const submit = form.handleSubmit(async () => {
    form.reset();
    const tooLong = remarksTooLong(remarks);
    const problem = pictureProblem(files);
    if (tooLong) form.setFieldError('remarks', t('activities.errors.remarksTooLong', { max: ACTIVITY_REMARKS_MAX }));
    if (problem) form.setFieldError('pictures', problemText(problem));
    if (tooLong || problem) return;
    let pictures: string[];
    try {
      pictures = await Promise.all(files.map(readAsDataUrl));
    } catch {
      form.setFieldError('pictures', problemText('type'));
      return;
    }
    const answer = await call('promotions.signUpRequestReward', { promotionId: activity.promotionId, remarks: remarks.trim(), pictures });
    if (answer.success) {
      onSent();
      return;
    }
    const known = answer.errorCode ? refusalKeys[answer.errorCode] : undefined;
    if (known?.field)
      form.setFieldError(known.field, t(known.key, { max: known.field === 'remarks' ? ACTIVITY_REMARKS_MAX : ACTIVITY_PICTURES_MAX }));
    else form.refuse(known ? { ...answer, message: t(known.key) } : answer, { fallback: t('activities.errors.applyFailed') });
  });

  const count = remarksLength(remarks);
  return (
    <form className="activity-form" onSubmit={submit} noValidate aria-label={t('activities.applyTitle')}>
      <h2 className="activity-form__title">{t('activities.applyTitle')}</h2>
      <Field
        label={t('activities.remarks')}
        error={form.errors.remarks}
        hint={t('activities.remarksCount', { count, max: ACTIVITY_REMARKS_MAX })}
      >
        {(control) => (
          <textarea {...control} className="form-input" rows={3} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        )}
      </Field>
      <Field
        label={t('activities.pictures')}
        error={form.errors.pictures}
        hint={t('activities.picturesHint', { max: ACTIVITY_PICTURES_MAX })}
      >
        {(control) => <input {...control} type="file" accept="image/png,image/jpeg" multiple onChange={(e) => pick(e.target.files)} />}
      </Field>
      {files.length > 0 && (
        <ul className="activity-form__files" aria-label={t('activities.chosen')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>{file.name}</li>
          ))}
        </ul>
      )}
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('activities.send')}
      </button>
    </form>
  );
}
