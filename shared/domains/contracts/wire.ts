import { memberServiceRelay, relay, type WireSpecs } from '../../api/endpointWire';

/**
 * Contracts: the agent's dividend and salary contracts (daily, hourly, real time). The four
 * processing calls are the platform's (payloads not public: the member's answer to an offer, see
 * shared/domains/contracts/schemas.ts); the offers, lists and settlements are ours, under /wps/gf/contract/.
 */
export const contractsWire = {
  // The older relay names a different call (MCS2_processDividendReq), not just another prefix.
  'contracts.dividend': {
    method: 'GET',
    path: relay('MCSFE_processContractDividend'),
    moduleId: 'SIGNCONDIV3',
    token: true,
    aliases: [relay('MCS2_processDividendReq')],
    guess: true,
  },
  'contracts.dailySalary': {
    method: 'GET',
    path: relay('MCSFE_processDailySalaryContract'),
    moduleId: 'DAILYSALCONT3',
    token: true,
    aliases: [relay('MCS2_processDailySalContract')],
    guess: true,
  },
  'contracts.hourlySalary': {
    method: 'POST',
    ...memberServiceRelay('processContractHourSalary'),
    moduleId: 'HOURSAL3',
    token: true,
    guess: true,
  },
  'contracts.realtimeSalary': {
    method: 'POST',
    path: relay('MCSFE_processRealTimeSalaryContract'),
    moduleId: 'RTSALARY3',
    token: true,
    guess: true,
  },
  'contracts.mine': { method: 'GET', path: '/wps/gf/contract/mine', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'contracts.offer': { method: 'PUT', path: '/wps/gf/contract/offer', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'contracts.uplineAction': {
    method: 'POST',
    path: '/wps/gf/contract/given/action',
    moduleId: 'AGENTPOLICY3',
    token: true,
    kind: 'sandbox',
  },
  'contracts.given': { method: 'GET', path: '/wps/gf/contract/given', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
  'contracts.settlements': { method: 'GET', path: '/wps/gf/contract/settlements', moduleId: 'AGENTPOLICY3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
