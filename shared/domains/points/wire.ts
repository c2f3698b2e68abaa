import { memberServiceRelay, relay, type WireSpecs } from '../../api/endpointWire';

/**
 * Points: balance, rewards, redemption and conversion (these two through the passwordCheck/ relay).
 * The platform's reward list needs a session, while the site lets guests browse the mall: the mall
 * reads `points.showcase` (ours, public), and the point details (the entries) are ours too.
 */
export const pointsWire = {
  'points.balance': { method: 'GET', ...memberServiceRelay('getPointBalance'), moduleId: 'PTSYS3', token: true, guess: true },
  'points.rewards': { method: 'GET', ...memberServiceRelay('getPointReward'), moduleId: 'PTSYS3', token: true, guess: true },
  'points.redeem': {
    method: 'POST',
    path: relay('passwordCheck/MCSFE_redeemPointReward'),
    moduleId: 'PTSYS3',
    token: true,
    encrypted: true,
    aliases: [relay('passwordCheck/MCS2_redeemPointReward')],
    guess: true,
  },
  'points.redeemList': { method: 'GET', ...memberServiceRelay('getRedeemPointList'), moduleId: 'PTSYS3', token: true, guess: true },
  'points.config': { method: 'GET', ...memberServiceRelay('getPointConfig'), moduleId: 'PTSYS3', token: true, guess: true },
  'points.convert': {
    method: 'POST',
    path: relay('passwordCheck/MCSFE_convertPoint'),
    moduleId: 'PTSYS3',
    token: true,
    encrypted: true,
    aliases: [relay('passwordCheck/MCS2_convertPoint')],
    guess: true,
  },
  'points.conversionTypes': {
    method: 'GET',
    path: relay('MCSFE_getPointRewardConversionType'),
    moduleId: 'PTSYS3',
    token: true,
    guess: true,
  },
  'points.showcase': { method: 'GET', path: '/wps/gf/points/rewards', moduleId: 'PTSYS3', kind: 'sandbox' },
  'points.entries': { method: 'GET', path: '/wps/gf/points/entries', moduleId: 'PTSYS3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
