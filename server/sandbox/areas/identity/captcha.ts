import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { captchaPng } from './captcha-image';
import { CAPTCHA_LIFETIME_MS } from './constants';
import type { SandboxServices } from '../../core/area-context';

export const CAPTCHA_COOKIE = 'captchaId';

/** A new 4-digit captcha bound to the browser through the captchaId cookie; returns the Base64 PNG. */
export function issueCaptcha(ctx: SandboxServices, reply: FastifyReply): string {
  const id = randomUUID();
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  // Keep answered captchas a while for /__dev/captcha, then let them go.
  ctx.repos.captchas.issue(id, answer, ctx.clock.now(), 60 * CAPTCHA_LIFETIME_MS);
  reply.setCookie(CAPTCHA_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' });
  return captchaPng(answer, () => randomInt(0, 2 ** 32) / 2 ** 32).toString('base64');
}

/** True when the answer matches the captcha of this browser; the captcha is used up either way. */
export function passCaptcha(ctx: SandboxServices, request: FastifyRequest, answer: string | undefined): boolean {
  const id = request.cookies[CAPTCHA_COOKIE];
  if (!id || answer === undefined) return false;
  return ctx.repos.captchas.consume(id, answer.trim(), ctx.clock.now(), CAPTCHA_LIFETIME_MS);
}
