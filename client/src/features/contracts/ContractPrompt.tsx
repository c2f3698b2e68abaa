import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { ContractKinds, type ContractSummary } from '../../../../shared/domains/contracts/schemas';
import { Modal } from '../../components/Modal';
import { TiersTable } from '../../components/contracts/TiersTable';
import { dialogRequested } from '../../lib/stores/dialogs';
import { role, token } from '../../lib/stores/session';
import { ActionRefusalKeys, loadConsolidated, loadMine, OFFER_WAITING, processContract, REQUEST_FLAGS } from './contractsData';
import './contracts.css';

interface Prompt {
  /** The session the offers belong to: a sign-out or another sign-in hides them. */
  session: string;
  offers: ContractSummary[];
}

/**
 * Asks a signed-in member or agent about the contract offers waiting for their answer, once on
 * sign-in (or when a signed-in visit opens). The consolidated wallet's request flags say whether
 * any offer waits (1); only then are the contracts read. One offer at a time, answered with the
 * processing call of its kind. It waits while another dialog is asked for or open, as popups that
 * open by themselves do; closing it leaves the offers on the contract pages until the next sign-in.
 */
export default function ContractPrompt() {
  useSignals();
  const { t } = useTranslation('contracts');
  const session = token.value;
  const asks = role.value === 'member' || role.value === 'agent';
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!asks || !session) return;
    const controller = new AbortController();
    void (async () => {
      const funds = await loadConsolidated(controller.signal);
      if (controller.signal.aborted || !funds.success) return;
      if (!ContractKinds.some((kind) => funds.value[REQUEST_FLAGS[kind]] === OFFER_WAITING)) return;
      const mine = await loadMine(controller.signal);
      if (controller.signal.aborted || !mine.success) return;
      const offers = mine.value.contracts.filter((contract) => contract.status === 'OFFERED');
      setPrompt(offers.length > 0 ? { session, offers } : null);
    })();
    return () => controller.abort();
  }, [asks, session]);

  const offers = asks && prompt && prompt.session === session ? prompt.offers : [];
  const offer = offers.at(0);
  const close = () => {
    setError(null);
    setPrompt(null);
  };
  const answer = (action: 'ACCEPT' | 'REJECT') => {
    if (!offer || busy) return;
    setBusy(true);
    setError(null);
    void processContract(offer.kind, { contractId: offer.id, action }).then((result) => {
      setBusy(false);
      if (!result.success) {
        const key = result.errorCode ? ActionRefusalKeys[result.errorCode] : undefined;
        setError(key ? t(key) : result.message || t('contracts.refusals.fallback'));
        return;
      }
      setPrompt((before) => {
        const rest = before ? before.offers.filter((item) => item.id !== offer.id) : [];
        return before && rest.length > 0 ? { ...before, offers: rest } : null;
      });
    });
  };

  return (
    <Modal
      open={offer !== undefined && !dialogRequested.value}
      title={t('contracts.prompt.title', { upline: offer?.upline ?? '' })}
      onClose={close}
      className="contract-prompt"
    >
      {offer && (
        <>
          <p>{t('contracts.prompt.intro', { upline: offer.upline, kind: t(`contracts.kinds.${offer.kind}`) })}</p>
          {offer.period && <p className="contract-line">{t('contracts.periodLine', { period: t(`contracts.periods.${offer.period}`) })}</p>}
          <TiersTable kind={offer.kind} tiers={offer.tiers} caption={t('contracts.tiersCaption', { upline: offer.upline })} />
          {offers.length > 1 && <p className="contract-line">{t('contracts.prompt.more', { count: offers.length - 1 })}</p>}
          {error && (
            <p role="alert" className="contract-error">
              {error}
            </p>
          )}
          <div className="contract-actions">
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => answer('REJECT')}>
              {t('contracts.actions.REJECT')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => answer('ACCEPT')}
            >
              {t('contracts.actions.ACCEPT')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
