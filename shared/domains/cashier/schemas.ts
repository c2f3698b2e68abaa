import Type, { type Static } from 'typebox';

/**
 * The cashier: wallets and transfers, deposit, withdrawal, bank cards, the withdrawal password and
 * the withdrawal receipt confirmation (C2C). Field names follow the platform's where public material
 * shows them (getDepositPaymentChannels, depositByQRImageUrl, getWithdrawSettings,
 * the withdraw submit); the rest are designed in the same style. Amounts in answers are decimal
 * strings with two places (shared/money.ts); amounts in payloads are strings the handler reads with
 * `parseAmount`, so a bad one gets its own refusal code (shared/domains/cashier/errors.ts) instead of a bare
 * `request_param_err`.
 */

const Open = { additionalProperties: true } as const;

/** An amount as the wire writes it: "1250.00", "-12.05". */
export const Money = Type.String({ pattern: '^-?[0-9]{1,13}\\.[0-9]{2}$' });
/** An amount as a person typed it; `parseAmount` decides. Numbers are taken too (older clients send them). */
export const AmountInput = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);
/** A client's id for one submission: repeating it repeats nothing (idempotent transfers and orders). */
export const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Ms = Type.Integer({ minimum: 0 });
const YN = Type.Union([Type.Literal('Y'), Type.Literal('N')]);

// ── Wallets ──────────────────────────────────────────────────────────────────────────────────────

/** GCS_merchantWallet: with `isSingle` every game plays from the main wallet and nothing is transferred. */
export const MerchantWalletValue = Type.Object({ isSingle: Type.Boolean() }, Open);
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;

/**
 * /wps/member/info/funds/consolidated: the member's contract request states (0 = none, 1 = offered,
 * 2 = accepted) and the sum of every wallet, a number in currency units as the v2 balance sends it
 * (upstream-contract.md §5.1). The contract keys are the platform's own names.
 */
export const ConsolidatedFundsValue = Type.Object(
  {
    sumBalance: Type.Number(),
    dailysalreqtype: Type.Integer(),
    divtypereq: Type.Integer(),
    contracthoursalreq: Type.Integer(),
    realtimesalreqtype: Type.Integer(),
  },
  Open,
);
export type ConsolidatedFundsValue = Static<typeof ConsolidatedFundsValue>;

/** GCS_walletTransfer (FUNDTRANS3): between the main wallet (accountTypeId 2) and a vendor's sub-wallet. */
export const WalletTransferPayload = Type.Object(
  {
    fromAccountTypeId: Type.Integer({ minimum: 0, maximum: 9999 }),
    toAccountTypeId: Type.Integer({ minimum: 0, maximum: 9999 }),
    amount: AmountInput,
    requestId: RequestId,
  },
  Open,
);
export type WalletTransferPayload = Static<typeof WalletTransferPayload>;

export const WalletTransferResult = Type.Object({ transactionId: Id, amount: Money }, Open);
export type WalletTransferResult = Static<typeof WalletTransferResult>;

/** Every sub-wallet's balance back to the main wallet in one step ("all back to main"). */
export const RecallAllPayload = Type.Object({ requestId: RequestId }, Open);
export const RecallAllResult = Type.Object({ amount: Money, wallets: Type.Integer({ minimum: 0 }) }, Open);
export type RecallAllResult = Static<typeof RecallAllResult>;

// ── Deposit ──────────────────────────────────────────────────────────────────────────────────────

export const DepositSettingsValue = Type.Object(
  {
    allowDeposit: YN,
    totalDepositSuccessCount: Type.Integer({ minimum: 0 }),
    /** The operator's note shown above the channels (plain text). */
    depositInfo: Type.String(),
  },
  Open,
);
export type DepositSettingsValue = Static<typeof DepositSettingsValue>;

export const DepositChannelsQuery = Type.Object(
  { webSupported: Type.Optional(YN), mobileSupported: Type.Optional(YN), groupMTByChannelName: Type.Optional(YN) },
  Open,
);

/** How a channel takes the money: a QR image to scan, or the provider's payment page. */
export const DepositFlows = ['QR', 'LAUNCH'] as const;
export const DepositBank = Type.Object({ bankCode: Type.String(), bankType: Type.String(), bankName: Type.String() }, Open);
export const DepositChannel = Type.Object(
  {
    vendorId: Type.Integer(),
    vendorName: Type.String(),
    mcsBankCode: Type.String(),
    /** The brand's own name for the channel (GCash, Maya, InstaPay QR, USDT TRC-20 …). */
    displayName: Type.String(),
    flow: Type.Enum(DepositFlows),
    minAmount: Money,
    maxAmount: Money,
    presetAmounts: Type.Array(Money),
    banks: Type.Array(DepositBank),
  },
  Open,
);
export type DepositChannel = Static<typeof DepositChannel>;

