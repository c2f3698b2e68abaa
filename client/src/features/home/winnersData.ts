import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** The platform's board shows the last 20 wins of every category (`gameCategory: ALL`, `limitNum: 20`). */
export const WINNERS_COUNT = 20;

/** One line of the winners board as the platform gives it: the name comes masked (`pl***1`). */
export interface Winner {
  customerName: string;
  gameName: string;
  winAmount: number;
  winTime: number;
}

/** The newest wins of every category (`games.winnerBoard`, `ODSFE2_getWinnerBoard`). */
export async function fetchWinners(language: string, signal?: AbortSignal): Promise<Answer<Winner[]>> {
  const answer = await call('games.winnerBoard', { gameCategory: 'ALL', language, limitNum: WINNERS_COUNT }, { signal });
  if (!answer.success) return failure(answer);
  return {
    success: true,
    value: answer.value.list.map(({ vo }) => ({
      customerName: vo.customerName,
      gameName: vo.gameName,
      winAmount: vo.winAmount,
      winTime: vo.winTime,
    })),
  };
}
