import type { WireSpecs } from '../endpointWire';

/** Agent: the affiliate lookup of registration, and the agent centre. */
export const agentWire = {
  // Checks a registration invitation code: success means the code exists. The platform's own path.
  'agent.affiliate': { method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3' },

  // The agent centre's real API map is not public, so these paths are ours (/wps/agent/*).
  'agent.teamOverview': { method: 'GET', path: '/wps/agent/team/overview', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.registerDownline': {
    method: 'PUT',
    path: '/wps/agent/downline',
    moduleId: 'AGENTPOLICY3',
    token: true,
    encrypted: true,
    ours: true,
  },
  'agent.downlines': { method: 'GET', path: '/wps/agent/downlines', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.teamBetting': { method: 'GET', path: '/wps/agent/team/betting', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.profitLoss': { method: 'GET', path: '/wps/agent/team/profitLoss', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.income': { method: 'GET', path: '/wps/agent/income', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.transactions': { method: 'GET', path: '/wps/agent/team/transactions', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.announcements': { method: 'GET', path: '/wps/agent/announcements', moduleId: 'AGENTPOLICY3', token: true, ours: true },
  'agent.transferDownline': { method: 'POST', path: '/wps/agent/transfer/downline', moduleId: 'FUNDTRANS3', token: true, ours: true },
  'agent.transferUpline': { method: 'POST', path: '/wps/agent/transfer/upline', moduleId: 'FUNDTRANS3', token: true, ours: true },
} as const satisfies WireSpecs;