/** Payment methods by code (BANK, EWALLET, MWQR, USDT): the platform answers an object keyed by method code. */
export const DepositChannelsValue = Type.Record(
  Type.String(),
  Type.Object({ methodName: Type.String(), channels: Type.Array(DepositChannel) }, Open),
);
export type DepositChannelsValue = Static<typeof DepositChannelsValue>;

/** depositByQRImageUrl and depositByLaunchUrl take the same order; the reference lists these fields. */
export const DepositPayload = Type.Object(
  {
    amount: AmountInput,
    vendorId: Type.Integer(),
    mcsBankCode: Type.String({ maxLength: 64 }),
    bankCode: Type.String({ maxLength: 64 }),
    bankType: Type.String({ maxLength: 32 }),
    requestId: RequestId,
    targetUsername: Type.Optional(Type.String({ maxLength: 64 })),
    nickname: Type.Optional(Type.String({ maxLength: 64 })),
    showQrImageOnly: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    deviceId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  Open,
);
export type DepositPayload = Static<typeof DepositPayload>;

/** A pending deposit order answered with a QR image: a data: URL of a PNG, or an https address. */
export const DepositQrResult = Type.Object({ orderId: Id, amount: Money, qrImageUrl: Type.String(), expiresAt: Ms }, Open);
export type DepositQrResult = Static<typeof DepositQrResult>;

/** A pending deposit order answered with the payment provider's page, opened in a new window. */
export const DepositLaunchResult = Type.Object({ orderId: Id, amount: Money, launchUrl: Type.String(), expiresAt: Ms }, Open);
export type DepositLaunchResult = Static<typeof DepositLaunchResult>;

// ── Withdrawal ───────────────────────────────────────────────────────────────────────────────────

/** Bank card, e-wallet, virtual currency: the platform's `withdrawType` codes. */
export const WithdrawTypes = ['BC', 'EW', 'VW'] as const;
export type WithdrawType = (typeof WithdrawTypes)[number];

export const WithdrawSettingsQuery = Type.Object({ groupId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })) }, Open);

/** MCSFE_getWithdrawSettings; names as the platform's own withdraw page reads them. */
export const WithdrawSettingsValue = Type.Object(
  {
    withdrawTypes: Type.Array(Type.Enum(WithdrawTypes)),
    minimumAmount: Money,
    maximumAmount: Money,
    eWalletMinAmount: Money,
    eWalletMaxAmount: Money,
    virtualMinAmount: Money,
    virtualMaxAmount: Money,
    /** A flat charge taken with every withdrawal; the fee preview adds the percentage part. */
    withdrawPenaltyCharge: Money,
    /** Opening hours in the platform's local time, "HH:mm"; equal means always open. */
    withdrawDateFrom: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$' }),
    withdrawDateTo: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$' }),
    withdrawTimeMsg: Type.String(),
    fixedAmountFlag: Type.Boolean(),
    fixedWithdrawAmounts: Type.Array(Money),
    amountLimitFlag: Type.Boolean(),
    c2cEnabled: Type.Boolean(),
    /** Minutes after approval before an unconfirmed receipt counts as received. */
    c2cTimeoutMinutes: Type.Integer({ minimum: 1 }),
  },
  Open,
);
export type WithdrawSettingsValue = Static<typeof WithdrawSettingsValue>;

export const WithdrawFeeQuery = Type.Object({ withdrawAmount: AmountInput, withdrawType: Type.Enum(WithdrawTypes) }, Open);
/** The fee preview answers the fee alone, as the platform's member-centre store reads it. */
export const WithdrawFeeValue = Money;

/** POST /wps/v2/transaction/withdraw (encrypted). `password` is "" when WDRAWNOPASSVERIF3 is on. */
export const WithdrawPayload = Type.Object(
  {
    amount: AmountInput,
    bankCardId: Id,
    password: Type.String({ maxLength: 64 }),
    withdrawType: Type.Optional(Type.Enum(WithdrawTypes)),
    requestId: Type.Optional(RequestId),
    verificationCode: Type.Optional(Type.String({ maxLength: 16 })),
    groupId: Type.Optional(Type.String({ maxLength: 16 })),
  },
  Open,
);
export type WithdrawPayload = Static<typeof WithdrawPayload>;

export const WithdrawResult = Type.Object({ orderId: Id, amount: Money, fee: Money, status: Type.Literal('PENDING') }, Open);
export type WithdrawResult = Static<typeof WithdrawResult>;

export const WithdrawBank = Type.Object({ bankCode: Type.String(), bankName: Type.String(), withdrawType: Type.Enum(WithdrawTypes) }, Open);
export type WithdrawBank = Static<typeof WithdrawBank>;

