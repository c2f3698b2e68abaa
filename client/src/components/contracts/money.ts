import { formatNumber } from '../../lib/format';
import { useMemberMoney } from '../../lib/money/useMemberMoney';

/**
 * Wire amounts ("1250.00") in the member's currency as the balance answer names it, and wire rates
 * ("0.75") as percentages of the current language. The component reads the balance signal, so the
 * amounts follow when the currency arrives.
 */
export function useContractFormat(): { money: (wire: string) => string; rate: (wire: string) => string } {
  const { money } = useMemberMoney();
  return {
    money,
    rate: (wire) => formatNumber(Number(wire) / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}
