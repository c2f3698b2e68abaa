import type { SchemasFor } from '../../api/endpoint';
import type { rankWire } from './wire';
import { RankSummaryValue } from './schemas';

/** Payload and answer schemas of the player-rank calls. */
export const rankSchemas = {
  'rank.summary': { value: RankSummaryValue },
  'rank.progress': {},
} satisfies SchemasFor<typeof rankWire>;
