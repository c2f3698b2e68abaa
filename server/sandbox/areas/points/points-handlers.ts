import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import { PointsError } from '../../../../shared/domains/points/errors';
import {
  REDEEM_MOBILE_PATTERN,
  type PointReward,
  type PointRewardsQuery,
  type PointRewardsValue,
  type RedeemOrder,
} from '../../../../shared/domains/points/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import type { AccountRow } from '../identity';
import { verifyPassword } from '../../core/password';
import { refuse, requireFlag } from '../../core/refusals';
import { verifyPaymentPassword } from '../cashier';
import { redeemRef, type RedeemRow, type RewardRow } from './points-repository';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** The image CDN's picture of a reward (points-routes.ts draws it). */
export const rewardImage = (id: number): string => `/img/reward/${id}.svg`;

const MOBILE = new RegExp(REDEEM_MOBILE_PATTERN);

export const rewardOf = (row: RewardRow): PointReward => ({
  id: row.id,
  name: row.name,
  description: row.description,
  kind: row.kind,
  imageUrl: rewardImage(row.id),
  points: row.points,
  stock: row.stock,
  faceValue: row.faceValue === null ? null : centsToWire(row.faceValue),
});

export const redeemOrderOf = (row: RedeemRow): RedeemOrder => ({
  id: redeemRef(row.id),
  rewardId: row.rewardId,
  rewardName: row.rewardName,
  kind: row.kind,
  imageUrl: rewardImage(row.rewardId),
  quantity: row.quantity,
  points: row.points,
  status: row.status,
  address: row.address,
  mobile: row.mobile,
  remark: row.remark,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

const pageOf = (count: number, pageNo: number, pageSize: number) => ({
  pageNo,
  pageSize,
  totalCount: count,
  totalPages: Math.ceil(count / pageSize),
});

/**
 * The points calls (PTSYS3): balance, configuration, the mall's rewards (public through
 * `points.showcase`, as guests browse the mall), redemption, the redemption list, the point
 * details and conversion to cash. Redemption and conversion are password-checked: the sign-in
 * password, or for a physical reward the withdrawal password with a receiving address and a mobile
 * number. Checked in order: the module, the account (trial accounts neither redeem nor convert),
 * the fields, the password, then the balance and the stock in one transaction.
 */
export function pointsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, points } = ctx.repos;

  const member = (session: ActiveSession | null): AccountRow => {
    requireFlag(ctx, 'PTSYS3', 'Points');
    return accounts.byId(session!.accountId)!;
  };
  const realMember = (session: ActiveSession | null): AccountRow => {
    const account = member(session);
    if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
    return account;
  };

  const rewards = (payload: PointRewardsQuery): PointRewardsValue => {
    requireFlag(ctx, 'PTSYS3', 'Points');
    const page = points.rewards(payload.kind ?? null, payload.pageSize, (payload.pageNo - 1) * payload.pageSize);
    return { list: page.rows.map(rewardOf), ...pageOf(page.count, payload.pageNo, payload.pageSize) };
  };

  const signInPassword = async (account: AccountRow, password: string): Promise<void> => {
    if (!(await verifyPassword(password, account.passwordHash))) {
      throw refuse(PointsError.passwordWrong, 'The sign-in password is incorrect');
    }
  };

  return {
    'points.balance': ({ session }) => ({ points: points.balance(member(session).id) }),

    'points.config': () => {
      requireFlag(ctx, 'PTSYS3', 'Points');
      const conversion = points.conversion();
      return {
        earn: points.rates().map((r) => ({ source: r.source, type: r.pointType, amountPerPoint: centsToWire(r.centsPerPoint) })),
        conversion: { points: conversion.points, amount: centsToWire(conversion.cents) },
        minConversion: conversion.minPoints,
        expires: false,
      };
    },

    'points.conversionTypes': () => {
      requireFlag(ctx, 'PTSYS3', 'Points');
      const conversion = points.conversion();
      return [{ type: 'CASH', points: conversion.points, amount: centsToWire(conversion.cents), minPoints: conversion.minPoints }];
    },

    'points.rewards': ({ payload }) => rewards(payload),
    'points.showcase': ({ payload }) => rewards(payload),

    'points.redeem': async ({ session, payload }) => {
      const account = realMember(session);
      const reward = points.reward(payload.rewardId);
      if (!reward) throw refuse(PointsError.rewardUnknown, 'This reward is not offered');
      const physical = reward.kind === 'PHYSICAL';
      const address = payload.address?.trim() ?? '';
      const mobile = payload.mobile?.trim() ?? '';
      if (physical && address.length < 5) throw refuse(PointsError.addressRequired, 'A physical reward needs a receiving address');
      if (physical && !MOBILE.test(mobile)) throw refuse(PointsError.mobileInvalid, 'A physical reward needs a valid mobile number');
      if (physical) await verifyPaymentPassword(ctx, account.id, payload.password);
      else await signInPassword(account, payload.password);
      const done = points.redeem(
        {
          accountId: account.id,
          rewardId: reward.id,
          quantity: payload.quantity,
          address: physical ? address : null,
          mobile: physical ? mobile : null,
        },
        ctx.clock.now(),
      );
      if (done === 'unknown_reward') throw refuse(PointsError.rewardUnknown, 'This reward is not offered');
      if (done === 'out_of_stock') throw refuse(PointsError.outOfStock, 'Not enough of this reward is left');
      if (done === 'insufficient') throw refuse(PointsError.pointsInsufficient, 'Your points are not enough for this reward');
      return redeemOrderOf(done);
    },

    'points.redeemList': ({ session, payload }) => {
      const account = member(session);
      const page = points.redeems(account.id, payload.status ?? null, payload.pageSize, (payload.pageNo - 1) * payload.pageSize);
      return {
        list: page.rows.map(redeemOrderOf),
        ...pageOf(page.count, payload.pageNo, payload.pageSize),
        totals: { points: page.points },
      };
    },

    'points.entries': ({ session, payload }) => {
      const account = member(session);
      const page = points.entries(account.id, payload.type ?? null, payload.pageSize, (payload.pageNo - 1) * payload.pageSize);
      return {
        list: page.rows.map((row) => ({
          id: row.id,
          type: row.type,
          points: row.points,
          balance: row.balanceAfter,
          remark: row.remark,
          status: row.status,
          createdAt: row.createdAt,
        })),
        ...pageOf(page.count, payload.pageNo, payload.pageSize),
        totals: { earned: page.earned, spent: page.spent },
      };
    },

    'points.convert': async ({ session, payload }) => {
      const account = realMember(session);
      const conversion = points.conversion();
      if (payload.points < conversion.minPoints) {
        throw refuse(PointsError.belowMinimum, `Convert at least ${conversion.minPoints} points`);
      }
      if (payload.points % conversion.points !== 0) {
        throw refuse(PointsError.conversionStep, `Convert a multiple of ${conversion.points} points`);
      }
      await signInPassword(account, payload.password);
      const cents = (payload.points / conversion.points) * conversion.cents;
      const entry = points.convert(account.id, payload.points, cents, ctx.clock.now());
      if (entry === 'insufficient') throw refuse(PointsError.pointsInsufficient, 'You do not have that many points');
      return { entryId: entry.id, points: payload.points, amount: centsToWire(cents), balance: entry.balanceAfter };
    },
  };
}
