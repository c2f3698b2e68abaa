import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail } from '../../../shared/api';
import { sharedScope } from '../shared-scope';
import { clientIp } from '../upstream-headers';
import { pathOf } from '../upstream-paths';
import type { ThrottleStore } from '../throttle/store';
import { LIMITS, throttleKey, throttledCallOf } from '../throttle/rules';
import { mobileFromBody, restFromAnswer } from '../throttle/mobile-number';

export interface ThrottlePluginOptions extends Record<string, unknown> {
  store: ThrottleStore;
}

function refuse(reply: FastifyReply, ms: number, message: string): FastifyReply {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(fail(ErrorCode.throttled, `${message} Please try again in ${seconds} s.`, seconds));
}

/**
 * SMS, captcha and login throttles. They run before the proxy, so a refused call never
 * costs the platform anything; the SMS throttle also reads the upstream's answer to learn how long
 * the code it sent stays valid.
 */
export const throttlePlugin = sharedScope<ThrottlePluginOptions>(async (app, { store }) => {
  async function guardSms(request: FastifyRequest, reply: FastifyReply, ip: string) {
    const number = mobileFromBody(request.body, request.headers['content-type']);
    if (number) {
      const rest = await store.blockedFor(throttleKey.smsNumber(number));
      if (rest > 0) return refuse(reply, rest, 'A code was already sent to this number.');
    }
    const perSecond = await store.hit(throttleKey.smsPerSecond(ip), LIMITS.smsPerClientMs);
    if (perSecond.count > 1) return refuse(reply, perSecond.resetMs, 'Too many code requests.');
    const perHour = await store.hit(throttleKey.smsPerHour(ip), LIMITS.smsPerClientHour.windowMs);
    if (perHour.count > LIMITS.smsPerClientHour.max) return refuse(reply, perHour.resetMs, 'Too many code requests from this address.');
    if (number) {
      request.upstreamAnswerListener = async ({ statusCode, body }) => {
        if (statusCode < 200 || statusCode >= 300) return;
        const { success, restMs } = restFromAnswer(body, Date.now());
        // A failed send leaves the number free: the player may correct it and ask again at once.
        if (success) await store.setBlock(throttleKey.smsNumber(number), restMs ?? LIMITS.smsDefaultRestMs);
      };
    }
    return undefined;
  }

  app.addHook('preHandler', async (request, reply) => {
    const call = throttledCallOf(request.method, pathOf(request.url));
    if (!call) return;
    const ip = clientIp(request);
    // An async hook that answers must return the reply, so Fastify stops the request there.
    if (call === 'sms') return guardSms(request, reply, ip);
    if (call === 'captcha') {
      const hit = await store.hit(throttleKey.captcha(ip), LIMITS.captchaPerClientMs);
      return hit.count > 1 ? refuse(reply, hit.resetMs, 'The captcha can be refreshed once per second.') : undefined;
    }
    const hit = await store.hit(throttleKey.login(ip), LIMITS.loginPerClient.windowMs);
    return hit.count > LIMITS.loginPerClient.max ? refuse(reply, hit.resetMs, 'Too many sign-in attempts.') : undefined;
  });
});
