import { relay, type WireSpecs } from '../../api/endpointWire';

/** Games: vendors, lobbies, favourites, recent games, boards and the game launch. */
export const gamesWire = {
  'games.vendors': {
    method: 'GET',
    path: relay('GCSGAME_newGameVendor'),
    moduleId: 'COMM3',
    aliases: [relay('GCSGAME_gameVendor')],
  },
  // The platform's own front flags the list token=true, yet visitors browse the lobbies before
  // signing in: public here.
  'games.list': { method: 'GET', path: relay('GCSGAME_gameList'), moduleId: 'GAMELO3' },
  // The platform's own site asks with GET; the go444 client declares it POST, the payload in the body.
  'games.hot': { method: 'GET', path: relay('GCSGAME_hotGamesV2'), moduleId: 'GAMELOHOT3', aliases: [{ method: 'POST' }] },
  'games.vassalageTypes': {
    method: 'GET',
    path: relay('GCSGAME_getVassGameType'),
    moduleId: 'GAMELO3',
    token: true,
    aliases: [relay('GLS2_getVassGameType')],
  },
  'games.match': { method: 'GET', path: relay('GCSGAME_getGameMatchV2'), moduleId: 'COMM3', guess: true },
  'games.favoriteIds': { method: 'GET', path: relay('MCSFE_getFavoriteGames'), moduleId: 'GAMELOFAV3', token: true },
  'games.favoriteList': { method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), moduleId: 'GAMELOFAV3', token: true },
  'games.addFavorite': { method: 'POST', path: relay('MCSFE_addFavoriteGameV2'), moduleId: 'GAMELOFAV3', token: true },
  // A DELETE whose payload travels in the body, not the query.
  'games.removeFavorite': {
    method: 'DELETE',
    path: relay('MCSFE_removeFavoriteGameV2'),
    moduleId: 'GAMELOFAV3',
    token: true,
    payloadIn: 'body',
  },
  'games.recent': { method: 'GET', path: relay('GCS_recentGame'), moduleId: 'GAMELOREC3', token: true, guess: true },
  'games.rankList': { method: 'GET', path: relay('GCSGAME_getRankList'), moduleId: 'COMM3', guess: true },
  'games.winnerBoard': { method: 'GET', path: relay('ODSFE2_getWinnerBoard'), moduleId: 'COMM3' },
  'games.pvpRooms': { method: 'GET', path: relay('GLS2_roomList'), moduleId: 'GAMELO3', token: true, guess: true },
  // The platform's site launches with GET, the payload as the query (its API map and live clients);
  // the product spec names POST, the payload in the body, so that is answered too.
  'games.launch': { method: 'GET', path: '/wps/game/launchGame', moduleId: 'GAMELO3', token: true, aliases: [{ method: 'POST' }] },
  'games.launchFB': { method: 'GET', path: relay('GCS_gameLaunchFB'), moduleId: 'COMM3', guess: true },
  'games.trialLaunch': { method: 'GET', path: relay('GCS_gameTrialLaunch'), moduleId: 'COMM3', guess: true },
  'games.jackpot': { method: 'GET', path: relay('VIS_getJackpot'), moduleId: 'COMM3', guess: true },
} as const satisfies WireSpecs;
