import type { Game } from '../../../../shared/schemas/games';
import { call } from '../../lib/api';

/** The hot-games call exactly as the original desktop site sends it (spec 2 §7, reference §4). */
export async function fetchHotGames(merchantCode: string, language: string, signal?: AbortSignal): Promise<Game[] | null> {
  const answer = await call(
    'games.hot',
    { merchantCode, isPlatform: '2', vassalage: '', platform: 'flash,html5-desktop', language },
    { signal },
  );
  if (!answer.success || !Array.isArray(answer.value?.list)) return null;
  return answer.value.list;
}
