import type { SchemasFor } from '../../api/endpoint';
import type { contractsWire } from './wire';
import {
  ContractSummary,
  GivenContractsQuery,
  GivenContractsValue,
  MyContractsValue,
  OfferContractPayload,
  ProcessContractPayload,
  SettlementsQuery,
  SettlementsValue,
  UplineContractPayload,
} from './schemas';

/** Payload and answer schemas of the contract calls. Each processing call answers the contract as it now stands. */
export const contractsSchemas = {
  'contracts.dividend': { payload: ProcessContractPayload, value: ContractSummary },
  'contracts.dailySalary': { payload: ProcessContractPayload, value: ContractSummary },
  'contracts.hourlySalary': { payload: ProcessContractPayload, value: ContractSummary },
  'contracts.realtimeSalary': { payload: ProcessContractPayload, value: ContractSummary },
  'contracts.mine': { value: MyContractsValue },
  'contracts.offer': { payload: OfferContractPayload, value: ContractSummary },
  'contracts.uplineAction': { payload: UplineContractPayload, value: ContractSummary },
  'contracts.given': { payload: GivenContractsQuery, value: GivenContractsValue },
  'contracts.settlements': { payload: SettlementsQuery, value: SettlementsValue },
} satisfies SchemasFor<typeof contractsWire>;
