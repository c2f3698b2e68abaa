import type { SchemasFor } from '../endpoint';
import type { contractsWire } from './contracts.wire';

/** Payload and answer schemas of the contract calls: none modelled yet (an empty entry keeps the defaults, see SchemasFor). */
export const contractsSchemas = {
  'contracts.dividend': {},
  'contracts.dailySalary': {},
  'contracts.hourlySalary': {},
  'contracts.realtimeSalary': {},
} satisfies SchemasFor<typeof contractsWire>;
