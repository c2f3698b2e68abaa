import type { Game } from '../../../../shared/domains/games/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** The hot-games call exactly as the platform's own desktop site sends it. */
export async function fetchHotGames(merchantCode: string, language: string, signal?: AbortSignal): Promise<Answer<Game[]>> {
  const answer = await call(
    'games.hot',
    { merchantCode, isPlatform: '2', vassalage: '', platform: 'flash,html5-desktop', language },
    { signal },
  );
  if (!answer.success || !Array.isArray(answer.value?.list)) return failure(answer);
  return { success: true, value: answer.value.list };
}
