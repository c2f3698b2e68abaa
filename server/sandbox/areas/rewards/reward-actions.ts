import { randomInt } from 'node:crypto';
import { centsToWire } from '../../../../shared/money';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import {
  LOGIN_CYCLE_DAYS,
  REWARD_DAY_UTC_OFFSET_MINUTES,
  RewardPromotionTypes,
  SlotSymbols,
  type ClaimLoginValue,
  type ClaimableReward,
  type LoginPromotionValue,
  type PromoCode,
  type Raffle,
  type RewardPromotionType,
  type SlotSymbol,
  type Ticket,
  type TicketOutcome,
  type TicketPrize,
} from '../../../../shared/domains/rewards/schemas';
import { refuse } from '../../core/refusals';
import type { ClaimRefusal, RewardGrantRow } from './reward-grants-repository';
import type { PromoCodeRow, RaffleRow, TicketPrizeRow, TicketRow } from './rewards-repository';
import type { SandboxServices } from '../../core/area-context';

const DAY_MS = 86_400_000;
/** A raffle's prize waits this long for its winner's claim. */
export const RAFFLE_CLAIM_DAYS = 30;

/** The platform day (UTC+08:00) holding `ms`, as YYYY-MM-DD. */
export const platformDay = (ms: number): string => new Date(ms + REWARD_DAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
/** The platform day `days` after `day` (negative: before). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The instant a platform day starts. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;

export const isRewardType = (type: string): type is RewardPromotionType => (RewardPromotionTypes as readonly string[]).includes(type);
const isSymbol = (symbol: string): symbol is SlotSymbol => (SlotSymbols as readonly string[]).includes(symbol);

/** A grant as the reward centre answers it (`rewardId` and `promotionClaimId` are both its id). */
export function rewardView(row: RewardGrantRow): ClaimableReward {
  if (!isRewardType(row.promotionType)) throw new Error(`Reward ${row.id} has an unknown type ${row.promotionType}`);
  return {
    rewardId: row.id,
    promotionClaimId: row.id,
    promotionType: row.promotionType,
    promotionId: row.promotionId,
    title: row.title,
    amount: centsToWire(row.amount),
    turnover: centsToWire(row.turnover),
    status: row.status,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    claimedAt: row.claimedAt,
  };
}

/** A refused claim as the member reads it. */
export function claimRefusal(reason: ClaimRefusal) {
  if (reason === 'claimed') return refuse(RewardError.rewardClaimed, 'This reward has already been claimed');
  if (reason === 'expired') return refuse(RewardError.rewardExpired, 'This reward has expired');
  return refuse(RewardError.rewardUnknown, 'No such reward');
}

/** Issues a reward for `sourceRef` and pays it at once: promo codes, prize tickets and sign-ins pay as they happen. */
function issueAndPay(
  ctx: SandboxServices,
  reward: Parameters<SandboxServices['repos']['rewardGrants']['issue']>[0],
  now: number,
): RewardGrantRow {
  const grants = ctx.repos.rewardGrants;
  const grant = grants.issue(reward, now);
  const paid = grants.claim(reward.accountId, grant.id, now);
  if (typeof paid === 'string') throw claimRefusal(paid);
  return paid;
}

// ---------------------------------------------------------------------------------------------
// Promo codes.

export function promoCodeView(row: PromoCodeRow, claimed: boolean, now: number): PromoCode {
  const status = claimed
    ? 'CLAIMED'
    : row.expiresAt <= now
      ? 'EXPIRED'
      : row.totalLimit !== null && row.claims >= row.totalLimit
        ? 'EXHAUSTED'
        : 'AVAILABLE';
  return {
    promoCode: row.code,
    description: row.description,
    amount: centsToWire(row.amount),
    turnover: centsToWire(row.turnover),
    expiresAt: row.expiresAt,
    status,
  };
}

/**
 * Claims a promo code for the member, checked in order: known, not expired, not claimed by this
 * member, under its total limit. The claim row, the grant and its payment are one transaction.
 */
export function claimPromoCode(ctx: SandboxServices, accountId: number, typed: string, now: number): RewardGrantRow {
  const { rewards } = ctx.repos;
  return rewards.transaction(() => {
    const code = rewards.promoByCode(typed);
    if (!code) throw refuse(RewardError.promoCodeUnknown, 'This promo code does not exist');
    if (code.expiresAt <= now) throw refuse(RewardError.promoCodeExpired, 'This promo code has expired');
    if (rewards.promoClaimedBy(accountId).has(code.id)) throw refuse(RewardError.promoCodeClaimed, 'You have already used this promo code');
    if (code.totalLimit !== null && code.claims >= code.totalLimit) {
      throw refuse(RewardError.promoCodeExhausted, 'This promo code has been used up');
    }
    const paid = issueAndPay(
      ctx,
      {
        accountId,
        promotionType: 'PROMO_CODE',
        promotionId: code.id,
        title: code.description,
        amount: code.amount,
        turnover: code.turnover,
        sourceRef: `promo:${code.id}`,
      },
      now,
    );
    rewards.recordPromoClaim(code.id, accountId, paid.id, now);
    return paid;
  })();
}

// ---------------------------------------------------------------------------------------------
// Prize tickets.

export const prizeView = (prize: TicketPrizeRow): TicketPrize => {
  if (!isSymbol(prize.symbol)) throw new Error(`Prize ${prize.id} has an unknown symbol ${prize.symbol}`);
  return { prizeId: prize.id, amount: centsToWire(prize.amount), symbol: prize.symbol };
};

export function ticketView(ctx: SandboxServices, row: TicketRow, now: number): Ticket {
  const expired = row.status !== 'CLAIMED' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    ticketId: row.id,
    transactionId: row.transactionId,
    type: row.ticketType,
    status: expired ? 'EXPIRED' : row.status,
    title: row.title,
    prizes: ctx.repos.rewards.prizes(row.ticketType).map(prizeView),
    prizeId: row.prizeId,
    expiresAt: row.expiresAt,
  };
}

