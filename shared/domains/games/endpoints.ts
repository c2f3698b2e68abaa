import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { gamesWire } from './wire';
import {
  VendorQuery,
  VendorsValue,
  HotGamesQuery,
  HotGamesValue,
  GameListQuery,
  GameListValue,
  VassalageTypesQuery,
  VassalageTypesValue,
  FavoriteListQuery,
  FavoriteListValue,
  FavoritePayload,
  RecentGamesValue,
  WinnerBoardQuery,
  WinnerBoardValue,
  PvpRoomsQuery,
  PvpRoomsValue,
  LaunchPayload,
  LaunchValue,
  JackpotQuery,
  JackpotValue,
  MatchQuery,
  MatchValue,
  LaunchFBPayload,
} from './schemas';

/** Payload and answer schemas of the game calls (an empty entry keeps the defaults, see SchemasFor). */
export const gamesSchemas = {
  'games.vendors': { payload: VendorQuery, value: VendorsValue },
  'games.list': { payload: GameListQuery, value: GameListValue },
  'games.hot': { payload: HotGamesQuery, value: HotGamesValue },
  'games.vassalageTypes': { payload: VassalageTypesQuery, value: VassalageTypesValue },
  'games.match': { payload: MatchQuery, value: MatchValue },
  'games.favoriteIds': { value: Type.Array(Type.Integer()) },
  'games.favoriteList': { payload: FavoriteListQuery, value: FavoriteListValue },
  'games.addFavorite': { payload: FavoritePayload, value: Type.Null() },
  'games.removeFavorite': { payload: FavoritePayload, value: Type.Null() },
  'games.recent': { value: RecentGamesValue },
  'games.rankList': { payload: WinnerBoardQuery, value: WinnerBoardValue },
  'games.winnerBoard': { payload: WinnerBoardQuery, value: WinnerBoardValue },
  'games.pvpRooms': { payload: PvpRoomsQuery, value: PvpRoomsValue },
  'games.launch': { payload: LaunchPayload, value: LaunchValue },
  'games.launchFB': { payload: LaunchFBPayload, value: LaunchValue },
  'games.trialLaunch': { payload: LaunchPayload, value: LaunchValue },
  'games.jackpot': { payload: JackpotQuery, value: JackpotValue },
} satisfies SchemasFor<typeof gamesWire>;
