import type { SchemasFor } from '../endpoint';
import type { rankWire } from './rank.wire';
import { RankSummaryValue } from '../../schemas/rank';

/** Payload and answer schemas of the player-rank calls. */
export const rankSchemas = {
  'rank.summary': { value: RankSummaryValue },
} satisfies SchemasFor<typeof rankWire>;
