import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractStatuses,
  SettlementSides,
  type ContractKind,
  type ContractStatus,
  type ContractSummary,
  type GivenContractsQuery,
  type ProcessContractPayload,
  type SettlementsQuery,
} from '../../../../shared/domains/contracts/schemas';
import { TiersTable } from '../../components/contracts/TiersTable';
import { useContractFormat } from '../../components/contracts/money';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { Pagination } from '../../components/Pagination';
import { RecordTable, type Column } from '../../components/RecordTable';
import { Tabs } from '../../components/Tabs';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { ConfirmAction } from './ConfirmAction';
import {
  ActionRefusalKeys,
  CONTRACTS_PAGE_SIZE,
  loadGiven,
  loadMine,
  loadSettlements,
  processContract,
  uplineAction,
} from './contractsData';
import { SettlementsTable } from './SettlementsTable';
import './contracts.css';

/** A contract action waiting for its confirm step: the member's (the kind's processing call) or the upline's. */
interface Pending<Action extends string> {
  contract: ContractSummary;
  action: Action;
}
type MemberAction = ProcessContractPayload['action'];
type UplineAction = 'WITHDRAW' | 'UPLINE_TERMINATE';

/** The text of a refused action: the page's own words for the known codes, else the platform's message. */
function useRefusalText(): (answer: { message?: string; errorCode?: string }) => string {
  const { t } = useTranslation('contracts');
  return (answer) => {
    const key = answer.errorCode ? ActionRefusalKeys[answer.errorCode] : undefined;
    return key ? t(key) : answer.message || t('contracts.refusals.fallback');
  };
}

/** The contract's terms in a line: the dividend's period, then the tiers' top rate. */
function ContractTerms({ contract }: { contract: ContractSummary }) {
  const { t } = useTranslation('contracts');
  return (
    <>
      {contract.period && (
        <p className="contract-line">{t('contracts.periodLine', { period: t(`contracts.periods.${contract.period}`) })}</p>
      )}
      <TiersTable kind={contract.kind} tiers={contract.tiers} caption={t('contracts.tiersCaption', { upline: contract.upline })} />
    </>
  );
}

