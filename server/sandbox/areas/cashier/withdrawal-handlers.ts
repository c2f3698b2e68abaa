import { CashierError } from '../../../../shared/domains/cashier/errors';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import { centsToWire } from '../../../../shared/money';
import type { BankCard, WithdrawResult, WithdrawSettingsValue, WithdrawType } from '../../../../shared/domains/cashier/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { verifyPassword } from '../../core/password';
import { refuse, requireFlag } from '../../core/refusals';
import { InsufficientBalance, MAIN_WALLET } from '../../core/wallets-repository';
import { catchUpConfirmations, withdrawalRepo } from './confirmations';
import { payoutMember } from './members';
import { amountCents } from '../../core/money';
import { checkNewPaymentPassword, hashPaymentPassword, verifyPaymentPassword } from './payment-password';
import { orderId, type BankCardRow, type WithdrawalRow } from './withdrawal-repository';
import { feeCents, isWithinHours, readSettings, typeSettings, type WithdrawalSettings } from './withdrawal-settings';
import type { SandboxServices } from '../../core/area-context';

/** A member keeps at most this many payout accounts. */
export const MAX_BANK_CARDS = 5;

/** Only the last four characters of a payout account are ever answered. */
export const maskAccountNo = (accountNo: string): string => `****${accountNo.slice(-4)}`;

/** Names compare as people write them: case, surrounding and repeated spaces do not matter. */
const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en') === b.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

export function cardAnswer(card: BankCardRow): BankCard {
  return {
    id: String(card.id),
    withdrawType: card.withdrawType,
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountName: card.accountName,
    accountNoMasked: maskAccountNo(card.accountNo),
    createdAt: card.createdAt,
  };
}

/** What the desk and the member see as the order's channel: the bank and the masked number. */
export const channelOf = (card: BankCardRow): string => `${card.bankName} ${maskAccountNo(card.accountNo)}`;

const withdrawResult = (row: WithdrawalRow): WithdrawResult => ({
  orderId: orderId(row.id),
  amount: centsToWire(row.amount),
  fee: centsToWire(row.fee),
  status: 'PENDING',
});

function settingsAnswer(settings: WithdrawalSettings): WithdrawSettingsValue {
  const limits = (type: WithdrawType) => {
    const row = typeSettings(settings, type);
    return row ? [centsToWire(row.minCents), centsToWire(row.maxCents)] : ['0.00', '0.00'];
  };
  const [minimumAmount, maximumAmount] = limits('BC');
  const [eWalletMinAmount, eWalletMaxAmount] = limits('EW');
  const [virtualMinAmount, virtualMaxAmount] = limits('VW');
  const alwaysOpen = settings.hoursFrom === settings.hoursTo;
  return {
    withdrawTypes: settings.types.map((t) => t.withdrawType),
    minimumAmount,
    maximumAmount,
    eWalletMinAmount,
    eWalletMaxAmount,
    virtualMinAmount,
    virtualMaxAmount,
    withdrawPenaltyCharge: centsToWire(settings.penaltyCents),
    withdrawDateFrom: settings.hoursFrom,
    withdrawDateTo: settings.hoursTo,
    withdrawTimeMsg: alwaysOpen
      ? 'Withdrawals are open around the clock.'
      : `Withdrawals are open from ${settings.hoursFrom} to ${settings.hoursTo} (UTC+08:00).`,
    fixedAmountFlag: settings.fixedAmountsCents.length > 0,
    fixedWithdrawAmounts: settings.fixedAmountsCents.map(centsToWire),
    amountLimitFlag: true,
    c2cEnabled: settings.c2cEnabled,
    c2cTimeoutMinutes: settings.c2cTimeoutMinutes,
  };
}

