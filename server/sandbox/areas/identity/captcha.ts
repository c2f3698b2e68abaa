import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { captchaPng } from './captcha-image';
import { CAPTCHA_LIFETIME_MS } from './constants';

export const CAPTCHA_COOKIE = 'captchaId';

/** A new 4-digit captcha bound to the browser through the captchaId cookie; returns the Base64 PNG. */
export function issueCaptcha(app: FastifyInstance, reply: FastifyReply): string {
  const id = randomUUID();
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  // Keep answered captchas a while for /__dev/captcha, then let them go.
  app.repos.captchas.issue(id, answer, app.clock.now(), 60 * CAPTCHA_LIFETIME_MS);
  reply.setCookie(CAPTCHA_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' });
  return captchaPng(answer, () => randomInt(0, 2 ** 32) / 2 ** 32).toString('base64');
}

/** True when the answer matches the captcha of this browser; the captcha is used up either way. */
export function passCaptcha(app: FastifyInstance, request: FastifyRequest, answer: string | undefined): boolean {
  const id = request.cookies[CAPTCHA_COOKIE];
  if (!id || answer === undefined) return false;
  return app.repos.captchas.consume(id, answer.trim(), app.clock.now(), CAPTCHA_LIFETIME_MS);
}