/** A payout account of the member. The number is only ever answered masked. */
export const BankCard = Type.Object(
  {
    id: Id,
    withdrawType: Type.Enum(WithdrawTypes),
    bankCode: Type.String(),
    bankName: Type.String(),
    accountName: Type.String(),
    accountNoMasked: Type.String(),
    createdAt: Ms,
  },
  Open,
);
export type BankCard = Static<typeof BankCard>;

/** PUT /wps/member/bankCard (encrypted). The holder's name must be the member's real name. */
export const AddBankCardPayload = Type.Object(
  {
    withdrawType: Type.Enum(WithdrawTypes),
    bankCode: Type.String({ minLength: 1, maxLength: 32 }),
    accountName: Type.String({ minLength: 1, maxLength: 64 }),
    accountNo: Type.String({ minLength: 1, maxLength: 64 }),
  },
  Open,
);
export type AddBankCardPayload = Static<typeof AddBankCardPayload>;

/** PUT /wps/member/paymentPassword (encrypted): the first withdrawal password, checked by the sign-in password. */
export const SetPaymentPasswordPayload = Type.Object(
  {
    loginPassword: Type.String({ minLength: 1, maxLength: 64 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    confirmPaymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  Open,
);
export type SetPaymentPasswordPayload = Static<typeof SetPaymentPasswordPayload>;

/** POST /wps/member/paymentPassword (encrypted): a new withdrawal password, checked by the old one. */
export const ChangePaymentPasswordPayload = Type.Object(
  {
    oldPaymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    newPaymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    confirmNewPaymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  Open,
);
export type ChangePaymentPasswordPayload = Static<typeof ChangePaymentPasswordPayload>;

/** Withdrawal passwords are six digits, as payment PINs are. */
export const PAYMENT_PASSWORD_PATTERN = '^[0-9]{6}$';

// ── Withdrawal receipt confirmation (C2C) ───────────────────────────────────────────────────────

export const ConfirmationStatuses = ['WAITING', 'RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'FORCED'] as const;
export type ConfirmationStatus = (typeof ConfirmationStatuses)[number];

/** An approved withdrawal whose receipt the member confirms; `deadline` is when silence counts as received. */
export const PaymentConfirmation = Type.Object(
  {
    transactionId: Id,
    orderId: Id,
    amount: Money,
    status: Type.Enum(ConfirmationStatuses),
    approvedAt: Ms,
    deadline: Ms,
    confirmedAt: Type.Union([Ms, Type.Null()]),
    receivedAmount: Type.Union([Money, Type.Null()]),
    remainingAmount: Type.Union([Money, Type.Null()]),
  },
  Open,
);
export type PaymentConfirmation = Static<typeof PaymentConfirmation>;

export const PaymentConfirmationsQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('WAITING'), Type.Literal('ALL')])) },
  Open,
);
export const PaymentConfirmationsValue = Type.Array(PaymentConfirmation);

export const C2CActions = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL'] as const;

/**
 * MCSFE_processC2CTransaction. NOT_RECEIVED carries the proof image as a data: URL (png or jpg,
 * at most 5 MB decoded); PARTIAL carries the received and remaining amounts, which add up to the
 * withdrawal's amount.
 */
export const ProcessC2CPayload = Type.Object(
  {
    transactionId: Id,
    action: Type.Enum(C2CActions),
    receivedAmount: Type.Optional(AmountInput),
    remainingAmount: Type.Optional(AmountInput),
    proofImage: Type.Optional(Type.String({ maxLength: 7_100_000 })),
  },
  Open,
);
export type ProcessC2CPayload = Static<typeof ProcessC2CPayload>;

// ── Transfers between members ───────────────────────────────────────────────────────────────────

/** To the upline (members, when `toUpline` allows) or to a downline (agents); checked by the sign-in password. */
export const MemberTransferPayload = Type.Object(
  {
    amount: AmountInput,
    password: Type.String({ minLength: 1, maxLength: 64 }),
    requestId: RequestId,
    /** The downline's username; absent for a transfer to the upline. */
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  Open,
);
export type MemberTransferPayload = Static<typeof MemberTransferPayload>;

export const MemberTransferResult = Type.Object({ transactionId: Id, amount: Money, to: Type.String() }, Open);
export type MemberTransferResult = Static<typeof MemberTransferResult>;

export const BalanceQuery = Type.Object({ typeId: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) }, Open);
export const BalanceValue = Type.Object({
  sumBalance: Type.Number(),
  /** One row per wallet: the main wallet is accountTypeId 2; a vendor's sub-wallet names its vendor (ours, absent on the platform's answer). */
  balance: Type.Array(Type.Object({ accountTypeId: Type.Integer(), availBalance: Type.Number(), vendor: Type.Optional(Type.String()) })),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type BalanceValue = Static<typeof BalanceValue>;
