import { memberServiceRelay, relay, type WireSpecs } from '../../api/endpointWire';

/** Promotions: the promotion list, claims, raffles, the login promotion and the activity centre's sign-ups. */
export const promotionsWire = {
  'promotions.available': { method: 'GET', path: relay('MCSFE_getAvailablePromotions'), moduleId: 'REWCEN3', token: true, guess: true },
  'promotions.merchantAvailable': { method: 'GET', path: relay('MCSFE_getMerchantAvailablePromotions'), moduleId: 'REWCEN3', guess: true },
  // The older MCS2_ relay is the path here and MCSFE_ the alias, unlike the other member-service calls.
  'promotions.claimList': {
    method: 'GET',
    path: relay('MCS2_getPromotionClaimList'),
    moduleId: 'REWCEN3',
    token: true,
    aliases: [relay('MCSFE_getPromotionClaimList')],
    guess: true,
  },
  'promotions.raffleClaim': {
    method: 'POST',
    ...memberServiceRelay('claimRafflePromotion'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'promotions.raffleStatus': {
    method: 'GET',
    path: relay('MCSFE_getRafflePromotionStatus'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'promotions.registerList': { method: 'GET', path: relay('MCSFE_getRegisterPromotionList'), moduleId: 'REWCEN3', guess: true },
  'promotions.claimable': { method: 'GET', path: relay('MCSFE_getClaimPromotion'), moduleId: 'REWCEN3', token: true },
  'promotions.claimIssued': { method: 'POST', path: relay('MCSFE_claimIssuedPromotion'), moduleId: 'REWCEN3', token: true },
  'promotions.claimLogin': { method: 'POST', path: relay('MCSFE_claimLoginPromotion'), moduleId: 'REWCEN3', token: true, guess: true },
  'promotions.loginPromotion': { method: 'GET', path: relay('MCSFE_getLoginPromotion'), moduleId: 'REWCEN3', token: true, guess: true },
  'promotions.loginConfigHistory': {
    method: 'GET',
    path: relay('MCSFE_getLoginPromotionConfigHistory'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'promotions.signUpJoin': { method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), moduleId: 'REWCEN3', token: true, guess: true },
  // Pictures travel as base64 data: URLs in `pictures` (up to 3 × 5 MB): the gateway and the sandbox give this path a larger body limit.
  'promotions.signUpRequestReward': {
    method: 'POST',
    path: relay('MCSFE_signUpRequestReward'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  // The go444 client posts it beside the ticket claims (mobile/assets/api.js); what it cancels is not public: here a discount ticket, by `ticketId`.
  'promotions.cancelTicket': { method: 'POST', path: relay('MCSFE_cancelTicket'), moduleId: 'REWCEN3', token: true, guess: true },
  'promotions.rebateSettings': {
    method: 'GET',
    path: relay('MCSFE_getCustomerRebateSettingByProductType'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
} as const satisfies WireSpecs;
