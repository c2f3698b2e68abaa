import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail } from '../../../shared/api';
import { sharedScope } from '../../shared-scope';
import { clientIp } from '../upstream-headers';
import type { ThrottleStore } from '../throttle/store';
import type { UpstreamGuards } from '../upstream-guards';
import {
  CAPTCHA_KEYS,
  FREE_PLAY_KEYS,
  isKeyIn,
  LIMITS,
  LOGIN_KEYS,
  RECOVERY_KEYS,
  SMS_SEND_KEYS,
  THROTTLED_CALLS,
  throttleKey,
  type ThrottledKey,
  type ThrottleSettings,
} from '../throttle/rules';
import { mobileFromBody, restFromAnswer, usernameFromBody } from '../throttle/mobile-number';

export interface ThrottlePluginOptions extends Record<string, unknown> {
  store: ThrottleStore;
  settings: ThrottleSettings;
  /** Where the throttles are attached to the calls they count (THROTTLED_CALLS). */
  guards: UpstreamGuards;
  /** The brand's dialing code (brand `dialingCode`, '' for none): a number sent without one is of this country. */
  dialingCode?: string;
}

/** A number held for a send still on its way to the platform; the send's answer settles it. */
interface Hold {
  key: string;
  owner: string;
  settled: boolean;
}

function refuse(reply: FastifyReply, ms: number, message: string): FastifyReply {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(fail(ErrorCode.throttled, `${message} Please try again in ${seconds} s.`, seconds));
}

/**
 * SMS, captcha, login, recovery and free-play throttles. They run before the proxy, so a refused call
 * never costs the platform anything. An SMS send holds its number in the shared store (one atomic
 * claim across replicas) before it is forwarded: the platform's answer then keeps the hold for the
 * code's lifetime, and a refusal or an upstream failure ends it so the player may ask again.
 */