/** A prize of the ticket type's table, drawn by weight with the platform's random source. */
function drawPrize(prizes: readonly TicketPrizeRow[]): TicketPrizeRow {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new Error('A ticket type without prizes');
  let pick = randomInt(total);
  for (const prize of prizes) {
    if (pick < prize.weight) return prize;
    pick -= prize.weight;
  }
  return prizes[prizes.length - 1];
}

/** The member's ticket, refused when unknown, claimed or expired. */
function usableTicket(ctx: SandboxServices, accountId: number, transactionId: string, now: number): TicketRow {
  const ticket = ctx.repos.rewards.ticket(accountId, transactionId);
  if (!ticket) throw refuse(RewardError.ticketUnknown, 'No such prize ticket');
  if (ticket.status === 'CLAIMED') throw refuse(RewardError.ticketClaimed, 'This prize ticket has already been used');
  if (ticket.expiresAt !== null && ticket.expiresAt <= now) throw refuse(RewardError.ticketExpired, 'This prize ticket has expired');
  return ticket;
}

const outcome = (
  ctx: SandboxServices,
  accountId: number,
  transactionId: string,
  prize: TicketPrizeRow,
  reward: RewardGrantRow | null,
  now: number,
): TicketOutcome => {
  const view = prizeView(prize);
  return {
    ticket: ticketView(ctx, ctx.repos.rewards.ticket(accountId, transactionId)!, now),
    prize: view,
    reels: [view.symbol, view.symbol, view.symbol],
    reward: reward && rewardView(reward),
  };
};

/**
 * Spins a slot machine ticket: draws its prize and keeps it; the claim pays it. A ticket already
 * spun answers the platform's `slot_machine_use_claim_for_final_spin`.
 */
