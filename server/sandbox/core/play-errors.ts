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