export const throttlePlugin = sharedScope<ThrottlePluginOptions>(async (_app, { store, settings, guards, dialingCode = '' }) => {
  const holds = new WeakMap<FastifyRequest, Hold>();

  async function guardSms(request: FastifyRequest, reply: FastifyReply, ip: string) {
    const number = mobileFromBody(request.body, request.headers['content-type'], dialingCode);
    const key = number ? throttleKey.smsNumber(number) : null;
    // A number already held is refused before the client's counters move.
    if (key) {
      const rest = await store.blockedFor(key);
      if (rest > 0) return refuse(reply, rest, 'A code was already sent to this number.');
    }
    const perSecond = await store.hit(throttleKey.smsPerSecond(ip), LIMITS.smsPerClientMs);
    if (perSecond.count > 1) return refuse(reply, perSecond.resetMs, 'Too many code requests.');
    const perHour = await store.hit(throttleKey.smsPerHour(ip), LIMITS.smsPerClientHour.windowMs);
    if (perHour.count > LIMITS.smsPerClientHour.max) return refuse(reply, perHour.resetMs, 'Too many code requests from this address.');
    if (!key) return undefined;

    // Claimed before forwarding, for as long as a code lives when the platform names no lifetime:
    // the upstream's answer time-out is far shorter, so the claim outlasts any send in flight.
    const owner = randomUUID();
    const rest = await store.reserve(key, owner, LIMITS.smsDefaultRestMs);
    if (rest > 0) return refuse(reply, rest, 'A code was already sent to this number.');
    const hold: Hold = { key, owner, settled: false };
    holds.set(request, hold);
    request.upstreamAnswerListener = async ({ statusCode, body }) => {
      const { success, restMs } =
        statusCode >= 200 && statusCode < 300 ? restFromAnswer(body, Date.now()) : { success: false, restMs: null };
      hold.settled = true;
      // A refused send leaves the number free: the player may correct it and ask again at once.
      if (!success) return store.release(key, owner);
      await store.setBlock(key, restMs ?? LIMITS.smsDefaultRestMs);
    };
    return undefined;
  }

  /** Counts a recovery call against the client address and the account it names; the account is unreadable in an encrypted body. */
  async function guardRecovery(request: FastifyRequest, reply: FastifyReply, ip: string, key: (typeof RECOVERY_KEYS)[number]) {
    if (settings.recoveryPerClientHour > 0) {
      const hit = await store.hit(throttleKey.recoveryPerClient(ip), LIMITS.recoveryPerClientWindowMs);
      if (hit.count > settings.recoveryPerClientHour)
        return refuse(reply, hit.resetMs, 'Too many password recovery requests from this address.');
    }
    if (settings.recoveryPerAccount > 0) {
      const contentType = request.headers['content-type'];
      const username = key === 'identity.forgotPasswordEmail' ? usernameFromBody(request.body, contentType) : null;
      const mobile = key === 'identity.forgotPasswordSms' ? mobileFromBody(request.body, contentType, dialingCode) : null;
      const account = username ? `user:${username}` : mobile ? `mobile:${mobile}` : null;
      if (account) {
        const hit = await store.hit(throttleKey.recoveryPerAccount(account), LIMITS.recoveryPerAccountWindowMs);
        if (hit.count > settings.recoveryPerAccount)
          return refuse(reply, hit.resetMs, 'Too many password recovery requests for this account.');
      }
    }
    return undefined;
  }

  async function guard(request: FastifyRequest, reply: FastifyReply, key: ThrottledKey): Promise<FastifyReply | undefined> {
    const ip = clientIp(request);
    // An async hook that answers must return the reply, so Fastify stops the request there.
    if (isKeyIn(RECOVERY_KEYS, key)) {
      const refused = await guardRecovery(request, reply, ip, key);
      if (refused) return refused;
    }
    if (isKeyIn(SMS_SEND_KEYS, key)) return guardSms(request, reply, ip);
    if (isKeyIn(CAPTCHA_KEYS, key)) {
      const hit = await store.hit(throttleKey.captcha(ip), LIMITS.captchaPerClientMs);
      return hit.count > 1 ? refuse(reply, hit.resetMs, 'The captcha can be refreshed once per second.') : undefined;
    }
    if (isKeyIn(FREE_PLAY_KEYS, key)) {
      if (settings.freePlayPerClientHour <= 0) return undefined;
      const hit = await store.hit(throttleKey.freePlay(ip), LIMITS.freePlayPerClientWindowMs);
      return hit.count > settings.freePlayPerClientHour
        ? refuse(reply, hit.resetMs, 'Too many free-play accounts from this address.')
        : undefined;
    }
    if (isKeyIn(LOGIN_KEYS, key)) {
      if (settings.loginPerClient <= 0) return undefined;
      const hit = await store.hit(throttleKey.login(ip), LIMITS.loginPerClientWindowMs);
      return hit.count > settings.loginPerClient ? refuse(reply, hit.resetMs, 'Too many sign-in attempts.') : undefined;
    }
    return undefined;
  }

  // A send the platform never answered (connection refused, time-out, unreadable answer) sent no
  // code as far as the gateway knows, so its hold ends with the reply.
  async function releaseUnsettledHold(request: FastifyRequest): Promise<void> {
    const hold = holds.get(request);
    if (!hold || hold.settled) return;
    hold.settled = true;
    await store.release(hold.key, hold.owner).catch((err: unknown) => request.log.warn({ err }, 'Releasing an SMS number hold failed'));
  }

  // Each call's route knows its key, whatever percent-encoding its path arrived in.
  for (const { method, path, key } of THROTTLED_CALLS) {
    const preHandler = (request: FastifyRequest, reply: FastifyReply) => guard(request, reply, key);
    guards.add(method, path, isKeyIn(SMS_SEND_KEYS, key) ? { preHandler, onResponse: releaseUnsettledHold } : { preHandler });
  }
});
