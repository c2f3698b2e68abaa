import type { Envelope } from '../../../../shared/api/envelopeCore';
import type {
  ConvertPayload,
  ConvertResult,
  PointBalanceValue,
  PointConfigValue,
  PointEntriesQuery,
  PointEntriesValue,
  PointRewardsValue,
  RedeemListQuery,
  RedeemListValue,
  RedeemOrder,
  RedeemPayload,
} from '../../../../shared/domains/points/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** Rewards per page of the mall, rows per page of the history and the details. */
export const MALL_PAGE_SIZE = 12;
export const POINTS_PAGE_SIZE = 10;

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

/** The mall's rewards: public, so a guest browses them too (the platform's own list needs a session). */
export async function loadRewards(pageNo: number, signal: AbortSignal): Promise<Answer<PointRewardsValue>> {
  return settle(await call('points.showcase', { pageNo, pageSize: MALL_PAGE_SIZE }, { signal }));
}

export async function loadBalance(signal: AbortSignal): Promise<Answer<PointBalanceValue>> {
  return settle(await call('points.balance', undefined, { signal }));
}

export async function loadConfig(signal: AbortSignal): Promise<Answer<PointConfigValue>> {
  return settle(await call('points.config', undefined, { signal }));
}

export async function loadRedeems(query: RedeemListQuery, signal: AbortSignal): Promise<Answer<RedeemListValue>> {
  return settle(await call('points.redeemList', query, { signal }));
}

export async function loadEntries(query: PointEntriesQuery, signal: AbortSignal): Promise<Answer<PointEntriesValue>> {
  return settle(await call('points.entries', query, { signal }));
}

/** Redeems a reward (encrypted, password-checked). */
export async function redeem(payload: RedeemPayload): Promise<Answer<RedeemOrder>> {
  return settle(await call('points.redeem', payload));
}

/** Converts points to cash in the main wallet (encrypted, password-checked). */
export async function convert(payload: ConvertPayload): Promise<Answer<ConvertResult>> {
  return settle(await call('points.convert', payload));
}
