import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { AgentError } from '../../../../shared/agentErrors';
import type { DownlineAccountType, RegisterDownlinePayload, RegisterDownlineResult } from '../../../../shared/schemas/agent';
import { fallbackRules, validateRegisterField, type FormErrors } from '../../../../shared/validation';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { call } from '../../lib/api';
import { registerRules } from '../../lib/stores/registerRules';

type RegisterField = 'username' | 'password';

interface Values {
  username: string;
  password: string;
  accountType: DownlineAccountType;
  nickname: string;
}

const EMPTY: Values = { username: '', password: '', accountType: 0, nickname: '' };
/** The schema's bound on a nickname (shared/schemas/agent.ts RegisterDownlinePayload). */
const NICKNAME_MAX = 64;

/**
 * The new account's username and password follow the brand's registration rules, as a player's own
 * registration does (the lenient fallbacks where the brand gives none); both are always required.
 */
function validate(values: Values): FormErrors<RegisterField> {
  const rules = registerRules.value;
  const found: FormErrors<RegisterField> = {};
  const username = validateRegisterField('username', values.username, {
    ...(rules.username ?? fallbackRules.username),
    enabled: true,
    required: true,
  });
  const password = validateRegisterField('password', values.password, {
    ...(rules.password ?? fallbackRules.password),
    enabled: true,
    required: true,
  });
  if (username) found.username = username;
  if (password) found.password = password;
  return found;
}

/**
 * Register account (registerCenter): the agent opens a member or agent account directly below
 * itself. The call travels encrypted (it carries the password); a refusal shows under its field,
 * success names the new account and empties the form for the next one.
 */
export function RegisterDownlineForm() {
  useSignals();
  const { t } = useTranslation('agent');
  const titleId = useId();
  const form = useForm<RegisterField>();
  const [values, setValues] = useState<Values>(EMPTY);
  const [created, setCreated] = useState<RegisterDownlineResult | null>(null);
  const set = (name: 'username' | 'password' | 'nickname') => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = form.handleSubmit(async () => {
    setCreated(null);
    if (!form.check(validate(values))) return;
    const nickname = values.nickname.trim();
    const payload: RegisterDownlinePayload = {
      username: values.username.trim(),
      password: values.password,
      accountType: values.accountType,
      ...(nickname ? { nickname } : {}),
    };
    const answer = await call('agent.registerDownline', payload);
    if (!answer.success) {
      form.refuse(answer, {
        codes: {
          [AgentError.usernameTaken]: ['username', t('registerCenter.errors.usernameTaken')],
          [AgentError.usernameInvalid]: ['username', t('registerCenter.errors.usernameInvalid')],
          [AgentError.passwordInvalid]: ['password', t('registerCenter.errors.passwordInvalid')],
        },
        fallback: t('registerCenter.errors.failed'),
      });
      return;
    }
    setCreated(answer.value);
    setValues(EMPTY);
    form.reset();
  });

  return (
    <form className="form-stack agent-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="agent-card__title">
        {t('registerCenter.formTitle')}
      </h3>
      <p className="agent-note">{t('registerCenter.intro')}</p>
      <Field label={t('registerCenter.username')} error={form.errors.username}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            name="downline-username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(e) => set('username')(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('registerCenter.password')} error={form.errors.password}>
        {(control) => (
          <PasswordInput
            control={control}
            name="downline-password"
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t('registerCenter.accountType')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={values.accountType}
            onChange={(e) => setValues((v) => ({ ...v, accountType: e.target.value === '1' ? 1 : 0 }))}
          >
            <option value={0}>{t('accountTypes.0')}</option>
            <option value={1}>{t('accountTypes.1')}</option>
          </select>
        )}
      </Field>
      <Field label={t('registerCenter.nickname')} hint={t('registerCenter.nicknameHint')}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            name="downline-nickname"
            autoComplete="off"
            maxLength={NICKNAME_MAX}
            value={values.nickname}
            onChange={(e) => set('nickname')(e.target.value)}
          />
        )}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      {created && (
        <p className="agent-done" role="status">
          {t('registerCenter.done', {
            username: created.username,
            type: t(created.accountType === 1 ? 'accountTypes.1' : 'accountTypes.0'),
          })}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('registerCenter.submit')}
      </button>
    </form>
  );
}
