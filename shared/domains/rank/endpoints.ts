import type { SchemasFor } from '../../api/endpoint';
import type { rankWire } from './wire';
import { RankProgressValue, RankSummaryValue } from './schemas';

/** Payload and answer schemas of the player-rank calls. */
export const rankSchemas = {
  'rank.summary': { value: RankSummaryValue },
  'rank.progress': { value: RankProgressValue },
} satisfies SchemasFor<typeof rankWire>;
