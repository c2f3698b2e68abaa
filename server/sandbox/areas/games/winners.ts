/**
 * One win on the winner board (games.winnerBoard): the play area's game rounds and the lottery's paid
 * orders are both read in this shape, newest or biggest first.
 */
export interface WinRow {
  username: string;
  win: number;
  nodeId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
  playedAt: number;
}
