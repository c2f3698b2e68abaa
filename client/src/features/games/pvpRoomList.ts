import { call } from '../../lib/api';

/** A PVP room as `games.pvpRooms` lists it. */
export interface PvpRoom {
  roomId: string | number;
  nodeId: number;
  vassalage: string;
  gameName: string;
  minBet: number;
  players: number;
  maxPlayers: number;
  status: 'OPEN' | 'FULL';
}

function isRoom(value: unknown): value is PvpRoom {
  if (typeof value !== 'object' || value === null) return false;
  const room = value as Record<string, unknown>;
  return (typeof room.roomId === 'string' || typeof room.roomId === 'number') && typeof room.nodeId === 'number'
    && typeof room.vassalage === 'string' && typeof room.gameName === 'string';
}

export type RoomsResult = { ok: true; rooms: PvpRoom[] } | { ok: false; message: string };

export async function fetchPvpRooms(vassalage: string | null, signal?: AbortSignal): Promise<RoomsResult> {
  const answer = await call('games.pvpRooms', vassalage ? { vassalage } : {}, { signal });
  const list: unknown = (answer.value as { list?: unknown } | null | undefined)?.list;
  if (!answer.success || !Array.isArray(list)) return { ok: false, message: answer.message ?? '' };
  return { ok: true, rooms: list.filter(isRoom) };
}