export function spinSlotMachine(ctx: SandboxServices, accountId: number, transactionId: string, now: number): TicketOutcome {
  const { rewards } = ctx.repos;
  return rewards.transaction(() => {
    const ticket = usableTicket(ctx, accountId, transactionId, now);
    if (ticket.ticketType !== 'SLOT_MACHINE') throw refuse(RewardError.ticketNotSlotMachine, 'Only a slot machine ticket is spun');
    if (ticket.status === 'SPUN') throw refuse(RewardError.slotMachineFinalSpin, 'This ticket has been spun: claim its prize');
    const prize = drawPrize(rewards.prizes(ticket.ticketType));
    if (!rewards.spin(ticket.id, prize.id, now))
      throw refuse(RewardError.slotMachineFinalSpin, 'This ticket has been spun: claim its prize');
    return outcome(ctx, accountId, transactionId, prize, null, now);
  })();
}

/** Claims a ticket: its spun prize, or a prize drawn now, paid through a TICKET grant, once. */
export function claimTicket(ctx: SandboxServices, accountId: number, transactionId: string, now: number): TicketOutcome {
  const { rewards } = ctx.repos;
  return rewards.transaction(() => {
    const ticket = usableTicket(ctx, accountId, transactionId, now);
    const prizes = rewards.prizes(ticket.ticketType);
    const prize = (ticket.prizeId !== null && prizes.find((p) => p.id === ticket.prizeId)) || drawPrize(prizes);
    const paid = issueAndPay(
      ctx,
      {
        accountId,
        promotionType: 'TICKET',
        promotionId: ticket.id,
        title: ticket.title,
        amount: prize.amount,
        turnover: prize.turnover,
        sourceRef: `ticket:${ticket.id}`,
      },
      now,
    );
    if (!rewards.claimTicket(ticket.id, prize.id, paid.id, now))
      throw refuse(RewardError.ticketClaimed, 'This prize ticket has already been used');
    return outcome(ctx, accountId, transactionId, prize, paid, now);
  })();
}

// ---------------------------------------------------------------------------------------------
// Raffles.

/**
 * Draws every raffle whose time has come by the sandbox clock, once each: its winners are picked
 * at random among the entries, and each gets a RAFFLE grant issued at the draw time.
 */
export function drawDueRaffles(ctx: SandboxServices, now: number): void {
  const { rewards, rewardGrants } = ctx.repos;
  for (const due of rewards.dueRaffles(now)) {
    rewards.transaction(() => {
      if (!rewards.markDrawn(due.id, due.drawsAt)) return;
      const entries = rewards.entries(due.id);
      // A partial Fisher–Yates shuffle: the first `winners` places are the winners.
      const order = entries.map((e) => e.accountId);
      const count = Math.min(due.winners, order.length);
      for (let i = 0; i < count; i++) {
        const j = i + randomInt(order.length - i);
        [order[i], order[j]] = [order[j], order[i]];
      }
      const winners = new Set(order.slice(0, count));
      for (const entry of entries) {
        if (!winners.has(entry.accountId)) {
          rewards.settleEntry(due.id, entry.accountId, false, null);
          continue;
        }
        const grant = rewardGrants.issue(
          {
            accountId: entry.accountId,
            promotionType: 'RAFFLE',
            promotionId: due.id,
            title: due.title,
            amount: due.prize,
            turnover: due.turnover,
            sourceRef: `raffle:${due.id}`,
            expiresAt: due.drawsAt + RAFFLE_CLAIM_DAYS * DAY_MS,
          },
          due.drawsAt,
        );
        rewards.settleEntry(due.id, entry.accountId, true, grant.id);
      }
    })();
  }
}

export function raffleView(ctx: SandboxServices, raffle: RaffleRow, accountId: number): Raffle {
  const entry = ctx.repos.rewards.entry(raffle.id, accountId);
  const result = !entry ? 'NOT_ENTERED' : entry.won === null ? 'ENTERED' : entry.won === 1 ? 'WON' : 'LOST';
  return {
    promotionId: raffle.id,
    title: raffle.title,
    prize: centsToWire(raffle.prize),
    winners: raffle.winners,
    entries: raffle.entries,
    drawsAt: raffle.drawsAt,
    status: raffle.drawnAt === null ? 'OPEN' : 'DRAWN',
    result,
    rewardId: entry?.grantId ?? null,
  };
}

