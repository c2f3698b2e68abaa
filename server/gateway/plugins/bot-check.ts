import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogue, ErrorCode, fail, ok, routesOf, type Endpoint } from '../../../shared/api';
import { BOT_CHALLENGE_LIFETIME_MS, BOT_CHECK_VALUE, BOT_CHECKED_KEYS, BotCheckHeader } from '../../../shared/api/botCheck';
import type { BotChallenge } from '../../../shared/domains/identity/schemas';
import { verifyPow } from '../../../shared/crypto/pow';
import { sharedScope } from '../../shared-scope';
import { KEY_PREFIX, type ThrottleStore } from '../throttle/store';
import type { UpstreamGuards } from '../upstream-guards';

export interface BotCheckPluginOptions extends Record<string, unknown> {
  store: ThrottleStore;
  /** Where the check is attached to the calls of BOT_CHECKED_KEYS. */
  guards: UpstreamGuards;
  /** Leading zero bits SHA-256(prefix + nonce) must have. */
  difficulty: number;
}

/** Store key of a challenge handed out and not yet answered; in the throttle store, so every replica sees it. */
export const botChallengeKey = (challengeId: string) => `${KEY_PREFIX}bot:challenge:${challengeId}`;

/** What the store keeps of a challenge: what the answer is checked against. */
interface StoredChallenge {
  prefix: string;
  difficulty: number;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && BOT_CHECK_VALUE.test(value) ? value : undefined;
}

function readStored(text: string | null): StoredChallenge | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { prefix, difficulty } = parsed as Record<string, unknown>;
    return typeof prefix === 'string' && typeof difficulty === 'number' ? { prefix, difficulty } : null;
  } catch {
    return null;
  }
}

function refuse(reply: FastifyReply, why: string): FastifyReply {
  return reply.code(400).send(fail(ErrorCode.botCheckFailed, `The bot check failed (${why}); please try again.`));
}

/**
 * The bot check, the gateway's own: it hands out proof-of-work challenges at the catalogue's
 * `identity.botChallenge` path (never forwarded: no platform answers it) and, before forwarding a
 * call of BOT_CHECKED_KEYS (on those calls' own routes, upstream-guards.ts), takes the challenge named in `X-Bot-Challenge` out of the store (single
 * use) and checks the `X-Bot-Nonce` against it. A missing, unknown, expired, reused or wrong
 * solution is refused with 400 `gateway.bot_check_failed` and never reaches the platform; the
 * proxy strips both headers from what it forwards (upstream-headers.ts).
 */
export const botCheckPlugin = sharedScope<BotCheckPluginOptions>(async (app, { store, difficulty, guards }) => {
  const entry: Endpoint = catalogue['identity.botChallenge'];

  app.route({
    method: entry.method,
    url: entry.path,
    handler: async (_request, reply) => {
      const challengeId = randomUUID();
      const prefix = randomBytes(16).toString('hex');
      const stored: StoredChallenge = { prefix, difficulty };
      await store.put(botChallengeKey(challengeId), JSON.stringify(stored), BOT_CHALLENGE_LIFETIME_MS);
      const challenge: BotChallenge = { challengeId, prefix, difficulty, expiresAt: Date.now() + BOT_CHALLENGE_LIFETIME_MS };
      return reply.header('cache-control', 'no-store').send(ok(challenge));
    },
  });

  async function check(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const challengeId = headerValue(request, BotCheckHeader.challenge);
    const nonce = headerValue(request, BotCheckHeader.nonce);
    // An async hook that answers must return the reply, so Fastify stops the request there.
    if (!challengeId || !nonce) return refuse(reply, 'no solution was sent');
    const challenge = readStored(await store.take(botChallengeKey(challengeId)));
    if (!challenge) return refuse(reply, 'the challenge is unknown, expired or already used');
    if (!verifyPow(challenge.prefix, nonce, challenge.difficulty)) return refuse(reply, 'the solution does not meet the challenge');
    return undefined;
  }

  for (const key of BOT_CHECKED_KEYS) {
    const protectedEntry: Endpoint = catalogue[key];
    for (const route of routesOf(protectedEntry)) guards.add(route.method, route.path, { preHandler: check });
  }
});
