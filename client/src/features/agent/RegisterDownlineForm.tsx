import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { AgentError } from '../../../../shared/domains/agent/errors';
import type { DownlineAccountType, RegisterDownlinePayload, RegisterDownlineResult } from '../../../../shared/domains/agent/schemas';
import {
  CONTRACT_MODULES,
  type ContractKind,
  type ContractOfferInput,
  type MyContractsValue,
} from '../../../../shared/domains/contracts/schemas';
import { fallbackRules, validateRegisterField, type FormErrors } from '../../../../shared/validation';
import {
  checkTerms,
  ContractTermsFields,
  emptyTerms,
  type TermsDraft,
  type TermsProblems,
} from '../../components/contracts/ContractTermsFields';
import { offerableKinds } from '../../components/contracts/OfferContractDialog';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { registerRules } from '../../lib/stores/registerRules';
import { flags } from '../../lib/stores/status';

type RegisterField = 'username' | 'password';

interface Values {
  username: string;
  password: string;
  accountType: DownlineAccountType;
  nickname: string;
}

const EMPTY: Values = { username: '', password: '', accountType: 0, nickname: '' };
/** The schema's bound on a nickname (shared/domains/agent/schemas.ts RegisterDownlinePayload). */
const NICKNAME_MAX = 64;

async function loadCeilings(signal: AbortSignal): Promise<Answer<MyContractsValue['ceilings']>> {
  const answer = await call('contracts.mine', undefined, { signal });
  return answer.success ? { success: true, value: answer.value.ceilings } : failure(answer);
}

/** The contract refusals of the registration, in this page's words (the account is not opened). */
const CONTRACT_REFUSALS: Readonly<Record<string, string>> = {
  [AgentError.contractOff]: 'registerCenter.errors.contractOff',
  [AgentError.contractTiers]: 'registerCenter.errors.contractTiers',
  [AgentError.contractPeriod]: 'registerCenter.errors.contractPeriod',
  [AgentError.contractRateAboveOwn]: 'registerCenter.errors.contractRateAboveOwn',
  [AgentError.contractNoOwn]: 'registerCenter.errors.contractNoOwn',
};

/** An offer being written: its terms and the problems last found in them. */
interface OfferDraft {
  /** Keeps the offer's fields in place while others are added or removed. */
  id: number;
  terms: TermsDraft;
  problems: TermsProblems | null;
}

let nextOfferId = 1;

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
  const [offers, setOffers] = useState<OfferDraft[]>([]);
  const ceilingsLoad = useLoad('agent.contractCeilings', loadCeilings);
  const ceilings = ceilingsLoad.state.value;
  // The kinds the agent may pass on: the brand has them on and the agent's own ceiling is above zero.
  const kinds = ceilings ? offerableKinds(ceilings).filter((kind) => flags.value[CONTRACT_MODULES[kind]] === true) : [];
  const usedKinds = offers.map((offer) => offer.terms.kind);
  const freeKind = kinds.find((kind) => !usedKinds.includes(kind));
  const set = (name: 'username' | 'password' | 'nickname') => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const editOffer = (index: number, terms: TermsDraft) =>
    setOffers((all) =>
      all.map((offer, i) => {
        if (i !== index) return offer;
        // Problems belong to rows by position: a new kind or a row added or removed asks for a new check.
        const same = terms.kind === offer.terms.kind && terms.tiers.length === offer.terms.tiers.length;
        return { ...offer, terms, problems: same ? offer.problems : null };
      }),
    );
  const addOffer = (kind: ContractKind) => setOffers((all) => [...all, { id: nextOfferId++, terms: emptyTerms(kind), problems: null }]);
  const removeOffer = (index: number) => setOffers((all) => all.filter((_, i) => i !== index));

  /** The offers as the wire carries them, or null after marking the problems found. */
  const checkOffers = (): ContractOfferInput[] | null => {
    if (!ceilings) return offers.length === 0 ? [] : null;
    const checked = offers.map((offer) => checkTerms(offer.terms, ceilings[offer.terms.kind]));
    setOffers((all) => all.map((offer, i) => ({ ...offer, problems: 'problems' in checked[i] ? checked[i].problems : null })));
    const inputs = checked.flatMap((result) => ('input' in result ? [result.input] : []));
    return inputs.length === checked.length ? inputs : null;
  };

  const submit = form.handleSubmit(async () => {
    setCreated(null);
    const fieldsOk = form.check(validate(values));
    const contracts = checkOffers();
    if (!fieldsOk || !contracts) return;
    const nickname = values.nickname.trim();
    const payload: RegisterDownlinePayload = {
      username: values.username.trim(),
      password: values.password,
      accountType: values.accountType,
      ...(nickname ? { nickname } : {}),
      ...(contracts.length > 0 ? { contracts } : {}),
    };
    const answer = await call('agent.registerDownline', payload);
    if (!answer.success) {
      const contractKey = answer.errorCode ? CONTRACT_REFUSALS[answer.errorCode] : undefined;
      form.refuse(contractKey ? { message: t(contractKey) } : answer, {
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
    setOffers([]);
    form.reset();
  });
  const offerProblems = offers.some((offer) => offer.problems !== null);

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
      <fieldset className="agent-offers">
        <legend className="agent-offers__legend">{t('registerCenter.contracts')}</legend>
        <LoadStatus
          load={ceilingsLoad}
          loadingText={t('registerCenter.contractsLoading')}
          failedText={t('registerCenter.contractsFailed')}
        />
        {ceilings && kinds.length === 0 && <p className="agent-note">{t('registerCenter.noContracts')}</p>}
        {offers.map((offer, index) => (
          <div key={offer.id} className="agent-offer">
            <ContractTermsFields
              value={offer.terms}
              onChange={(terms) => editOffer(index, terms)}
              ceiling={ceilings?.[offer.terms.kind] ?? '0.00'}
              problems={offer.problems}
              kinds={kinds.filter((kind) => kind === offer.terms.kind || !usedKinds.includes(kind))}
            />
            <button type="button" className="btn btn--ghost" onClick={() => removeOffer(index)}>
              {t('registerCenter.removeOffer', { number: index + 1 })}
            </button>
          </div>
        ))}
        {freeKind && (
          <button type="button" className="btn btn--ghost" onClick={() => addOffer(freeKind)}>
            {t('registerCenter.addOffer')}
          </button>
        )}
      </fieldset>
      {offerProblems && (
        <p className="form-field__error" role="alert">
          {t('registerCenter.errors.offerProblems')}
        </p>
      )}
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
