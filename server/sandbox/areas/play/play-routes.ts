import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { validatorFor } from '../../answer-check';
import { PlatformError, badParam } from '../../core/errors';
import { describeFirstProblem } from '../../validation';
import { MAIN_WALLET } from '../../core/wallets-repository';
import type { PlaySessionRow } from './play-repository';
import { stakeCents } from '../../core/money';
import { playDemoRound, playRound, type RoundOutcome } from './rounds';
import { spin } from './slot';
import { ROULETTE_BETS, colourOf, rouletteMultiplier, spinWheel, type RouletteBet } from './roulette';
import { ballRules } from '../lottery';
import { slotPage } from './pages/slot';
import { matchPage } from './pages/match';
import { MATCH_SIDES, playMatch, type MatchSide } from './match';
import { tablePage } from './pages/table';
import { lotteryPage } from './pages/lottery';
import type { PlayPage } from './pages/layout';
import { MINUTE_MS } from '../../core/time';
import { PlayError } from '../../core/play-errors';
import type { SandboxServices } from '../../core/area-context';

/** A play token lives two hours from the ticket exchange. */
export const PLAY_SESSION_MS = 120 * MINUTE_MS;
/** The browser's launch secret (HttpOnly, on the launch CDN's origin): 64 hex digits. */
export const PLAY_CLIENT_COOKIE = 'gf_play_client';
const CLIENT_SECRET = /^[0-9a-f]{64}$/;
/** The demo games take stakes up to this amount per round. */
const MAX_STAKE = 10_000;

const SessionBody = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const BetBody = Type.Object(
  {
    nodeId: Type.Integer({ minimum: 1 }),
    stake: Type.Number({ exclusiveMinimum: 0, maximum: MAX_STAKE }),
    bet: Type.Optional(Type.Enum(ROULETTE_BETS)),
    number: Type.Optional(Type.Integer({ minimum: 0, maximum: 36 })),
    side: Type.Optional(Type.Enum(MATCH_SIDES)),
  },
  { additionalProperties: false },
);

function parse<T>(schema: TSchema, value: unknown): T {
  const validator = validatorFor(schema);
  const input = value ?? {};
  if (validator.Check(input)) return input as T;
  throw badParam(describeFirstProblem(validator, input));
}

/**
 * The launch CDN (`/play`): the demo game pages and the API they call. A page trades the launch
 * ticket for a play token, then bets against the member's main wallet through the ledger, or, for a
 * trial ticket, against the ticket's own demo balance: the slot, table and match pages here, the
 * lottery page through the lottery gateway (`/lgw`, which takes a lottery launch's play token as its
 * Authorization), as any lottery client bets. No X-Frame-Options here: the site frames these pages.
 */
