import { memberServiceRelay, relay, type WireSpecs } from '../endpointWire';

/** Contracts: the agent's dividend and salary contracts (daily, hourly, real time). */
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
} as const satisfies WireSpecs;
