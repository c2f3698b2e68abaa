import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentError } from '../../../../shared/domains/agent/errors';
import { ContractKinds, rateToBasisPoints, type ContractKind, type MyContractsValue } from '../../../../shared/domains/contracts/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../LoadStatus';
import { Modal } from '../Modal';
import { useForm } from '../form/useForm';
import { ContractTermsFields } from './ContractTermsFields';
import { checkTerms, emptyTerms, type TermsDraft, type TermsProblems } from './terms';

async function loadMine(signal: AbortSignal): Promise<Answer<MyContractsValue>> {
  const answer = await call('contracts.mine', undefined, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** The kinds an upline may offer: those whose ceiling is above zero ("0.00": it holds no such contract itself). */
export function offerableKinds(ceilings: MyContractsValue['ceilings']): ContractKind[] {
  return ContractKinds.filter((kind) => (rateToBasisPoints(ceilings[kind]) ?? 0) > 0);
}

/** The refusals of contracts.offer the dialog words itself; any other keeps the platform's message. */
const RefusalKeys: Readonly<Record<string, string>> = {
  [AgentError.notAgent]: 'contractTerms.refusals.notAgent',
  [AgentError.notInTeam]: 'contractTerms.refusals.notInTeam',
  [AgentError.notDirectDownline]: 'contractTerms.refusals.notDirectDownline',
  [AgentError.contractOff]: 'contractTerms.refusals.contractOff',
  [AgentError.contractTiers]: 'contractTerms.refusals.contractTiers',
  [AgentError.contractPeriod]: 'contractTerms.refusals.contractPeriod',
  [AgentError.contractRateAboveOwn]: 'contractTerms.refusals.contractRateAboveOwn',
  [AgentError.contractNoOwn]: 'contractTerms.refusals.contractNoOwn',
  [AgentError.contractOfferPending]: 'contractTerms.refusals.contractOfferPending',
};

/**
 * Offers a contract to a member of the agent's team: the kinds the agent may give (its ceilings from
 * contracts.mine), the terms checked as the platform checks them, then contracts.offer. A refusal
 * shows above the buttons in the dialog's own words; `onOffered` follows a sent offer.
 */
export function OfferContractDialog({ username, onClose, onOffered }: { username: string; onClose: () => void; onOffered: () => void }) {
  const { t } = useTranslation('contractTerms');
  const mine = useLoad('contracts.mine', loadMine);
  const [draft, setDraft] = useState<TermsDraft | null>(null);
  const [problems, setProblems] = useState<TermsProblems | null>(null);
  const form = useForm<'terms'>();
  const ceilings = mine.state.value?.ceilings;
  const kinds = ceilings ? offerableKinds(ceilings) : [];
  const firstKind = kinds.at(0);
  const blank = useMemo(() => (firstKind ? emptyTerms(firstKind) : null), [firstKind]);
  const terms = draft ?? blank;

  const edit = (next: TermsDraft) => {
    // Problems belong to rows by position: a new kind or a row added or removed asks for a new check.
    if (next.kind !== terms?.kind || next.tiers.length !== terms.tiers.length) setProblems(null);
    setDraft(next);
  };

  const submit = form.handleSubmit(async () => {
    if (!terms || !ceilings) return;
    const checked = checkTerms(terms, ceilings[terms.kind]);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems(null);
    const answer = await call('contracts.offer', { username, ...checked.input });
    if (answer.success) {
      onOffered();
      return;
    }
    const key = answer.errorCode ? RefusalKeys[answer.errorCode] : undefined;
    form.refuse({ message: key ? t(key, { username }) : answer.message }, { fallback: t('contractTerms.refusals.fallback') });
  });

  return (
    <Modal open title={t('contractTerms.offerTitle', { username })} onClose={onClose} className="contract-offer">
      <LoadStatus load={mine} loadingText={t('contractTerms.loading')} failedText={t('contractTerms.loadFailed')} />
      {ceilings && !terms && <p role="status">{t('contractTerms.nothingToOffer')}</p>}
      {ceilings && terms && (
        <form className="form-stack" onSubmit={submit} noValidate aria-label={t('contractTerms.offerTitle', { username })}>
          <ContractTermsFields value={terms} onChange={edit} ceiling={ceilings[terms.kind]} problems={problems} kinds={kinds} />
          {problems && (
            <p role="alert" className="form-field__error">
              {t('contractTerms.fixProblems')}
            </p>
          )}
          {form.formError && (
            <p role="alert" className="form-field__error">
              {form.formError}
            </p>
          )}
          <div className="contract-offer__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('contractTerms.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={form.busy} aria-busy={form.busy || undefined}>
              {t('contractTerms.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