/** The amount is one this type takes: inside its limits and, with fixed amounts, one of them. */
function checkAmount(settings: WithdrawalSettings, type: WithdrawType, cents: number): void {
  const limits = typeSettings(settings, type);
  if (!limits) throw refuse(CashierError.withdrawTypeUnknown, 'This way of withdrawing is not offered');
  if (cents < limits.minCents) {
    throw refuse(CashierError.amountBelowMinimum, `The smallest withdrawal is ${centsToWire(limits.minCents)}`);
  }
  if (cents > limits.maxCents) {
    throw refuse(CashierError.amountAboveMaximum, `The largest withdrawal is ${centsToWire(limits.maxCents)}`);
  }
  if (settings.fixedAmountsCents.length > 0 && !settings.fixedAmountsCents.includes(cents)) {
    throw refuse(CashierError.amountNotOffered, `Choose one of ${settings.fixedAmountsCents.map(centsToWire).join(', ')}`);
  }
}

/** The member's own card by its id; anyone else's, or none, is `bank.card.not.found`. */
function ownCard(ctx: SandboxServices, accountId: number, id: string): BankCardRow {
  const card = /^[1-9][0-9]{0,14}$/.test(id) ? withdrawalRepo(ctx).card(Number(id)) : undefined;
  if (!card || card.accountId !== accountId) throw refuse(CashierError.bankCardUnknown, 'No such payout account');
  return card;
}

