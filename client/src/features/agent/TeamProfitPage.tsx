import { useTranslation } from 'react-i18next';
import type { TeamProfitRow } from '../../../../shared/domains/agent/schemas';
import { useMemberMoney } from '../../lib/money/useMemberMoney';
import '../../components/reportTable.css';
import { TeamLevelReport } from './TeamLevelReport';
import { direction, loadTeamProfit } from './teamData';

/**
 * User profit and loss (agentProfitLoss), one level of the team at a time: what the viewed account
 * and each direct downline's whole team paid in and out, bet, won and received as bonuses, and what
 * they came out with (win − valid bet + bonuses, the players' side), with the level's totals.
 */
export default function TeamProfitPage() {
  const { t } = useTranslation('agent');
  const { money, signed } = useMemberMoney();
  const amount = (wire: string) => <span className={`amount--${direction(wire)}`}>{signed(wire)}</span>;
  return (
    <TeamLevelReport<TeamProfitRow, Omit<TeamProfitRow, 'username' | 'level' | 'teamSize'>>
      title={t('team.profit.title')}
      intro={t('team.profit.intro')}
      caption={(name) => (name ? t('team.profit.captionOf', { name }) : t('team.profit.caption'))}
      load={loadTeamProfit}
      figures={[
        {
          id: 'deposits',
          label: t('team.columns.deposits'),
          numeric: true,
          cell: (r) => money(r.deposits),
          total: (s) => money(s.deposits),
        },
        {
          id: 'withdrawals',
          label: t('team.columns.withdrawals'),
          numeric: true,
          cell: (r) => money(r.withdrawals),
          total: (s) => money(s.withdrawals),
        },
        { id: 'valid', label: t('team.columns.validBet'), numeric: true, cell: (r) => money(r.validBet), total: (s) => money(s.validBet) },
        { id: 'win', label: t('team.columns.win'), numeric: true, cell: (r) => money(r.winAmount), total: (s) => money(s.winAmount) },
        { id: 'bonuses', label: t('team.columns.bonuses'), numeric: true, cell: (r) => money(r.bonuses), total: (s) => money(s.bonuses) },
        {
          id: 'profit',
          label: t('team.columns.profitLoss'),
          numeric: true,
          cell: (r) => amount(r.profitLoss),
          total: (s) => amount(s.profitLoss),
        },
      ]}
    />
  );
}
