import type { SchemasFor } from '../../api/endpoint';
import type { pointsWire } from './wire';
import {
  ConvertPayload,
  ConvertResult,
  PointBalanceValue,
  PointConfigValue,
  PointConversionTypesValue,
  PointEntriesQuery,
  PointEntriesValue,
  PointRewardsQuery,
  PointRewardsValue,
  RedeemListQuery,
  RedeemListValue,
  RedeemOrder,
  RedeemPayload,
} from './schemas';

/** Payload and answer schemas of the points calls (shapes designed in the platform's style: shared/domains/points/schemas.ts). */
export const pointsSchemas = {
  'points.balance': { value: PointBalanceValue },
  'points.rewards': { payload: PointRewardsQuery, value: PointRewardsValue },
  'points.redeem': { payload: RedeemPayload, value: RedeemOrder },
  'points.redeemList': { payload: RedeemListQuery, value: RedeemListValue },
  'points.config': { value: PointConfigValue },
  'points.convert': { payload: ConvertPayload, value: ConvertResult },
  'points.conversionTypes': { value: PointConversionTypesValue },
  'points.showcase': { payload: PointRewardsQuery, value: PointRewardsValue },
  'points.entries': { payload: PointEntriesQuery, value: PointEntriesValue },
} satisfies SchemasFor<typeof pointsWire>;
