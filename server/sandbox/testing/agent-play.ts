import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, type EndpointKey } from '../../../shared/api/catalogue';
import type { PopularLottery } from '../../../shared/domains/lottery/schemas';
import { encryptedInject, signIn } from '../test-support';

/** A GET catalogue call with its payload in the query string. */
export const query = (app: FastifyInstance, key: EndpointKey, token: string, payload: Record<string, string | number> = {}) =>
  app.inject({
    url: `${catalogue[key].path}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { authorization: token },
  });

/** Opens an account under the signed-in agent (agent.registerDownline) and signs it in; answers its token. */
export async function openDownline(
  app: FastifyInstance,
  agentToken: string,
  username: string,
  accountType: 0 | 1,
  password = 'Play1234',
): Promise<string> {
  const res = await encryptedInject(app, 'agent.registerDownline', { username, password, accountType }, { authorization: agentToken });
  expect(res.json(), res.body).toMatchObject({ status: true });
  return signIn(app, username, password);
}

/** Plays `rounds` demo slot rounds of `stake` as the account of `token`. */
export async function playSlot(app: FastifyInstance, token: string, rounds: number, stake = 1): Promise<void> {
  const nodeId = app.db
    .prepare("SELECT node_id FROM games WHERE vassalage = 'JL' AND game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
    .pluck()
    .get() as number;
  const launch = await app.inject({
    url: `${catalogue['games.launch'].path}?${new URLSearchParams({ accountType: '1', launchMode: 'GLS', platform: 'html5-desktop', nodeId: String(nodeId), language: 'EN' })}`,
    headers: { authorization: token },
  });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  const play = (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token as string;
  for (let i = 0; i < rounds; i++) {
    const res = await app.inject({ method: 'POST', url: '/play/api/bet', headers: { authorization: play }, payload: { nodeId, stake } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Bets ₱10.00 on the next issue of the 5-minute lottery (every digit once) and answers the game. */
export async function betLottery(app: FastifyInstance, token: string): Promise<PopularLottery> {
  const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
  const game = games.find((g) => g.gameCode === 'TCG5MLOTTO')!;
  const last = game.lastIssue!;
  const issue = `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/lgw/orders/betting',
    headers: { authorization: token },
    payload: {
      gameId: game.gameId,
      currentNumero: issue,
      winningStop: false,
      abandoning: false,
      betCartAmountSum: '10.0000',
      chase: false,
      device: 'WEB',
      orderType: 1,
      quickChase: false,
      prizeModeId: 1,
      bettingSlipString: '0123456789~1~101~1~1920~1',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return game;
}

export const advanceClock = (app: FastifyInstance, advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs } });

export const setFlags = (app: FastifyInstance, flags: Record<string, boolean | null>) =>
  app.inject({ method: 'POST', url: '/__dev/system', payload: { flags } });
