import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview, TeamRangeQuery } from '../../../../shared/domains/agent/schemas';
import { DateRangeFilter, useRangeQuery } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import '../../components/reportTable.css';
import { loadTeamOverview } from './agentData';
import './agent.css';

/** The counts of the overview, in the order shown; the team's size and structure first. */
const COUNTS = ['teamSize', 'directMembers', 'agents', 'newMembers', 'activeMembers'] as const;
/** The money figures of the period, then the team's balance now. */
const AMOUNTS = ['deposits', 'withdrawals', 'betAmount', 'validBet', 'winAmount', 'profitLoss', 'bonuses', 'teamBalance'] as const;

/**
 * Team overview (agentTeamOverview): the team's size and structure, who joined and who played in the
 * chosen period, and the team's money in it. The team is the agent and every account below it; the
 * period is whole days of the agent's clock, kept in the address.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const { money } = useMemberMoney();
  const titleId = useId();
  const query = useRangeQuery();
  const payload: TeamRangeQuery = { startTime: query.range.startTime, endTime: query.range.endTime };
  const load = useLoad(JSON.stringify(payload), (signal) => loadTeamOverview(payload, signal), { keepPrevious: true });
  const value: TeamOverview | undefined = load.state.value;

  return (
    <section className="agent-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('teamOverview.title')}
      </h2>
      <div className="report-filters">
        <DateRangeFilter choice={query.choice} onChange={query.setChoice} />
      </div>
      <LoadStatus load={load} loadingText={t('teamOverview.loading')} failedText={t('teamOverview.failed')} />
      {value && (
        <div className="agent-overview" aria-busy={load.state.status === 'loading'}>
          <dl className="agent-figures" aria-label={t('teamOverview.membersLabel')}>
            {COUNTS.map((name) => (
              <div key={name} className="agent-figure">
                <dt>{t(`teamOverview.figures.${name}`)}</dt>
                <dd>{formatNumber(value[name])}</dd>
              </div>
            ))}
          </dl>
          <dl className="agent-figures" aria-label={t('teamOverview.moneyLabel')}>
            {AMOUNTS.map((name) => (
              <div key={name} className="agent-figure">
                <dt>{t(`teamOverview.figures.${name}`)}</dt>
                <dd>{money(value[name])}</dd>
              </div>
            ))}
          </dl>
          <p className="agent-note">{t('teamOverview.profitNote')}</p>
        </div>
      )}
    </section>
  );
}
