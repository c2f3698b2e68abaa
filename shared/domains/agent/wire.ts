import type { WireSpecs } from '../../api/endpointWire';

/** Agent: the affiliate lookup of registration, and the agent centre. */
export const agentWire = {
  // Checks a registration invitation code: success means the code exists. The platform's own path.
  'agent.affiliate': { method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3' },

  // The agent centre's real API map is not public. Where the platform's older generation documents
  // a call (reference S13: /wps/agent/*, /wps/report/*), ours takes that path and that generation's
  // envelope, with answer shapes of our guessing; the others are ours under /wps/gf/agent/, a prefix
  // no platform generation answers.
  'agent.teamOverview': { method: 'GET', path: '/wps/gf/agent/team/overview', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  // The older generation seals the opening of a downline account (reference §3.2).
  'agent.registerDownline': {
    method: 'POST',
    path: '/wps/agent/downline',
    moduleId: 'AGENTPOLICY3',
    token: true,
    encrypted: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.downlines': { method: 'GET', path: '/wps/agent/downlines', moduleId: 'AGENTPOLICY3', token: true, answer: 'legacy', guess: true },
  'agent.teamBetting': {
    method: 'GET',
    path: '/wps/report/teamPVPRNGBetting',
    moduleId: 'AGENTPOLICY3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.profitLoss': {
    method: 'GET',
    path: '/wps/report/downlineLottoPNL',
    moduleId: 'AGENTPOLICY3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.income': { method: 'GET', path: '/wps/report/income', moduleId: 'AGENTPOLICY3', token: true, answer: 'legacy', guess: true },
  'agent.transactions': {
    method: 'GET',
    path: '/wps/report/downlineTransaction',
    moduleId: 'AGENTPOLICY3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.announcements': {
    method: 'GET',
    path: '/wps/agent/announcements',
    moduleId: 'AGENTPOLICY3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.affiliateLinks': {
    method: 'GET',
    path: '/wps/agent/affiliateUrls',
    moduleId: 'AFFMAN3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'agent.createAffiliateLink': {
    method: 'POST',
    path: '/wps/agent/affiliateUrl',
    moduleId: 'AFFMAN3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
} as const satisfies WireSpecs;