export async function playRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  const { play, games, wallets, lottery } = ctx.repos;

  const page = (reply: FastifyReply, p: PlayPage) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', p.csp).header('cache-control', 'no-store').send(p.html);
  // The lottery page ships with the ball layout of the plays it may meet, as a lottery client does.
  const pages: Record<string, PlayPage> = {
    slot: slotPage,
    table: tablePage,
    lottery: lotteryPage(ballRules(lottery.games())),
    match: matchPage,
  };
  for (const [kind, p] of Object.entries(pages)) {
    scope.get(`/play/${kind}/`, async (_request, reply) => page(reply, p));
    scope.get(`/play/${kind}`, async (request, reply) => reply.redirect(`/play/${kind}/${request.url.slice(`/play/${kind}`.length)}`));
  }

  const sessionOf = (request: FastifyRequest): PlaySessionRow => {
    const token = request.headers.authorization?.trim();
    const session = token ? play.session(token, ctx.clock.now()) : undefined;
    if (!session) throw new PlatformError(PlayError.playSession, 'This game session has ended; open the game from the site again', 401);
    return session;
  };
  /** A member's session: one that plays the ledger of an account (a trial ticket's session plays its demo balance). */
  const memberOf = (s: PlaySessionRow): number => {
    if (s.demo || s.accountId === null) throw badParam('ticket: a trial game plays its own demo balance');
    return s.accountId;
  };
  const walletBalance = (accountId: number) => (wallets.balances(accountId).find((w) => w.walletType === MAIN_WALLET)?.balance ?? 0) / 100;
  const balanceOf = (s: PlaySessionRow) => (s.demo ? (play.demoBalance(s.token) ?? 0) / 100 : walletBalance(memberOf(s)));
  const sessionView = (s: PlaySessionRow) => {
    const game = s.nodeId === null ? null : games.game(s.nodeId)!;
    return {
      token: s.token,
      kind: s.kind,
      expiresAt: s.expiresAt,
      balance: balanceOf(s),
      // Play money: the page keeps its balance to itself instead of telling the site's header.
      freePlay: s.demo === 1,
      lotteryCode: s.lotteryCode,
      game: game && {
        nodeId: game.nodeId,
        gameName: game.gameName,
        vassalage: game.vassalage,
        gameType: game.gameType,
        minBet: game.minBet ?? 0,
      },
    };
  };

  /**
   * The launch link plays in one browser: the first exchange hands the browser a secret in an
   * HttpOnly cookie on this origin (the launch CDN, where the game pages live) and the ticket keeps
   * its digest; a reload from that browser sends the cookie back and continues, any other client
   * is refused. On https the cookie is `SameSite=None; Secure`, as the pages run framed by the site.
   */
  scope.post('/play/api/session', async (request, reply) => {
    const { ticket } = parse<{ ticket: string }>(SessionBody, request.body);
    const now = ctx.clock.now();
    const held = request.cookies[PLAY_CLIENT_COOKIE];
    const secret = held && CLIENT_SECRET.test(held) ? held : randomBytes(32).toString('hex');
    const digest = createHash('sha256').update(secret).digest('hex');
    const traded = play.exchangeTicket(ticket, digest, now, randomBytes(24).toString('hex'), PLAY_SESSION_MS);
    if (traded.refused === 'elsewhere') {
      throw new PlatformError(
        PlayError.ticketUsed,
        'This game link was already opened in another browser; open the game from the site again',
        403,
      );
    }
    if (traded.refused) throw new PlatformError(PlayError.ticketInvalid, 'This game link has expired; open the game again', 400);
    // Set on every exchange, so the secret lives as long as the newest play session it binds.
    const secure = request.protocol === 'https';
    reply.setCookie(PLAY_CLIENT_COOKIE, secret, {
      httpOnly: true,
      path: '/play/api/session',
      sameSite: secure ? 'none' : 'lax',
      secure,
      maxAge: PLAY_SESSION_MS / 1000,
    });
    return sessionView(traded.session);
  });

  scope.get('/play/api/session', async (request) => sessionView(sessionOf(request)));
  scope.get('/play/api/balance', async (request) => ({ balance: balanceOf(sessionOf(request)) }));

  scope.post('/play/api/bet', async (request) => {
    const session = sessionOf(request);
    const bet = parse<{ nodeId: number; stake: number; bet?: RouletteBet; number?: number; side?: MatchSide }>(BetBody, request.body);
    if (session.kind === 'lottery') throw badParam('nodeId: lottery orders go to the lottery gateway, POST /lgw/orders/betting');
    if (bet.nodeId !== session.nodeId) throw badParam(`nodeId: this game session plays game ${session.nodeId}`);
    const game = games.game(bet.nodeId)!;
    const stake = stakeCents(bet.stake, 'stake');
    if (stake < Math.round((game.minBet ?? 0) * 100)) throw badParam(`stake: the minimum bet of this game is ${game.minBet}`);
    const now = ctx.clock.now();
    const settle = <R>(outcome: RoundOutcome<R>) =>
      session.demo
        ? playDemoRound(play, session.token, stake, outcome)
        : playRound({ db: ctx.db, play, wallets }, memberOf(session), game.nodeId, stake, outcome, now);
    if (session.kind === 'table') {
      if (!bet.bet) throw badParam('bet: is required');
      if (bet.bet === 'NUMBER' && bet.number === undefined) throw badParam('number: is required for a straight bet');
      const n = spinWheel();
      const outcome = {
        result: { number: n, colour: colourOf(n), bet: bet.bet, pick: bet.number ?? null },
        multiplier: rouletteMultiplier(bet.bet, n, bet.number),
      };
      return settle(outcome);
    }
    if (session.kind === 'match') {
      if (!bet.side) throw badParam('side: is required');
      let outcome;
      try {
        outcome = playMatch(game.gameType, bet.side);
      } catch (error) {
        throw badParam(error instanceof Error ? error.message : 'side: not a side of this match');
      }
      return settle(outcome);
    }
    const reels = spin();
    return settle({ result: { reels: reels.reels, line: reels.line }, multiplier: reels.multiplier });
  });
}
