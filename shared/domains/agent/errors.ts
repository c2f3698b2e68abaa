/**
 * The refusals of the agent centre's and the contracts' calls (HTTP 200, `success: false`, this
 * `errorCode`), named in the platform's dotted style. Plain data: the client maps each to a text.
 */
export const AgentError = {
  notAgent: 'agent.required',
  notInTeam: 'agent.not.in.team',
  notDirectDownline: 'agent.not.direct.downline',
  usernameTaken: 'username.exists',
  usernameInvalid: 'username.invalid',
  passwordInvalid: 'password.invalid',
  domainUnknown: 'affiliate.domain.not.offered',
  linkLimit: 'affiliate.link.limit',
  rangeInvalid: 'range.invalid',
  contractOff: 'contract.not.available',
  contractTiers: 'contract.tiers.invalid',
  contractPeriod: 'contract.period.invalid',
  contractRateAboveOwn: 'contract.rate.above.upline',
  contractNoOwn: 'contract.upline.has.none',
  contractOfferPending: 'contract.offer.pending',
  contractUnknown: 'contract.not.found',
  contractState: 'contract.state.invalid',
} as const;
export type AgentError = (typeof AgentError)[keyof typeof AgentError];
