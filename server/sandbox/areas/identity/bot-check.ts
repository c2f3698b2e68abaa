import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BotChallenge, BotCheck } from '../../../../shared/schemas/identity';
import { POW_DEFAULT_DIFFICULTY, verifyPow } from '../../../../shared/crypto/pow';
import { BOT_CHALLENGE_LIFETIME_MS, IdentityError } from './constants';
import { refuse } from './refusals';

export function issueBotChallenge(app: FastifyInstance): BotChallenge {
  const now = app.clock.now();
  const challenge = {
    id: randomUUID(),
    prefix: randomBytes(16).toString('hex'),
    difficulty: app.repos.system.state().powDifficulty ?? POW_DEFAULT_DIFFICULTY,
    issuedAt: now,
    expiresAt: now + BOT_CHALLENGE_LIFETIME_MS,
  };
  app.repos.botChallenges.issue(challenge);
  return { challengeId: challenge.id, prefix: challenge.prefix, difficulty: challenge.difficulty, expiresAt: challenge.expiresAt };
}

/** Each challenge answers once: a second use, an expired one or a nonce without the work are refused. */
export function requireBotCheck(app: FastifyInstance, botCheck: BotCheck | undefined): void {
  const challenge = botCheck && app.repos.botChallenges.take(botCheck.challengeId, app.clock.now());
  if (!botCheck || !challenge || !verifyPow(challenge.prefix, botCheck.nonce, challenge.difficulty)) {
    throw refuse(IdentityError.botCheckFailed, 'The bot check failed, please try again');
  }
}
