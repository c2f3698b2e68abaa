import type { WireSpecs } from '../../api/endpointWire';

/** Agent: the affiliate lookup of registration, and the agent centre. */
export const agentWire = {
  // Checks a registration invitation code: success means the code exists. The platform's own path.
  'agent.affiliate': { method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3' },

  // The agent centre's real API map is not public, so these calls are ours. They live under our own
  // prefix /wps/gf/agent/*: the platform's older generation answers calls of the same names under
  // /wps/agent/* (downline, downlines, announcements, …) with other payloads, and an upstream that
  // still has them must never receive ours.
  'agent.teamOverview': { method: 'GET', path: '/wps/gf/agent/team/overview', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.registerDownline': {
    method: 'PUT',
    path: '/wps/gf/agent/downline',
    moduleId: 'AGENTPOLICY3',
    token: true,
    encrypted: true,
    kind: 'sandbox',
  },
  'agent.downlines': { method: 'GET', path: '/wps/gf/agent/downlines', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.teamBetting': { method: 'GET', path: '/wps/gf/agent/team/betting', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.profitLoss': { method: 'GET', path: '/wps/gf/agent/team/profitLoss', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.income': { method: 'GET', path: '/wps/gf/agent/income', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.transactions': { method: 'GET', path: '/wps/gf/agent/team/transactions', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.announcements': { method: 'GET', path: '/wps/gf/agent/announcements', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'agent.affiliateLinks': { method: 'GET', path: '/wps/gf/agent/links', moduleId: 'AFFMAN3', token: true, kind: 'sandbox' },
  'agent.createAffiliateLink': { method: 'PUT', path: '/wps/gf/agent/links', moduleId: 'AFFMAN3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
