import { relay, type WireSpecs } from '../endpointWire';

/** Wallet: balances, transfers between wallets, deposit and withdrawal. */
export const walletWire = {
  'wallet.balance': { method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', token: true },
  'wallet.transfer': { method: 'POST', path: relay('GCS_walletTransfer'), moduleId: 'FUNDTRANS3', token: true, guess: true },
  'wallet.consolidated': { method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', token: true },
  'wallet.merchantWallet': { method: 'GET', path: relay('GCS_merchantWallet'), moduleId: 'COMM3', token: true },
  'wallet.depositSettings': { method: 'GET', path: relay('MCSFE_getDepositSettings'), moduleId: 'DPSTBAS3', token: true },
  'wallet.depositChannels': { method: 'GET', path: relay('MCSFE_getDepositPaymentChannels'), moduleId: 'DPSTBAS3', token: true },
  'wallet.depositByQr': { method: 'POST', path: relay('MCSFE_depositByQRImageUrl'), moduleId: 'DPSTBAS3', token: true },
  'wallet.depositByLaunchUrl': { method: 'POST', path: relay('MCSFE_depositByLaunchUrl'), moduleId: 'DPSTBAS3', token: true, guess: true },
  'wallet.withdrawSettings': { method: 'GET', path: relay('MCSFE_getWithdrawSettings'), moduleId: 'COMM3', token: true },
  'wallet.withdraw': { method: 'POST', path: '/wps/v2/transaction/withdraw', moduleId: 'COMM3', token: true, encrypted: true },
  'wallet.withdrawFee': { method: 'GET', path: relay('MCSFE_getWithdrawFee'), moduleId: 'COMM3', token: true, ours: true },
  'wallet.paymentConfirmations': {
    method: 'GET',
    path: relay('MCSFE_getPaymentConfirmationList'),
    moduleId: 'COMM3',
    token: true,
    guess: true,
  },
  'wallet.processC2C': { method: 'POST', path: relay('MCSFE_processC2CTransaction'), moduleId: 'COMM3', token: true, guess: true },
  'wallet.memberTransactions': { method: 'GET', path: relay('ODSFE2_MemTransDet'), moduleId: 'MEMTRANS3', token: true, guess: true },

  // Payout accounts, the withdrawal password and "all back to main": the current platform's member
  // centre makes these calls from a library whose API map is not public, so they are ours, under
  // the /wps/gf/ prefix no platform generation uses.
  'wallet.recallAll': { method: 'POST', path: '/wps/gf/wallets/recall', moduleId: 'FUNDTRANS3', token: true, ours: true },
  'wallet.withdrawBanks': { method: 'GET', path: '/wps/gf/system/withdrawBanks', moduleId: 'COMM3', token: true, ours: true },
  'wallet.bankCards': { method: 'GET', path: '/wps/gf/member/bankCards', moduleId: 'COMM3', token: true, ours: true },
  'wallet.addBankCard': { method: 'PUT', path: '/wps/gf/member/bankCards', moduleId: 'COMM3', token: true, encrypted: true, ours: true },
  'wallet.paymentPasswordStatus': {
    method: 'GET',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    ours: true,
  },
  'wallet.setPaymentPassword': {
    method: 'PUT',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    ours: true,
  },
  'wallet.changePaymentPassword': {
    method: 'POST',
    path: '/wps/gf/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    ours: true,
  },
} as const satisfies WireSpecs;
