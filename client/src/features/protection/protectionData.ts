import { signal } from '@preact/signals-core';
import type { Envelope } from '../../../../shared/api/envelopeCore';
import type {
  CancelPendingPayload,
  ConfirmLimitPayload,
  ProtectionHistoryValue,
  ProtectionState,
  Restriction,
  SetLimitPayload,
  SetRealityCheckPayload,
  SetSessionLimitPayload,
  StartRestrictionPayload,
} from '../../../../shared/domains/protection/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** Lines per page of the account's history of limits and breaks. */
export const HISTORY_PAGE_SIZE = 10;

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

/** The player's protection settings; call() learns from every answer whether the platform offers the calls. */
export async function loadState(signal?: AbortSignal): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.state', undefined, { signal }));
}

export async function loadHistory(pageNo: number, signal: AbortSignal): Promise<Answer<ProtectionHistoryValue>> {
  return settle(await call('protection.history', { pageNo, pageSize: HISTORY_PAGE_SIZE }, { signal }));
}

export async function setLimit(payload: SetLimitPayload): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.setLimit', payload));
}

export async function confirmLimit(payload: ConfirmLimitPayload): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.confirmLimit', payload));
}

export async function cancelPending(payload: CancelPendingPayload): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.cancelPending', payload));
}

export async function setSessionLimit(payload: SetSessionLimitPayload): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.setSessionLimit', payload));
}

export async function setRealityCheck(payload: SetRealityCheckPayload): Promise<Answer<ProtectionState>> {
  return settle(await call('protection.setRealityCheck', payload));
}

export async function startRestriction(payload: StartRestrictionPayload): Promise<Answer<Restriction>> {
  return settle(await call('protection.startRestriction', payload));
}

/**
 * The platform's clock as the site counts it: the device's clock moved by the difference seen at
 * the last read (`serverTime` against the device's time then), so a wrong device clock neither
 * hides a reality check nor enables a confirmation early.
 */
export function clockOffset(serverTime: number, deviceNow: number = Date.now()): number {
  return serverTime - deviceNow;
}

export function platformNow(offset: number, deviceNow: number = Date.now()): number {
  return deviceNow + offset;
}

/** Counts the player's changes on the page, so the reality check re-reads its interval at once. */
export const protectionChanged = signal(0);
