import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { protectionWire } from './wire';
import {
  ConfirmLimitPayload,
  CancelPendingPayload,
  EndExclusionPayload,
  ProtectionHistoryQuery,
  ProtectionHistoryValue,
  ProtectionState,
  Restriction,
  SetLimitPayload,
  SetRealityCheckPayload,
  SetSessionLimitPayload,
  StartRestrictionPayload,
} from './schemas';

/** Payload and answer schemas of the player-protection calls: every change answers the new state. */
export const protectionSchemas = {
  'protection.state': { value: ProtectionState },
  'protection.setLimit': { payload: SetLimitPayload, value: ProtectionState },
  'protection.confirmLimit': { payload: ConfirmLimitPayload, value: ProtectionState },
  'protection.cancelPending': { payload: CancelPendingPayload, value: ProtectionState },
  'protection.setSessionLimit': { payload: SetSessionLimitPayload, value: ProtectionState },
  'protection.setRealityCheck': { payload: SetRealityCheckPayload, value: ProtectionState },
  'protection.startRestriction': { payload: StartRestrictionPayload, value: Restriction },
  'protection.endExclusion': { payload: EndExclusionPayload, value: Type.Null() },
  'protection.history': { payload: ProtectionHistoryQuery, value: ProtectionHistoryValue },
} satisfies SchemasFor<typeof protectionWire>;
