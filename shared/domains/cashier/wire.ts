import { relay, type WireSpecs } from '../../api/endpointWire';

/** Cashier: balances, transfers between wallets and between members, deposit and withdrawal. */
export const cashierWire = {
  'cashier.balance': { method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', token: true },
  'cashier.transfer': { method: 'POST', path: relay('GCS_walletTransfer'), moduleId: 'FUNDTRANS3', token: true, guess: true },
  'cashier.consolidated': { method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', token: true },
  'cashier.merchantWallet': { method: 'GET', path: relay('GCS_merchantWallet'), moduleId: 'COMM3', token: true },
  'cashier.depositSettings': { method: 'GET', path: relay('MCSFE_getDepositSettings'), moduleId: 'DPSTBAS3', token: true },
  'cashier.depositChannels': { method: 'GET', path: relay('MCSFE_getDepositPaymentChannels'), moduleId: 'DPSTBAS3', token: true },
  'cashier.depositByQr': { method: 'POST', path: relay('MCSFE_depositByQRImageUrl'), moduleId: 'DPSTBAS3', token: true },
  'cashier.depositByLaunchUrl': { method: 'POST', path: relay('MCSFE_depositByLaunchUrl'), moduleId: 'DPSTBAS3', token: true, guess: true },
  'cashier.withdrawSettings': { method: 'GET', path: relay('MCSFE_getWithdrawSettings'), moduleId: 'COMM3', token: true },
  'cashier.withdraw': { method: 'POST', path: '/wps/v2/transaction/withdraw', moduleId: 'COMM3', token: true, encrypted: true },
  'cashier.withdrawFee': { method: 'GET', path: '/wps/gf/cashier/withdrawFee', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'cashier.paymentConfirmations': {
    method: 'GET',
    path: relay('MCSFE_getPaymentConfirmationList'),
    moduleId: 'COMM3',
    token: true,
    guess: true,
  },
  'cashier.processC2C': { method: 'POST', path: relay('MCSFE_processC2CTransaction'), moduleId: 'COMM3', token: true, guess: true },
  'cashier.memberTransactions': { method: 'GET', path: relay('ODSFE2_MemTransDet'), moduleId: 'MEMTRANS3', token: true, guess: true },

  // Payout accounts, the withdrawal password and "all back to main": the current platform's member
  // centre makes these calls from a library whose API map is not public, so they are ours, under
  // the /wps/gf/ prefix no platform generation uses.
  'cashier.recallAll': { method: 'POST', path: '/wps/gf/wallets/recall', moduleId: 'FUNDTRANS3', token: true, kind: 'sandbox' },
  'cashier.withdrawBanks': { method: 'GET', path: '/wps/gf/system/withdrawBanks', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'cashier.bankCards': { method: 'GET', path: '/wps/gf/member/bankCards', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'cashier.addBankCard': { method: 'PUT', path: '/wps/gf/member/bankCards', moduleId: 'COMM3', token: true, encrypted: true, kind: 'sandbox' },
  'cashier.paymentPasswordStatus': {
    method: 'GET',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    kind: 'sandbox',
  },
  'cashier.setPaymentPassword': {
    method: 'PUT',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
  'cashier.changePaymentPassword': {
    method: 'POST',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
  // Both carry the sign-in password, so they travel encrypted as the platform's password calls do.
  'cashier.transferDownline': {
    method: 'POST',
    path: '/wps/gf/agent/transfer/downline',
    moduleId: 'FUNDTRANS3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
  'cashier.transferUpline': {
    method: 'POST',
    path: '/wps/gf/agent/transfer/upline',
    moduleId: 'FUNDTRANS3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
} as const satisfies WireSpecs;