/** Enters the member in an open raffle, once. */
export function enterRaffle(ctx: SandboxServices, accountId: number, raffleId: number, now: number): Raffle {
  const { rewards } = ctx.repos;
  return rewards.transaction(() => {
    const raffle = rewards.raffle(raffleId);
    if (!raffle) throw refuse(RewardError.raffleUnknown, 'No such raffle');
    if (raffle.drawnAt !== null || raffle.drawsAt <= now) throw refuse(RewardError.raffleClosed, 'This raffle has closed');
    if (rewards.entry(raffleId, accountId)) throw refuse(RewardError.raffleEntered, 'You have already entered this raffle');
    rewards.enter(raffleId, accountId, now);
    return raffleView(ctx, rewards.raffle(raffleId)!, accountId);
  })();
}

// ---------------------------------------------------------------------------------------------
// Daily sign-in.

/** Where the member stands today: a streak lives while its last day is today or yesterday. */
function loginState(ctx: SandboxServices, accountId: number, now: number) {
  const today = platformDay(now);
  const yesterday = shiftDay(today, -1);
  const last = ctx.repos.rewards.lastSignin(accountId);
  const signedToday = last?.day === today;
  const continues = last?.day === yesterday;
  return {
    today,
    signedToday,
    streak: signedToday || continues ? last!.streak : 0,
    nextStreak: continues ? last!.streak + 1 : 1,
    cycleDay: signedToday ? last!.cycleDay : continues ? (last!.streak % LOGIN_CYCLE_DAYS) + 1 : 1,
  };
}

function loginConfig(ctx: SandboxServices, now: number) {
  const config = ctx.repos.rewards.loginConfig(now);
  if (!config || config.days.length !== LOGIN_CYCLE_DAYS) throw refuse(RewardError.rewardUnknown, 'The daily sign-in is not offered now');
  return config;
}

export function loginPromotion(ctx: SandboxServices, accountId: number, now: number): LoginPromotionValue {
  const state = loginState(ctx, accountId, now);
  const config = loginConfig(ctx, now);
  const signed = ctx.repos.rewards.signinsSince(accountId, shiftDay(state.today, -30));
  return {
    today: state.today,
    signedToday: state.signedToday,
    streak: state.streak,
    cycleDay: state.cycleDay,
    days: config.days.map((d) => ({ day: d.day, amount: centsToWire(d.amount), turnover: centsToWire(d.turnover) })),
    signedDays: signed.map((s) => ({
      date: s.day,
      cycleDay: s.cycleDay,
      amount: centsToWire(ctx.repos.rewardGrants.byId(s.grantId)!.amount),
    })),
  };
}

/** Signs the member in for today's platform day: once a day; a missed day starts the cycle again. */
export function claimLogin(ctx: SandboxServices, accountId: number, now: number): ClaimLoginValue {
  const { rewards } = ctx.repos;
  return rewards.transaction(() => {
    const state = loginState(ctx, accountId, now);
    if (state.signedToday) throw refuse(RewardError.loginClaimed, 'You have already signed in today');
    const day = loginConfig(ctx, now).days.find((d) => d.day === state.cycleDay)!;
    const paid = issueAndPay(
      ctx,
      {
        accountId,
        promotionType: 'LOGIN',
        title: `Daily sign-in, day ${state.cycleDay}`,
        amount: day.amount,
        turnover: day.turnover,
        sourceRef: `login:${state.today}`,
      },
      now,
    );
    rewards.addSignin({ accountId, day: state.today, streak: state.nextStreak, cycleDay: state.cycleDay, grantId: paid.id }, now);
    return { date: state.today, streak: state.nextStreak, cycleDay: state.cycleDay, reward: rewardView(paid) };
  })();
}
