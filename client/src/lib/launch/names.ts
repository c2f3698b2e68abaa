import type { Game } from '../../../../shared/domains/games/schemas';

/** The Southeast Asia lottery vendor: its lobby is launched directly. */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/** A game's title as the tiles and the frame show it: its display name, else its name, else its code. */
export const gameTitle = (game: Partial<Pick<Game, 'displayName' | 'gameName' | 'gameCode'>>) =>
  game.displayName || game.gameName || game.gameCode || '';
