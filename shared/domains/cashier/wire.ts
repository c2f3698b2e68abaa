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

  // Payout accounts, the withdrawal password, "all back to main" and the transfer to a downline:
  // the current platform's member centre makes these calls from a library whose API map is not
  // public, so they take the older generation's documented paths (reference S13) and its envelope;
  // what those calls answer is not published.
  'cashier.recallAll': {
    method: 'POST',
    path: '/wps/wallets/transferToMainWallet',
    moduleId: 'FUNDTRANS3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'cashier.withdrawBanks': {
    method: 'GET',
    path: '/wps/system/withdrawBanks',
    moduleId: 'COMM3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'cashier.bankCards': { method: 'GET', path: '/wps/member/bankCard', moduleId: 'COMM3', token: true, answer: 'legacy', guess: true },
  // The older generation seals the new payout account and the new withdrawal password (reference §3.2).
  'cashier.addBankCard': {
    method: 'PUT',
    path: '/wps/member/bankCard',
    moduleId: 'COMM3',
    token: true,
    encrypted: true,
    answer: 'legacy',
    guess: true,
  },
  'cashier.paymentPasswordStatus': {
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'cashier.setPaymentPassword': {
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    answer: 'legacy',
    guess: true,
  },
  // Carries the sign-in and withdrawal passwords, so it stays sealed like the other password calls.
  'cashier.changePaymentPassword': {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    answer: 'legacy',
    guess: true,
  },
  // Both carry the sign-in password, so they travel encrypted as the platform's password calls do;
  // the older generation seals its transfer to a downline too (reference §3.2).
  'cashier.transferDownline': {
    method: 'POST',
    path: '/wps/agent/transferDownline',
    moduleId: 'FUNDTRANS3',
    token: true,
    encrypted: true,
    answer: 'legacy',
    guess: true,
  },
  // No platform generation documents a transfer to the upline: ours.
  'cashier.transferUpline': {
    method: 'POST',
    path: '/wps/gf/agent/transfer/upline',
    moduleId: 'FUNDTRANS3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
} as const satisfies WireSpecs;