export function withdrawalHandlers(ctx: SandboxServices): CatalogueHandlers {
  const repo = withdrawalRepo(ctx);
  return {
    'cashier.withdrawSettings': ({ session }) => {
      payoutMember(ctx, session);
      return settingsAnswer(readSettings(repo));
    },

    'cashier.withdrawBanks': ({ session }) => {
      payoutMember(ctx, session);
      return repo.banks().map((b) => ({ bankCode: b.bankCode, bankName: b.bankName, withdrawType: b.withdrawType }));
    },

    'cashier.bankCards': ({ session }) => repo.cards(payoutMember(ctx, session).id).map(cardAnswer),

    /** The holder must be the member's real name (kept at registration); one number belongs to one member. */
    'cashier.addBankCard': ({ session, payload }) => {
      const account = payoutMember(ctx, session);
      const realName = repo.payeeName(account.id);
      if (!realName) throw refuse(CashierError.realNameMissing, 'Your real name is needed before you add a payout account');
      const bank = repo.bank(payload.bankCode);
      if (!bank || bank.withdrawType !== payload.withdrawType) throw refuse(CashierError.bankUnknown, 'Choose a bank from the list');
      if (!sameName(payload.accountName, realName)) {
        throw refuse(CashierError.bankCardHolder, 'The account holder must be you: use the real name of your account');
      }
      // Bank and e-wallet numbers are written with spaces or dashes; an address is taken as typed.
      const accountNo = payload.withdrawType === 'VW' ? payload.accountNo.trim() : payload.accountNo.replace(/[\s-]/g, '');
      if (!new RegExp(bank.numberPattern).test(accountNo)) {
        throw refuse(CashierError.bankCardNumber, `That is not a valid ${bank.bankName} account number`);
      }
      if (repo.cardByNumber(bank.bankCode, accountNo)) throw refuse(CashierError.bankCardDuplicate, 'This account is already added');
      if (repo.cards(account.id).length >= MAX_BANK_CARDS) {
        throw refuse(CashierError.bankCardLimit, `You can keep at most ${MAX_BANK_CARDS} payout accounts`);
      }
      const id = repo.addCard(account.id, bank.withdrawType, bank.bankCode, realName, accountNo, ctx.clock.now());
      return cardAnswer(repo.card(id)!);
    },

    'cashier.paymentPasswordStatus': ({ session }) => {
      requireFlag(ctx, 'PAYMENTPASS3', 'The withdrawal password');
      return repo.passwordHash(payoutMember(ctx, session).id) !== null;
    },

    /** The first withdrawal password, checked by the sign-in password. */
    'cashier.setPaymentPassword': async ({ session, payload }) => {
      requireFlag(ctx, 'PAYMENTPASS3', 'The withdrawal password');
      const account = payoutMember(ctx, session);
      if (repo.passwordHash(account.id) !== null) {
        throw refuse(CashierError.paymentPasswordExists, 'A withdrawal password is already set: change it instead');
      }
      checkNewPaymentPassword(payload.paymentPassword, payload.confirmPaymentPassword);
      if (!(await verifyPassword(payload.loginPassword, account.passwordHash))) {
        throw refuse(CashierError.loginPasswordWrong, 'The sign-in password is not correct');
      }
      repo.setPasswordHash(account.id, await hashPaymentPassword(payload.paymentPassword));
      return null;
    },

    /** A new withdrawal password, checked by the old one (wrong ones count towards the lock). */
    'cashier.changePaymentPassword': async ({ session, payload }) => {
      requireFlag(ctx, 'PAYMENTPASS3', 'The withdrawal password');
      const account = payoutMember(ctx, session);
      checkNewPaymentPassword(payload.newPaymentPassword, payload.confirmNewPaymentPassword);
      await verifyPaymentPassword(ctx, account.id, payload.oldPaymentPassword);
      repo.setPasswordHash(account.id, await hashPaymentPassword(payload.newPaymentPassword));
      return null;
    },

    /** The fee a withdrawal of this amount would carry: the penalty charge plus the type's percentage. */
    'cashier.withdrawFee': ({ session, payload }) => {
      payoutMember(ctx, session);
      const settings = readSettings(repo);
      const type = typeSettings(settings, payload.withdrawType);
      if (!type) throw refuse(CashierError.withdrawTypeUnknown, 'This way of withdrawing is not offered');
      return centsToWire(feeCents(settings, type, amountCents(payload.withdrawAmount)));
    },

    /**
     * Takes amount and fee from the main wallet in one transaction and records a PENDING order for
     * the desk. Every refusal leaves the ledger as it was; the same requestId answers the same order.
     */
    'cashier.withdraw': async ({ session, payload }) => {
      const account = payoutMember(ctx, session);
      catchUpConfirmations(ctx);
      if (payload.requestId) {
        const done = repo.byRequest(account.id, payload.requestId);
        if (done) return withdrawResult(done);
      }
      const now = ctx.clock.now();
      const settings = readSettings(repo);
      if (!isWithinHours(settings, now)) {
        throw refuse(CashierError.withdrawHours, `Withdrawals are open from ${settings.hoursFrom} to ${settings.hoursTo} (UTC+08:00)`);
      }
      const card = ownCard(ctx, account.id, payload.bankCardId);
      if (payload.withdrawType && payload.withdrawType !== card.withdrawType) {
        throw refuse(CashierError.bankCardUnknown, 'That payout account is not of the chosen kind');
      }
      const cents = amountCents(payload.amount);
      checkAmount(settings, card.withdrawType, cents);
      // Claimed cash rewards ask for their turnover in valid bets before any withdrawal.
      const owed = ctx.repos.rewardGrants.remainingTurnover(account.id, now);
      if (owed > 0) throw refuse(RewardError.turnoverRemaining, `Place ${centsToWire(owed)} more in valid bets before withdrawing`);
      const flags = ctx.repos.system.flags();
      if (flags.PAYMENTPASS3 && !(flags.WDRAWNOPASSVERIF3 && payload.password === '')) {
        await verifyPaymentPassword(ctx, account.id, payload.password);
      }
      const fee = feeCents(settings, typeSettings(settings, card.withdrawType)!, cents);
      const balance = ctx.repos.wallets.balances(account.id).find((w) => w.walletType === MAIN_WALLET)?.balance ?? 0;
      const short = () =>
        refuse(CashierError.balanceInsufficient, `The main wallet does not cover ${centsToWire(cents)} and its fee of ${centsToWire(fee)}`);
      if (balance < cents + fee) throw short();
      try {
        const id = repo.submit({
          accountId: account.id,
          bankCardId: card.id,
          withdrawType: card.withdrawType,
          amount: cents,
          fee,
          requestId: payload.requestId ?? null,
          channel: channelOf(card),
          now,
        });
        return withdrawResult(repo.withdrawal(id)!);
      } catch (error) {
        if (error instanceof InsufficientBalance) throw short();
        // The same requestId sent twice at once: the second insert meets the first order.
        const done = payload.requestId ? repo.byRequest(account.id, payload.requestId) : undefined;
        if (done) return withdrawResult(done);
        throw error;
      }
    },
  };
}
