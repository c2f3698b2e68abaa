import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTier } from '../../../../shared/domains/contracts/schemas';
import { formatNumber } from '../../lib/format';
import { useContractFormat } from './money';
import './contracts.css';

/**
 * A contract's tiers as a small table: the threshold (the team's valid bet for a salary, its loss
 * for a dividend), the active members it needs and the rate it pays. The highest tier reached pays.
 */
export function TiersTable({ kind, tiers, caption }: { kind: ContractKind; tiers: readonly ContractTier[]; caption: string }) {
  const { t } = useTranslation('contractTerms');
  const { money, rate } = useContractFormat();
  return (
    <table className="contract-tiers">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contractTerms.tierColumn')}</th>
          <th scope="col" className="contract-tiers__num">
            {kind === 'DIVIDEND' ? t('contractTerms.thresholdLoss') : t('contractTerms.thresholdBet')}
          </th>
          <th scope="col" className="contract-tiers__num">
            {t('contractTerms.minActiveMembers')}
          </th>
          <th scope="col" className="contract-tiers__num">
            {t('contractTerms.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={tier.threshold}>
            <th scope="row">{index + 1}</th>
            <td className="contract-tiers__num">{money(tier.threshold)}</td>
            <td className="contract-tiers__num">{formatNumber(tier.minActiveMembers)}</td>
            <td className="contract-tiers__num">{rate(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
