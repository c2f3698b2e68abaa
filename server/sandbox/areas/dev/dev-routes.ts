import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ok } from '../../../../shared/api/envelope';
import { validatorFor } from '../../answer-check';
import { badParam } from '../../core/errors';
import { describeFirstProblem } from '../../validation';
import type { SandboxServices } from '../../core/area-context';

const SystemChange = Type.Object(
  {
    maintenance: Type.Optional(Type.Boolean()),
    maintenanceEndTime: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    regionRestriction: Type.Optional(Type.Boolean()),
    country: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
    /** true/false overrides a module flag; null returns it to the seeded value. */
    flags: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z0-9]+$' }), Type.Union([Type.Boolean(), Type.Null()]))),
    /** Vendor codes whose games answer game.maintenance on launch; [] clears them. */
    maintenanceVendors: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

const ClockChange = Type.Object({ advanceMs: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

function parse<T>(schema: Parameters<typeof validatorFor>[0], body: unknown): T {
  const validator = validatorFor(schema);
  const value = body ?? {};
  if (validator.Check(value)) return value as T;
  throw badParam(describeFirstProblem(validator, value));
}

/**
 * Development helpers on the sandbox port only (the gateway never proxies /__dev): flip the
 * platform's switches and move its clock, so maintenance, restriction and time-driven work can be
 * shown and tested without waiting or editing the database.
 */
export async function devRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  const system = ctx.repos.system;

  scope.get('/__dev/system', async () => ok(system.state()));

  scope.post('/__dev/system', async (request) => {
    const change = parse<{
      maintenance?: boolean;
      maintenanceEndTime?: number | null;
      regionRestriction?: boolean;
      country?: string | null;
      flags?: Record<string, boolean | null>;
      maintenanceVendors?: string[];
    }>(SystemChange, request.body);
    if (change.country && !system.country(change.country)) throw badParam(`country: unknown country code ${change.country}`);
    const known = new Set(system.moduleIds());
    const unknownFlag = Object.keys(change.flags ?? {}).find((modId) => !known.has(modId));
    if (unknownFlag) throw badParam(`flags.${unknownFlag}: unknown module id`);
    return ok(system.updateState(change, ctx.clock.now()));
  });

  /** Messages "sent" by SMS or e-mail, newest first; `to` matches a number with or without its dialing code. */
  scope.get<{ Querystring: { to?: string } }>('/__dev/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to.slice(0, 200) : undefined;
    return ok(ctx.repos.outbox.messages(to || undefined));
  });

  /** The answers of the latest captchas, newest first, so tests and demos can pass them. */
  scope.get('/__dev/captcha', async () => ok(ctx.repos.captchas.newest()));

  scope.get('/__dev/clock', async () => ok({ now: ctx.clock.now() }));

  scope.post('/__dev/clock', async (request) => {
    const { advanceMs } = parse<{ advanceMs: number }>(ClockChange, request.body);
    ctx.clock.advance(advanceMs);
    return ok({ now: ctx.clock.now() });
  });
}
