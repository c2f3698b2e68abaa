import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfileSettings } from '../../../../shared/domains/profile/schemas';
import type { FieldProblem } from '../../../../shared/domains/identity/schemas';
import { ProfileError, type ProfileField } from '../../../../shared/domains/profile/rules';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { useFieldErrorText } from '../../components/form/useFieldErrors';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { imageUrl } from '../../lib/cdn';
import { useLoad } from '../../lib/load/useLoad';
import { loadProfile, shownFields, validateProfile } from './profileData';
import './profile.css';

type Values = Partial<Record<ProfileField, string>>;

const INPUT_TYPES: Readonly<Record<string, string>> = { date: 'date', tel: 'tel', email: 'email' };

/** A field.invalid refusal's value, narrowed by hand (the client runs no schema engine). */
function problemOf(value: unknown): FieldProblem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { field, key, min, max } = value as Record<string, unknown>;
  if (typeof field !== 'string' || typeof key !== 'string') return null;
  return { field, key, ...(typeof min === 'number' && { min }), ...(typeof max === 'number' && { max }) };
}

/** The avatars of the platform's set as a radio group: choosing one saves it at once. */
function AvatarPicker({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [chosen, setChosen] = useState(profile.avatar);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  const choose = async (avatar: string) => {
    if (busy || avatar === chosen) return;
    setBusy(true);
    const answer = await call('profile.chooseAvatar', { avatar });
    setBusy(false);
    if (answer.success) {
      setChosen(answer.value.avatar);
      setStatus({ ok: true, text: t('profile.avatar.saved') });
    } else setStatus({ ok: false, text: answer.message || t('profile.avatar.failed') });
  };

  const current = profile.avatars.find((a) => a.avatar === chosen);
  return (
    <fieldset className="profile-avatars" aria-busy={busy}>
      <legend>{t('profile.avatar.legend')}</legend>
      {current && (
        <img className="profile-avatars__current" src={imageUrl(current.icon)} alt={t('profile.avatar.current')} width={64} height={64} />
      )}
      <div className="profile-avatars__list">
        {profile.avatars.map((a, i) => (
          <label key={a.avatar} className="profile-avatars__option">
            <input type="radio" name={name} value={a.avatar} checked={a.avatar === chosen} onChange={() => void choose(a.avatar)} />
            <img src={imageUrl(a.icon)} alt={t('profile.avatar.option', { n: i + 1 })} width={40} height={40} />
          </label>
        ))}
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'status-text' : 'form-field__error'}>
          {status.text}
        </p>
      )}
    </fieldset>
  );
}

/** The profile fields the platform shows, each marked and checked as its setting says. */
function ProfileForm({ profile, settings }: { profile: Profile; settings: ProfileSettings }) {
  const { t } = useTranslation('profile');
  const errorText = useFieldErrorText();
  const form = useForm<ProfileField>();
  const [values, setValues] = useState<Values>(profile.values);
  const [saved, setSaved] = useState(false);
  const fields = shownFields(settings);

  const submit = form.handleSubmit(async () => {
    setSaved(false);
    if (!form.check(validateProfile(values, settings))) return;
    const payload: Values = {};
    for (const field of fields) payload[field] = (values[field] ?? '').trim();
    const answer = await call('profile.save', payload);
    if (answer.success) {
      setValues(answer.value.values);
      setSaved(true);
      return;
    }
    const problem = answer.errorCode === ProfileError.fieldInvalid ? problemOf(answer.value) : null;
    if (problem && (fields as string[]).includes(problem.field)) {
      form.setFieldError(problem.field as ProfileField, errorText({ key: problem.key, params: { min: problem.min, max: problem.max } }));
      return;
    }
    form.refuse(answer, {
      codes: {
        [ProfileError.birthdayFuture]: ['birthday', t('profile.errors.birthdayFuture')],
        [ProfileError.birthdayUnderage]: ['birthday', t('profile.errors.birthdayUnderage')],
      },
      fallback: t('profile.errors.saveFailed'),
    });
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.formLabel')}>
      <p className="profile-form__note">{t('profile.requiredNote')}</p>
      <div className="profile-form__grid">
        {fields.map((field) => {
          const rule = settings[field]!;
          return (
            <Field
              key={field}
              label={rule.required ? t('profile.requiredLabel', { label: t(`profile.fields.${field}`) }) : t(`profile.fields.${field}`)}
              error={form.errors[field]}
            >
              {(control) => (
                <input
                  {...control}
                  className="form-input"
                  type={INPUT_TYPES[rule.type ?? ''] ?? 'text'}
                  name={field}
                  required={rule.required}
                  maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
                  value={values[field] ?? ''}
                  onChange={(e) => {
                    setSaved(false);
                    setValues((v) => ({ ...v, [field]: e.target.value }));
                  }}
                />
              )}
            </Field>
          );
        })}
      </div>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      {saved && (
        <p className="status-text" role="status">
          {t('profile.saved')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('profile.save')}
      </button>
    </form>
  );
}

/**
 * Profile (member centre `profile`): the avatar chosen from the platform's set, and the nickname,
 * birthday, address fields and contact handles the platform's settings show, each required and
 * checked with the pattern catalogue as those settings say, saved on the platform.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const load = useLoad('profile', loadProfile);
  const value = load.state.value;
  return (
    <section className="profile" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('profile.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('profile.loading')} failedText={t('profile.failed')} />
      {value && (
        <>
          <p className="profile__account">{t('profile.account', { account: value.profile.account })}</p>
          <AvatarPicker profile={value.profile} />
          <ProfileForm profile={value.profile} settings={value.settings} />
        </>
      )}
    </section>
  );
}
