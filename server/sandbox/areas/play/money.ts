import { badParam } from '../../core/errors';

/** Refusals of play (HTTP 400 with the envelope): the stake or order cannot be taken. */
export const PlayError = {
  balanceInsufficient: 'balance.insufficient',
  issueClosed: 'lottery.issue.closed',
  gameNotFound: 'game.not.found',
  gameMaintenance: 'game.maintenance',
  trialAccount: 'trial.account',
  ticketInvalid: 'play.ticket.invalid',
  ticketUsed: 'play.ticket.used',
  playSession: 'play.session.invalid',
} as const;

/** An amount in currency units with at most two decimals, as whole cents. */
export function toCents(amount: number, field: string): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 1 || Math.abs(cents - amount * 100) > 1e-6) {
    throw badParam(`${field}: an amount of at least 0.01 with at most two decimals`);
  }
  return cents;
}