/** "My contract": my offer waiting for an answer and my active contract of this kind, with what I may do with each. */
function MyContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  const refusal = useRefusalText();
  const mine = useLoad('contracts.mine', loadMine);
  const [pending, setPending] = useState<Pending<MemberAction> | null>(null);
  const shown = (mine.state.value?.contracts ?? []).filter((c) => c.kind === kind && (c.status === 'OFFERED' || c.status === 'ACTIVE'));

  const actionButton = (contract: ContractSummary, action: MemberAction, primary = false) => (
    <button
      key={action}
      type="button"
      className={primary ? 'btn btn--primary' : 'btn btn--ghost'}
      onClick={() => setPending({ contract, action })}
    >
      {t(`contracts.actions.${action}`)}
    </button>
  );

  return (
    <section className="contract-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="contract-section__title">
        {t('contracts.mine.title')}
      </h3>
      <LoadStatus load={mine} loadingText={t('contracts.loading')} failedText={t('contracts.failed')} />
      {mine.state.status === 'ready' && shown.length === 0 && <p className="report-empty">{t('contracts.mine.none')}</p>}
      {shown.map((contract) => (
        <article key={contract.id} className="contract-card" aria-label={t(`contracts.statuses.${contract.status}`)}>
          <dl className="contract-facts">
            <div>
              <dt>{t('contracts.upline')}</dt>
              <dd>{contract.upline}</dd>
            </div>
            <div>
              <dt>{t('contracts.status')}</dt>
              <dd>{t(`contracts.statuses.${contract.status}`)}</dd>
            </div>
            <div>
              <dt>{contract.status === 'OFFERED' ? t('contracts.offeredAt') : t('contracts.since')}</dt>
              <dd>{formatDateTime(contract.status === 'OFFERED' ? contract.offeredAt : (contract.decidedAt ?? contract.offeredAt))}</dd>
            </div>
            {contract.endsAt !== null && (
              <div>
                <dt>{t('contracts.endsAt')}</dt>
                <dd>{formatDateTime(contract.endsAt)}</dd>
              </div>
            )}
          </dl>
          <ContractTerms contract={contract} />
          <div className="contract-actions">
            {contract.status === 'OFFERED' && [actionButton(contract, 'ACCEPT', true), actionButton(contract, 'REJECT')]}
            {contract.status === 'ACTIVE' &&
              contract.endsAt === null && [actionButton(contract, 'FINISH'), actionButton(contract, 'TERMINATE')]}
          </div>
        </article>
      ))}
      {pending && (
        <ConfirmAction
          title={t(`contracts.confirm.${pending.action}.title`)}
          text={t(`contracts.confirm.${pending.action}.text`, { upline: pending.contract.upline })}
          confirmLabel={t(`contracts.actions.${pending.action}`)}
          run={async () => {
            const answer = await processContract(kind, { contractId: pending.contract.id, action: pending.action });
            return answer.success ? null : refusal(answer);
          }}
          onDone={() => {
            setPending(null);
            mine.refresh();
          }}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}

/** "Contracts I gave": the contracts of this kind I gave my downline, with withdraw and terminate. */
function GivenContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { rate } = useContractFormat();
  const titleId = useId();
  const statusId = useId();
  const refusal = useRefusalText();
  const [status, setStatus] = useState<ContractStatus | null>(null);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending<UplineAction> | null>(null);
  const query: GivenContractsQuery = { kind, pageNo: page, pageSize: CONTRACTS_PAGE_SIZE, ...(status ? { status } : {}) };
  const given = useLoad(JSON.stringify(query), (signal) => loadGiven(query, signal), { keepPrevious: true });
  const value = given.state.value;
  const givenColumns: Column<ContractSummary>[] = [
    { id: 'member', label: t('contracts.given.member'), cell: (contract) => contract.member },
    {
      id: 'terms',
      label: t('contracts.given.terms'),
      cell: (contract) => (
        <>
          {t('contracts.given.summary', { count: contract.tiers.length, rate: rate(contract.topRate) })}
          {contract.period && ` · ${t(`contracts.periods.${contract.period}`)}`}
        </>
      ),
    },
    { id: 'status', label: t('contracts.status'), cell: (contract) => t(`contracts.statuses.${contract.status}`) },
    { id: 'offeredAt', label: t('contracts.offeredAt'), cell: (contract) => formatDateTime(contract.offeredAt) },
    {
      id: 'actions',
      label: t('contracts.given.actions'),
      cell: (contract) => (
        <>
          {contract.status === 'OFFERED' && (
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t('contracts.given.withdrawFor', { member: contract.member })}
              onClick={() => setPending({ contract, action: 'WITHDRAW' })}
            >
              {t('contracts.actions.WITHDRAW')}
            </button>
          )}
          {contract.status === 'ACTIVE' && (
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t('contracts.given.terminateFor', { member: contract.member })}
              onClick={() => setPending({ contract, action: 'UPLINE_TERMINATE' })}
            >
              {t('contracts.actions.UPLINE_TERMINATE')}
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <section className="contract-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="contract-section__title">
        {t('contracts.given.title')}
      </h3>
      <div className="contract-filters">
        <label htmlFor={statusId} className="report-filter__label">
          {t('contracts.given.statusFilter')}
        </label>
        <select
          id={statusId}
          className="report-filter__select"
          value={status ?? ''}
          onChange={(e) => {
            setStatus(ContractStatuses.find((s) => s === e.target.value) ?? null);
            setPage(1);
          }}
        >
          <option value="">{t('contracts.given.allStatuses')}</option>
          {ContractStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`contracts.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {value && (
        <p className="contract-line">{t('contracts.given.counts', { active: value.totals.active, offered: value.totals.offered })}</p>
      )}
      <LoadStatus load={given} loadingText={t('contracts.loading')} failedText={t('contracts.failed')} />
      {value && value.list.length === 0 && given.state.status === 'ready' && <p className="report-empty">{t('contracts.given.none')}</p>}
      {value && value.list.length > 0 && (
        <RecordTable
          caption={t('contracts.given.caption')}
          columns={givenColumns}
          rows={value.list}
          rowKey={(contract) => String(contract.id)}
          busy={given.state.status === 'loading'}
        />
      )}
      {value && <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={setPage} />}
      {pending && (
        <ConfirmAction
          title={t(`contracts.confirm.${pending.action}.title`)}
          text={t(`contracts.confirm.${pending.action}.text`, { member: pending.contract.member })}
          confirmLabel={t(`contracts.actions.${pending.action}`)}
          run={async () => {
            const answer = await uplineAction({
              contractId: pending.contract.id,
              action: pending.action === 'WITHDRAW' ? 'WITHDRAW' : 'TERMINATE',
            });
            return answer.success ? null : refusal(answer);
          }}
          onDone={() => {
            setPending(null);
            given.refresh();
          }}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}

/** "Settlements": each period of this kind paid to me (RECEIVED) or by me (PAID), in a date range. */
function Settlements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  const panelId = useId();
  const query = useRangeQuery();
  const side = SettlementSides.find((s) => s === query.filter('side')) ?? 'RECEIVED';
  const payload: SettlementsQuery = { kind, side, ...query.range, pageNo: query.page, pageSize: CONTRACTS_PAGE_SIZE };
  const load = useLoad(JSON.stringify(payload), (signal) => loadSettlements(payload, signal), { keepPrevious: true });

  return (
    <section className="contract-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="contract-section__title">
        {t('contracts.settlements.title')}
      </h3>
      <Tabs
        items={SettlementSides.map((s) => ({ key: s, label: t(`contracts.settlements.sides.${s}`) }))}
        selected={side}
        onSelect={(key) => query.setFilter('side', key === 'RECEIVED' ? null : key)}
        label={t('contracts.settlements.sideLabel')}
        panelId={panelId}
        idPrefix={`${panelId}-side`}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-side-${side}`} className="contract-section">
        <div className="contract-filters">
          <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
        </div>
        <LoadStatus load={load} loadingText={t('contracts.loading')} failedText={t('contracts.failed')} />
        <SettlementsTable
          load={load}
          caption={t(`contracts.settlements.captions.${side}`)}
          emptyText={t('contracts.settlements.none')}
          showKind={false}
          onPage={query.setPage}
        />
      </div>
    </section>
  );
}

/**
 * A contract page (dividend, daily, hourly or real-time salary): my contract of this kind with its
 * answer and end actions, the contracts of this kind I gave my downline, and the settlements.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  return (
    <section className="contract-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t(`contracts.titles.${kind}`)}
      </h2>
      <MyContract kind={kind} />
      <GivenContracts kind={kind} />
      <Settlements kind={kind} />
    </section>
  );
}
