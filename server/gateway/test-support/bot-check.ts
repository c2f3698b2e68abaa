import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { catalogue } from '../../../shared/api';
import { BotCheckHeader, type BotCheckHeaders } from '../../../shared/api/botCheck';
import { solvePow } from '../../../shared/crypto/pow';

/** Asks the gateway for a challenge and solves it, as the site does before a protected call; answers its headers. */
export async function botCheckHeaders(app: FastifyInstance, from?: string): Promise<BotCheckHeaders> {
  const ask = request(app.server).get(catalogue['identity.botChallenge'].path);
  const answer = await (from ? ask.set('X-Forwarded-For', from) : ask);
  if (answer.status !== 200 || answer.body?.success !== true) throw new Error(`No bot challenge: ${answer.status} ${answer.text}`);
  const { challengeId, prefix, difficulty } = answer.body.value as { challengeId: string; prefix: string; difficulty: number };
  return { [BotCheckHeader.challenge]: challengeId, [BotCheckHeader.nonce]: solvePow(prefix, difficulty) };
}
