import type { SchemasFor } from '../endpoint';
import type { walletWire } from './wallet.wire';
import { BalanceQuery, BalanceValue } from '../../schemas/identity';

/** Payload and answer schemas of the wallet calls (an empty entry keeps the defaults, see SchemasFor). */
export const walletSchemas = {
  'wallet.balance': { payload: BalanceQuery, value: BalanceValue },
  'wallet.transfer': {},
  'wallet.consolidated': {},
  'wallet.merchantWallet': {},
  'wallet.depositSettings': {},
  'wallet.depositChannels': {},
  'wallet.depositByQr': {},
  'wallet.depositByLaunchUrl': {},
  'wallet.withdrawSettings': {},
  'wallet.withdraw': {},
  'wallet.withdrawFee': {},
  'wallet.paymentConfirmations': {},
  'wallet.processC2C': {},
  'wallet.memberTransactions': {},
} satisfies SchemasFor<typeof walletWire>;
