import QRCode from 'qrcode';
import type { BalanceValue } from '../../../../shared/domains/cashier/schemas';
import type { DepositChannelsValue, DepositPayload, WalletTransferResult } from '../../../../shared/domains/cashier/schemas';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { refuse, requireFlag } from '../../core/refusals';
import { InsufficientBalance, MAIN_WALLET, type WalletMove } from '../../core/wallets-repository';
import { amountCents, CURRENCY } from '../../core/money';
import { CashierSetting, depositOrderId, type ChannelRow, type DepositOrderRow, type TransferRow } from './cashier-repository';
import { DEPOSIT_LIFETIME_MS } from './deposits';
import { paymentLinkUrl } from './payments';
import { TRIAL_TYPE } from '../../core/accounts';
import type { AreaContext } from '../../core/area-context';

/** Ledger reasons of a move between two wallets of one member; ref = the client's request id. */
export const TRANSFER_OUT = 'transfer.out';
export const TRANSFER_IN = 'transfer.in';

/** The brand name the payment provider shows when the operator has not set one. */
const DEFAULT_MERCHANT_NAME = 'Gamefront';

/** Wallets, transfers between them and deposits (FUNDTRANS3, DPSTBAS3). */
export function cashierHandlers(ctx: AreaContext): CatalogueHandlers {
  const { addresses } = ctx;
  const { cashier, wallets, accounts } = ctx.repos;
  const isSingle = () => cashier.setting(CashierSetting.singleWallet) === '1';

  /** Trial accounts play with demo money that never leaves the main wallet. */
  const realMember = (session: ActiveSession | null): number => {
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
    return account.id;
  };

  const requireTransfers = () => {
    requireFlag(ctx, 'FUNDTRANS3', 'Wallet transfer');
    if (isSingle()) throw refuse(CashierError.singleWallet, 'Every game plays from the main wallet: there is nothing to transfer');
  };

  const transferResult = (row: TransferRow): WalletTransferResult => ({ transactionId: `T${row.id}`, amount: centsToWire(row.amount) });

  const requireDeposits = (session: ActiveSession | null): number => {
    requireFlag(ctx, 'DPSTBAS3', 'Deposit');
    const accountId = realMember(session);
    if (cashier.setting(CashierSetting.allowDeposit) === 'N') throw refuse(CashierError.depositClosed, 'Deposits are closed for now');
    return accountId;
  };

  /** Makes the PENDING order of a deposit payload, or answers the one this request id already made. */
  const openOrder = (session: ActiveSession | null, payload: DepositPayload, flow: ChannelRow['flow']): DepositOrderRow => {
    const accountId = requireDeposits(session);
    const existing = cashier.orderByRequest(accountId, payload.requestId);
    if (existing) return existing;
    const channel = cashier.channels().find((c) => c.vendorId === payload.vendorId && c.mcsBankCode === payload.mcsBankCode);
    if (!channel || channel.flow !== flow) {
      throw refuse(CashierError.channelUnknown, channel ? `This channel takes payment by ${channel.flow}` : 'No such deposit channel');
    }
    if (channel.banks.length > 0 && !channel.banks.some((b) => b.bankCode === payload.bankCode && b.bankType === payload.bankType)) {
      throw refuse(CashierError.bankUnknown, 'This channel does not offer that bank');
    }
    const cents = amountCents(payload.amount);
    if (cents < channel.minAmount) throw refuse(CashierError.amountBelowMinimum, `The minimum is ${centsToWire(channel.minAmount)}`);
    if (cents > channel.maxAmount) throw refuse(CashierError.amountAboveMaximum, `The maximum is ${centsToWire(channel.maxAmount)}`);
    const now = ctx.clock.now();
    const id = cashier.addOrder({
      accountId,
      requestId: payload.requestId,
      vendorId: channel.vendorId,
      mcsBankCode: channel.mcsBankCode,
      bankCode: channel.banks.length > 0 ? payload.bankCode : channel.mcsBankCode,
      channelName: channel.displayName,
      amount: cents,
      createdAt: now,
      expiresAt: now + DEPOSIT_LIFETIME_MS,
    });
    return cashier.orderById(id)!;
  };

  const payPage = (order: DepositOrderRow) =>
    paymentLinkUrl(ctx.payments, {
      orderId: depositOrderId(order.id),
      amount: centsToWire(order.amount),
      channel: order.channelName,
      brand: cashier.setting(CashierSetting.merchantName) ?? DEFAULT_MERCHANT_NAME,
      back: `${addresses.siteUrls[0]}/`,
      expiresAt: order.expiresAt,
    });

  return {
    /** Every wallet: the main one (accountTypeId 2) and each vendor's sub-wallet, which names its vendor. */
    'cashier.balance': ({ session, payload }): BalanceValue => {
      // Lottery orders whose issue has drawn are paid before the balance is read.
      ctx.drawEngine.catchUp();
      const accountId = session!.accountId;
      const rows = [
        { accountTypeId: MAIN_WALLET, availBalance: wallets.balance(accountId, MAIN_WALLET) / 100 },
        ...cashier.subWallets().map((w) => ({
          accountTypeId: w.accountTypeId,
          availBalance: wallets.balance(accountId, w.accountTypeId) / 100,
          vendor: w.vendor,
        })),
      ];
      const typeId = Number(payload.typeId ?? '0');
      const shown = typeId === 0 ? rows : rows.filter((r) => r.accountTypeId === typeId);
      const cents = wallets.balances(accountId).reduce((sum, w) => sum + w.balance, 0);
      return { sumBalance: cents / 100, balance: shown, currency: CURRENCY.code, currencySymbol: CURRENCY.symbol };
    },

    'cashier.merchantWallet': () => ({ isSingle: isSingle() }),

    /** The contract request states per kind: 0 none, 1 an offer waits for the member's answer, 2 an active contract. */
    'cashier.consolidated': ({ session }) => {
      ctx.drawEngine.catchUp();
      ctx.contractEngine.catchUp();
      const cents = wallets.balances(session!.accountId).reduce((sum, w) => sum + w.balance, 0);
      const states = ctx.repos.contracts.requestStates(session!.accountId);
      return {
        sumBalance: cents / 100,
        dailysalreqtype: states.DAILY_SALARY,
        divtypereq: states.DIVIDEND,
        contracthoursalreq: states.HOURLY_SALARY,
        realtimesalreqtype: states.REALTIME_SALARY,
      };
    },

    'cashier.transfer': ({ session, payload }) => {
      requireTransfers();
      const accountId = realMember(session);
      const done = cashier.transferByRequest(accountId, payload.requestId);
      if (done) return transferResult(done);
      const cents = amountCents(payload.amount);
      const { fromAccountTypeId: from, toAccountTypeId: to } = payload;
      const known = new Set([MAIN_WALLET, ...cashier.subWallets().map((w) => w.accountTypeId)]);
      if (!known.has(from) || !known.has(to)) throw refuse(CashierError.walletUnknown, 'No such wallet');
      if (from === to) throw refuse(CashierError.walletSame, 'Choose two different wallets');
      const now = ctx.clock.now();
      try {
        const row = ctx.db.transaction(() => {
          const again = cashier.transferByRequest(accountId, payload.requestId);
          if (again) return again;
          wallets.moveMany(
            accountId,
            [
              { walletType: from, cents: -cents, reason: TRANSFER_OUT, ref: payload.requestId },
              { walletType: to, cents, reason: TRANSFER_IN, ref: payload.requestId },
            ],
            now,
          );
          const fields = { requestId: payload.requestId, kind: 'TRANSFER' as const, fromType: from, toType: to, amount: cents };
          return { id: cashier.addTransfer(accountId, { ...fields, wallets: 1, createdAt: now }), ...fields, wallets: 1, createdAt: now };
        })();
        return transferResult(row);
      } catch (error) {
        if (error instanceof InsufficientBalance) throw refuse(CashierError.balanceInsufficient, 'The wallet balance is not enough');
        throw error;
      }
    },

    /** Every sub-wallet's whole balance back to the main wallet, in one transaction. */
    'cashier.recallAll': ({ session, payload }) => {
      requireTransfers();
      const accountId = realMember(session);
      const now = ctx.clock.now();
      const row = ctx.db.transaction(() => {
        const done = cashier.transferByRequest(accountId, payload.requestId);
        if (done) return done;
        const moves: WalletMove[] = [];
        let total = 0;
        for (const w of cashier.subWallets()) {
          const cents = wallets.balance(accountId, w.accountTypeId);
          if (cents === 0) continue;
          total += cents;
          // One ledger row per sub-wallet: (reason, ref) is unique per member, so each carries its wallet.
          moves.push({ walletType: w.accountTypeId, cents: -cents, reason: TRANSFER_OUT, ref: `${payload.requestId}:${w.accountTypeId}` });
        }
        if (total > 0) moves.push({ walletType: MAIN_WALLET, cents: total, reason: TRANSFER_IN, ref: payload.requestId });
        wallets.moveMany(accountId, moves, now);
        const fields = { requestId: payload.requestId, kind: 'RECALL' as const, fromType: null, toType: MAIN_WALLET, amount: total };
        const count = moves.length === 0 ? 0 : moves.length - 1;
        return {
          id: cashier.addTransfer(accountId, { ...fields, wallets: count, createdAt: now }),
          ...fields,
          wallets: count,
          createdAt: now,
        };
      })();
      return { amount: centsToWire(row.amount), wallets: row.wallets };
    },

    'cashier.depositSettings': ({ session }) => {
      requireFlag(ctx, 'DPSTBAS3', 'Deposit');
      const accountId = session!.accountId;
      return {
        allowDeposit: cashier.setting(CashierSetting.allowDeposit) === 'N' ? 'N' : 'Y',
        totalDepositSuccessCount: cashier.creditedCount(accountId),
        depositInfo: cashier.setting(CashierSetting.depositInfo) ?? '',
      };
    },

    /** Channels grouped by payment method code, in the operator's order. */
    'cashier.depositChannels': () => {
      requireFlag(ctx, 'DPSTBAS3', 'Deposit');
      const value: DepositChannelsValue = {};
      for (const c of cashier.channels()) {
        const method = (value[c.methodCode] ??= { methodName: c.methodName, channels: [] });
        method.channels.push({
          vendorId: c.vendorId,
          vendorName: c.vendorName,
          mcsBankCode: c.mcsBankCode,
          displayName: c.displayName,
          flow: c.flow,
          minAmount: centsToWire(c.minAmount),
          maxAmount: centsToWire(c.maxAmount),
          presetAmounts: c.presets.map(centsToWire),
          banks: c.banks,
        });
      }
      return value;
    },

    /** A QR image (PNG data: URL) that encodes the provider's payment page for the order. */
    'cashier.depositByQr': async ({ session, payload }) => {
      const order = openOrder(session, payload, 'QR');
      const qrImageUrl = await QRCode.toDataURL(payPage(order), { type: 'image/png', margin: 2, width: 256, errorCorrectionLevel: 'M' });
      return { orderId: depositOrderId(order.id), amount: centsToWire(order.amount), qrImageUrl, expiresAt: order.expiresAt };
    },

    /** The provider's payment page for the order, opened in a new window. */
    'cashier.depositByLaunchUrl': ({ session, payload }) => {
      const order = openOrder(session, payload, 'LAUNCH');
      return {
        orderId: depositOrderId(order.id),
        amount: centsToWire(order.amount),
        launchUrl: payPage(order),
        expiresAt: order.expiresAt,
      };
    },
  };
}
