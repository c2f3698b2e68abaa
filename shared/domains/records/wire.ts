import type { WireSpecs } from '../../api/endpointWire';

/**
 * The member's reports: betting record, personal profit and loss, bonus details. The account record
 * is the platform's member transaction detail (cashier.memberTransactions). The member centre's API
 * map is not public: the betting record takes the older generation's documented path (reference
 * S13) and its envelope; the others are ours, under the /wps/gf/ prefix no platform generation uses.
 */
export const recordsWire = {
  'records.bets': {
    method: 'GET',
    path: '/wps/report/accountGameBetHistory',
    moduleId: 'COMM3',
    token: true,
    answer: 'legacy',
    guess: true,
  },
  'records.profit': { method: 'GET', path: '/wps/gf/report/profit', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'records.bonus': { method: 'GET', path: '/wps/gf/report/bonus', moduleId: 'REWCEN3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
