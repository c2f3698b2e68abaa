import type { PvpRoom } from '../../../../shared/domains/games/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

export type { PvpRoom };

// A platform answer is read defensively: a room without the fields a card needs is left out.
function isRoom(room: Partial<PvpRoom> | null | undefined): room is PvpRoom {
  return (
    typeof room?.roomId === 'number' &&
    typeof room.nodeId === 'number' &&
    typeof room.vassalage === 'string' &&
    typeof room.gameName === 'string'
  );
}

/** The PVP rooms of one vendor, or of all when none is chosen (`games.pvpRooms`). */
export async function fetchPvpRooms(vassalage: string | null, signal?: AbortSignal): Promise<Answer<PvpRoom[]>> {
  const answer = await call('games.pvpRooms', vassalage ? { vassalage } : {}, { signal });
  const list = answer.success ? answer.value?.list : undefined;
  if (!Array.isArray(list)) return failure(answer);
  return { success: true, value: list.filter(isRoom) };
}
