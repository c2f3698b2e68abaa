import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../../../../shared/api/envelope';
import { validatorFor } from '../../answer-check';
import { badParam } from '../../core/errors';
import { describeFirstProblem } from '../../validation';
import {
  changeProviderSettings,
  ProviderError,
  ProviderErrorCodes,
  providerSettings,
  sendProviderCode,
  verifyProviderCode,
  type ProviderSettings,
} from './phone-provider';
import type { AreaContext } from '../../core/area-context';

/** The stand-in's REST base, as a brand's `phoneAuthEndpoint` names it: `<sandbox>/phone-provider/v1`. */
export const PHONE_PROVIDER_BASE = '/phone-provider/v1';

const SettingsChange = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    dailyQuota: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    outage: Type.Optional(Type.Boolean()),
    failNext: Type.Optional(Type.Union([Type.Union(ProviderErrorCodes.map((c) => Type.Literal(c))), Type.Null()])),
  },
  { additionalProperties: false },
);

/** The provider's error body: `{error: {code, message, errors: [{message, domain, reason}]}}`. */
function providerFailure(reply: FastifyReply, error: ProviderError) {
  return reply.status(error.status).send({
    error: { code: error.status, message: error.code, errors: [{ message: error.code, domain: 'global', reason: 'invalid' }] },
  });
}

/**
 * The phone-authentication provider's REST calls, answered cross-origin to the site: a request
 * must come from one of the site's addresses (the provider's authorised domains), else the app
 * verification fails (CAPTCHA_CHECK_FAILED). /__dev/phone-provider flips the provider project's
 * switches (phone sign-in enabled, daily quota, an outage, the outcome of the next captcha window).
 */
export async function phoneProviderRoutes(scope: FastifyInstance, ctx: AreaContext) {
  const { addresses } = ctx;
  const siteOrigins = new Set(addresses.siteUrls.map((site) => new URL(site).origin));

  const allowOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== '') {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
    }
    return typeof origin === 'string' && siteOrigins.has(origin);
  };

  const answer = (work: (body: Record<string, unknown>) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const authorised = allowOrigin(request, reply);
    try {
      if (!authorised) throw new ProviderError('CAPTCHA_CHECK_FAILED');
      const body = request.body;
      return reply.send(work(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}));
    } catch (error) {
      if (error instanceof ProviderError) return providerFailure(reply, error);
      throw error;
    }
  };

  for (const name of ['sendVerificationCode', 'signInWithPhoneNumber']) {
    // A colon in a path is written twice in a route pattern.
    scope.options(`${PHONE_PROVIDER_BASE}/accounts::${name}`, async (request, reply) => {
      allowOrigin(request, reply);
      return reply
        .status(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send();
    });
  }
  scope.post(
    `${PHONE_PROVIDER_BASE}/accounts::sendVerificationCode`,
    answer((body) => sendProviderCode(ctx, body.phoneNumber)),
  );
  scope.post(
    `${PHONE_PROVIDER_BASE}/accounts::signInWithPhoneNumber`,
    answer((body) => verifyProviderCode(ctx, body.sessionInfo, body.code)),
  );

  scope.get('/__dev/phone-provider', async () => ok(providerSettings(ctx)));
  scope.post('/__dev/phone-provider', async (request) => {
    const validator = validatorFor(SettingsChange);
    const value = request.body ?? {};
    if (!validator.Check(value)) throw badParam(describeFirstProblem(validator, value));
    return ok(changeProviderSettings(ctx, value as Partial<ProviderSettings>));
  });
}
