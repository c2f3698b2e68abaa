import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { walletWire } from './wallet.wire';
import { BalanceQuery, BalanceValue } from '../../schemas/identity';
import {
  AddBankCardPayload,
  BankCard,
  ChangePaymentPasswordPayload,
  ConsolidatedFundsValue,
  DepositChannelsQuery,
  DepositChannelsValue,
  DepositLaunchResult,
  DepositPayload,
  DepositQrResult,
  DepositSettingsValue,
  MerchantWalletValue,
  PaymentConfirmation,
  PaymentConfirmationsQuery,
  PaymentConfirmationsValue,
  ProcessC2CPayload,
  RecallAllPayload,
  RecallAllResult,
  SetPaymentPasswordPayload,
  WalletTransferPayload,
  WalletTransferResult,
  WithdrawBank,
  WithdrawFeeQuery,
  WithdrawFeeValue,
  WithdrawPayload,
  WithdrawResult,
  WithdrawSettingsQuery,
  WithdrawSettingsValue,
} from '../../schemas/cashier';
import { TransactionsQuery, TransactionsValue } from '../../schemas/records';

/** Payload and answer schemas of the wallet calls: the cashier (shared/schemas/cashier.ts). */
export const walletSchemas = {
  'wallet.balance': { payload: BalanceQuery, value: BalanceValue },
  'wallet.transfer': { payload: WalletTransferPayload, value: WalletTransferResult },
  'wallet.consolidated': { value: ConsolidatedFundsValue },
  'wallet.merchantWallet': { value: MerchantWalletValue },
  'wallet.depositSettings': { value: DepositSettingsValue },
  'wallet.depositChannels': { payload: DepositChannelsQuery, value: DepositChannelsValue },
  'wallet.depositByQr': { payload: DepositPayload, value: DepositQrResult },
  'wallet.depositByLaunchUrl': { payload: DepositPayload, value: DepositLaunchResult },
  'wallet.withdrawSettings': { payload: WithdrawSettingsQuery, value: WithdrawSettingsValue },
  'wallet.withdraw': { payload: WithdrawPayload, value: WithdrawResult },
  'wallet.withdrawFee': { payload: WithdrawFeeQuery, value: WithdrawFeeValue },
  'wallet.paymentConfirmations': { payload: PaymentConfirmationsQuery, value: PaymentConfirmationsValue },
  'wallet.processC2C': { payload: ProcessC2CPayload, value: PaymentConfirmation },
  'wallet.memberTransactions': { payload: TransactionsQuery, value: TransactionsValue },
  'wallet.recallAll': { payload: RecallAllPayload, value: RecallAllResult },
  'wallet.withdrawBanks': { value: Type.Array(WithdrawBank) },
  'wallet.bankCards': { value: Type.Array(BankCard) },
  'wallet.addBankCard': { payload: AddBankCardPayload, value: BankCard },
  'wallet.paymentPasswordStatus': { value: Type.Boolean() },
  'wallet.setPaymentPassword': { payload: SetPaymentPasswordPayload, value: Type.Null() },
  'wallet.changePaymentPassword': { payload: ChangePaymentPasswordPayload, value: Type.Null() },
} satisfies SchemasFor<typeof walletWire>;
