import { useTranslation } from 'react-i18next';
import type { TeamBettingRow } from '../../../../shared/domains/agent/schemas';
import { formatNumber } from '../../lib/format';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import '../../components/reportTable.css';
import { TeamLevelReport } from './TeamLevelReport';
import { direction, loadTeamBetting } from './teamData';

/**
 * Team betting (agentTeamBetting), one level of the team at a time: the viewed account's own bets,
 * each direct downline's whole team's bets, win and profit and loss, and the level's totals.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const { money, signed } = useMemberMoney();
  const profit = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;
  return (
    <TeamLevelReport<TeamBettingRow, Omit<TeamBettingRow, 'username' | 'level' | 'teamSize'>>
      title={t('team.betting.title')}
      intro={t('team.betting.intro')}
      caption={(name) => (name ? t('team.betting.captionOf', { name }) : t('team.betting.caption'))}
      load={loadTeamBetting}
      figures={[
        { id: 'bets', label: t('team.columns.bets'), numeric: true, cell: (r) => formatNumber(r.bets), total: (s) => formatNumber(s.bets) },
        { id: 'bet', label: t('team.columns.betAmount'), numeric: true, cell: (r) => money(r.betAmount), total: (s) => money(s.betAmount) },
        { id: 'valid', label: t('team.columns.validBet'), numeric: true, cell: (r) => money(r.validBet), total: (s) => money(s.validBet) },
        { id: 'win', label: t('team.columns.win'), numeric: true, cell: (r) => money(r.winAmount), total: (s) => money(s.winAmount) },
        {
          id: 'profit',
          label: t('team.columns.profitLoss'),
          numeric: true,
          cell: (r) => profit(r.profitLoss),
          total: (s) => profit(s.profitLoss),
        },
      ]}
    />
  );
}
