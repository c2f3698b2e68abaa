import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/api/catalogue';
import { PlatformError } from '../core/errors';
import { envelopeErrorsPlugin } from './envelope-errors';

/** A call's route config names its catalogue entry; the failure takes that entry's answer shape. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(envelopeErrorsPlugin, {});
  const refusals: Record<string, PlatformError | Error> = {
    business: new PlatformError('agent.required', 'Only an agent may do this', 200, { hint: 1 }),
    session: new PlatformError('login.not.session', 'Your session has ended', 401),
    param: new PlatformError('request_param_err', 'pageSize: at most 100', 400),
    unavailable: new PlatformError('function.not.available', 'not on this platform', 400),
    fault: new Error('boom'),
  };
  for (const [name, error] of Object.entries(refusals)) {
    const fail = async () => {
      throw error;
    };
    app.get(`/legacy/${name}`, { config: { endpoint: catalogue['agent.downlines'] } }, fail);
    app.get(`/current/${name}`, { config: { endpoint: catalogue['agent.teamOverview'] } }, fail);
  }
  await app.ready();
});
afterAll(() => app.close());

describe('failures on a call answered in the older envelope', () => {
  const cases: Array<[string, number, string, unknown]> = [
    ['business', 200, 'agent.required', { hint: 1 }],
    ['session', 401, 'login.not.session', null],
    ['param', 400, 'request_param_err', null],
    ['unavailable', 400, 'function.not.available', null],
    ['fault', 500, '#727 system busy', null],
  ];

  it.each(cases)('answers %s with HTTP %i and {status: false, description: %s, data}', async (name, status, code, data) => {
    const legacy = await app.inject({ url: `/legacy/${name}` });
    expect(legacy.statusCode).toBe(status);
    expect(legacy.json()).toEqual({ status: false, description: code, data });

    // The same failure on a current-generation call keeps the current envelope and the same status.
    const current = await app.inject({ url: `/current/${name}` });
    expect(current.statusCode).toBe(status);
    expect(current.json()).toMatchObject({ success: false, errorCode: code, value: data });
  });
});
