import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { flattenWhitelabel } from '../../../../shared/domains/system/schemas';
import { buildTestSandbox, expectCatalogueAnswer, TEST_EPOCH } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const status = async (headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/wps/system/status', headers });
  expectCatalogueAnswer('system.status', res);
  return res.json().value;
};

describe('POST /__dev/system', () => {
  it('flips maintenance, restriction, country and flags, and status reflects them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__dev/system',
      payload: {
        maintenance: true,
        maintenanceEndTime: TEST_EPOCH + 7_200_000,
        regionRestriction: true,
        country: 'PH',
        flags: { FREEPLAY3: false, GEETEST3: true },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      maintenance: true,
      maintenanceEndTime: TEST_EPOCH + 7_200_000,
      regionRestriction: true,
      country: 'PH',
      flags: { FREEPLAY3: false, GEETEST3: true },
      maintenanceVendors: [],
    });
    const value = await status({ 'x-real-ip': '203.0.113.9' });
    expect(value).toMatchObject({ maintenance: true, maintenanceEndTime: TEST_EPOCH + 7_200_000, regionRestriction: true });
    expect(value.location).toEqual({ ip: '203.0.113.9', country: 'Philippines', countryCode: 'PH' });
    const flags = flattenWhitelabel(value.info.whitelabel);
    expect(flags.FREEPLAY3).toBe(false);
    expect(flags.GEETEST3).toBe(true);

    const whitelabel = await app.inject({ url: '/wps/system/whitelabel' });
    expect(flattenWhitelabel(whitelabel.json().value).FREEPLAY3).toBe(false);
  });

  it('changes only what it is given, and null returns a flag to its seeded value', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__dev/system',
      payload: { maintenance: false, country: null, flags: { GEETEST3: null } },
    });
    expect(res.json().value).toMatchObject({ maintenance: false, regionRestriction: true, country: null, flags: { FREEPLAY3: false } });
    const value = await status();
    expect(flattenWhitelabel(value.info.whitelabel).GEETEST3).toBe(false);
    expect(value.maintenance).toBe(false);
  });

  it.each([
    [{ maintenance: 'yes' }, 'maintenance'],
    [{ country: 'ZZ' }, 'country'],
    [{ flags: { NOTAMODULE3: true } }, 'flags.NOTAMODULE3'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with request_param_err', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/__dev/system', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(res.json().message.startsWith(field)).toBe(true);
  });
});

describe('/__dev/clock', () => {
  it('reads and advances the sandbox clock', async () => {
    const now = (await app.inject({ url: '/__dev/clock' })).json().value.now;
    expect(now).toBe(app.clock.now());
    const res = await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 300_000 } });
    expect(res.json()).toEqual({ success: true, value: { now: now + 300_000 } });
    expect(app.clock.now()).toBe(now + 300_000);
  });

  it.each([{ advanceMs: -5 }, { advanceMs: 1.5 }, {}])('refuses %j', async (payload) => {
    const res = await app.inject({ method: 'POST', url: '/__dev/clock', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
    expect(res.json().message.startsWith('advanceMs:')).toBe(true);
  });
});
