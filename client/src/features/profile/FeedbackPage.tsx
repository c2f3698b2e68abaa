import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { FeedbackItem } from '../../../../shared/domains/feedback/schemas';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  FeedbackError,
  countWords,
  type FeedbackCategory,
} from '../../../../shared/domains/feedback/rules';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { Pagination } from '../../components/Pagination';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { isLoggedIn } from '../../lib/stores/session';
import { readAsDataUrl, type PictureProblem } from '../../lib/pictures';
import { contentProblem, loadMyFeedback, pictureProblem } from './profileData';
import './profile.css';

type FeedbackField = 'category' | 'content' | 'pictures';

const BOUNDS = { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX, most: FEEDBACK_PICTURES_MAX };

/** The platform's refusals that belong to a field, with their texts. */
const REFUSALS: Readonly<Record<string, readonly [FeedbackField, string]>> = {
  [FeedbackError.contentRequired]: ['content', 'feedback.errors.required'],
  [FeedbackError.contentWords]: ['content', 'feedback.errors.words'],
  [FeedbackError.tooManyPictures]: ['pictures', 'feedback.errors.count'],
  [FeedbackError.pictureTooLarge]: ['pictures', 'feedback.errors.size'],
  [FeedbackError.pictureType]: ['pictures', 'feedback.errors.type'],
};

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('profile');
  const form = useForm<FeedbackField>();
  const [category, setCategory] = useState<FeedbackCategory>('SUGGESTION');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [sent, setSent] = useState(false);

  const pictureText = (problem: PictureProblem) => t(`feedback.errors.${problem}`, BOUNDS);

  const pick = (list: FileList | null) => {
    const picked = list ? [...list] : [];
    const problem = pictureProblem(picked);
    form.setFieldError('pictures', problem ? pictureText(problem) : null);
    setFiles(problem ? [] : picked);
  };

  const submit = form.handleSubmit(async () => {
    form.reset();
    setSent(false);
    const wordProblem = contentProblem(content);
    const problem = pictureProblem(files);
    if (wordProblem) form.setFieldError('content', t(`feedback.errors.${wordProblem}`, BOUNDS));
    if (problem) form.setFieldError('pictures', pictureText(problem));
    if (wordProblem || problem) return;
    let pictures: string[];
    try {
      pictures = await Promise.all(files.map(readAsDataUrl));
    } catch {
      form.setFieldError('pictures', pictureText('type'));
      return;
    }
    const answer = await call('feedback.send', { category, content: content.trim(), pictures });
    if (answer.success) {
      setContent('');
      setFiles([]);
      setFileKey((k) => k + 1);
      setSent(true);
      onSent();
      return;
    }
    const known = answer.errorCode ? REFUSALS[answer.errorCode] : undefined;
    if (known) form.setFieldError(known[0], t(known[1], BOUNDS));
    else form.refuse(answer, { fallback: t('feedback.errors.sendFailed') });
  });

  return (
    <form className="feedback-form" onSubmit={submit} noValidate aria-label={t('feedback.formLabel')}>
      <Field label={t('feedback.category')} error={form.errors.category}>
        {(control) => (
          <select {...control} className="form-input" value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)}>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`feedback.categories.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('feedback.content')}
        error={form.errors.content}
        hint={t('feedback.contentHint', { ...BOUNDS, words: countWords(content) })}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-input"
            rows={5}
            required
            value={content}
            onChange={(e) => {
              setSent(false);
              setContent(e.target.value);
            }}
          />
        )}
      </Field>
      <Field label={t('feedback.pictures')} error={form.errors.pictures} hint={t('feedback.picturesHint', BOUNDS)}>
        {(control) => (
          <input {...control} key={fileKey} type="file" accept="image/png,image/jpeg" multiple onChange={(e) => pick(e.target.files)} />
        )}
      </Field>
      {files.length > 0 && (
        <ul className="feedback-form__files" aria-label={t('feedback.chosen')}>
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
      {sent && (
        <p className="status-text" role="status">
          {t('feedback.sent')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('feedback.send')}
      </button>
    </form>
  );
}

/** The member's feedback, newest first, each with the platform's reply once the operator has answered. */
function MyFeedback({ refreshOn }: { refreshOn: number }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const load = useLoad(`myFeedback:${page}`, (signal) => loadMyFeedback(page, signal), { keepPrevious: true, refreshOn });
  const value = load.state.value;
  return (
    <section aria-labelledby={titleId} className="feedback-history">
      <h3 id={titleId} className="referral-card__subtitle">
        {t('feedback.history')}
      </h3>
      <LoadStatus load={load} loadingText={t('feedback.loading')} failedText={t('feedback.failed')} />
      {value && value.list.length === 0 && <p className="status-text">{t('feedback.empty')}</p>}
      {value && value.list.length > 0 && (
        <>
          <ul className="feedback-list">
            {value.list.map((item: FeedbackItem) => (
              <li key={item.id} className="feedback-item">
                <p className="feedback-item__meta">
                  {t(`feedback.categories.${item.category}`)} · {formatDateTime(item.createdAt)}
                  {item.pictureCount > 0 && <> · {t('feedback.pictureCount', { count: item.pictureCount })}</>}
                </p>
                <p className="feedback-item__content">{item.content}</p>
                {item.reply !== undefined ? (
                  <div className="feedback-item__reply">
                    <p className="feedback-item__meta">
                      {t('feedback.replied', { when: formatDateTime(item.repliedAt ?? item.createdAt) })}
                    </p>
                    <p>{item.reply}</p>
                  </div>
                ) : (
                  <p className="feedback-item__meta">{t('feedback.waiting')}</p>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}

/**
 * Feedback (member centre `feedback`, and `/feedback` for everyone): a category, the content between
 * FEEDBACK_WORDS_MIN and FEEDBACK_WORDS_MAX words and up to three pictures. A guest may send; a
 * member also sees what they sent with the platform's replies.
 */
export default function FeedbackPage() {
  useSignals();
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [sentCount, setSentCount] = useState(0);
  return (
    <section className="feedback" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('feedback.title')}
      </h2>
      <FeedbackForm onSent={() => setSentCount((n) => n + 1)} />
      {isLoggedIn.value ? <MyFeedback refreshOn={sentCount} /> : <p className="status-text">{t('feedback.guestNote')}</p>}
    </section>
  );
}
