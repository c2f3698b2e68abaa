import type { SchemasFor } from '../../api/endpoint';
import type { recordsWire } from './wire';
import { BetRecordsQuery, BetRecordsValue, BonusQuery, BonusValue, ProfitQuery, ProfitValue } from './schemas';

/** Payload and answer schemas of the member's reports. */
export const recordsSchemas = {
  'records.bets': { payload: BetRecordsQuery, value: BetRecordsValue },
  'records.profit': { payload: ProfitQuery, value: ProfitValue },
  'records.bonus': { payload: BonusQuery, value: BonusValue },
} satisfies SchemasFor<typeof recordsWire>;
