import { relay, type WireSpecs } from '../../api/endpointWire';

/**
 * The player rank (VIP club). The platform's MCSFE_getPlayerRankProgress answers only a rank name
 * and turnover figures, not the levels, so the summary is ours under /wps/gf/rank/*.
 */
export const rankWire = {
  'rank.summary': { method: 'GET', path: '/wps/gf/rank/summary', moduleId: 'REWCEN3', token: true, kind: 'sandbox' },
  'rank.progress': { method: 'GET', path: relay('MCSFE_getPlayerRankProgress'), moduleId: 'COMM3', token: true },
} as const satisfies WireSpecs;
