import type { SchemasFor } from '../endpoint';
import type { pointsWire } from './points.wire';

/** Payload and answer schemas of the points calls: none modelled yet (an empty entry keeps the defaults, see SchemasFor). */
export const pointsSchemas = {
  'points.balance': {},
  'points.rewards': {},
  'points.redeem': {},
  'points.redeemList': {},
  'points.config': {},
  'points.convert': {},
  'points.conversionTypes': {},
} satisfies SchemasFor<typeof pointsWire>;
