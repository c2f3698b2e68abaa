import { useSignals } from '@preact/signals-react/runtime';
import { balance } from '../stores/wallet';
import { memberMoneyOfWire, signedMemberMoneyOfWire } from './format';

/**
 * Wire amounts ("1250.00") in the member's currency for a component, `signed` with the sign written
 * out. The component reads the balance signal, so its amounts follow when the currency arrives.
 */
export function useMemberMoney(): { money: (wire: string) => string; signed: (wire: string) => string } {
  useSignals();
  const currency = balance.value;
  return { money: (wire) => memberMoneyOfWire(wire, currency), signed: (wire) => signedMemberMoneyOfWire(wire, currency) };
}
