import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { SystemStatus } from '../../../shared/domains/system/schemas';
import { Value } from 'typebox/value';
import type { GatewayOptions } from '../app';
import type { GeoLookup } from '../geo';
import { deadUpstreamUrl, sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { brandWith, testGateway } from '../test-support/gateway';
import { statusValue } from '../test-support/status-answer';

const statusPath = catalogue['system.status'].path;
const statusAlias = catalogue['system.status'].aliases[0].path;

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let upstreamValue: ReturnType<typeof statusValue>;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  upstreamValue = statusValue();
  upstream.on('GET', statusPath, (_req, res) => sendJson(res, { success: true, value: upstreamValue }));
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const geo: GeoLookup = (ip) =>
  ip.startsWith('203.0.113.')
    ? { countryCode: 'PH', country: 'Philippines' }
    : ip.startsWith('198.51.100.')
      ? { countryCode: 'US', country: 'United States' }
      : null;

async function statusFrom(ip: string, options: Partial<GatewayOptions> = {}, path = statusPath) {
  app = await testGateway(upstream, { trustProxy: true, ...options });
  const answer = await request(app.server).get(`${path}?url=https%3A%2F%2Fsite.example%2F`).set('X-Forwarded-For', ip).expect(200);
  return answer;
}

describe('GET /wps/system/status', () => {
  it('sets the client address, keeps the upstream country when the lookup does not know it, and is not cached', async () => {
    const answer = await statusFrom('192.0.2.44', { geoLookup: geo });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.success).toBe(true);
    expect(answer.body.value.location).toEqual({ ip: '192.0.2.44', country: 'Upstreamland', countryCode: 'UL' });
    expect(Value.Check(SystemStatus, answer.body.value)).toBe(true);
  });

  it('fetches with the client headers and address, query included, and answers the alias too', async () => {
    await statusFrom('203.0.113.5', {}, statusAlias);
    const seen = upstream.seen[0];
    expect(seen.url).toBe(`${statusPath}?url=https%3A%2F%2Fsite.example%2F`);
    expect(seen.headers['x-real-ip']).toBe('203.0.113.5');
    expect(seen.headers.merchant).toBe('gamefront1');
  });

  it('says whether sandbox-only calls are offered: only when the upstream is the full sandbox', async () => {
    expect((await statusFrom('192.0.2.44')).body.value.sandboxCalls).toBe(false);
    await app?.close();
    expect((await statusFrom('192.0.2.44', { upstreamSandboxCalls: true })).body.value.sandboxCalls).toBe(true);
  });

  it('takes the country from the geo lookup when it knows the address', async () => {
    const answer = await statusFrom('203.0.113.5', { geoLookup: geo });
    expect(answer.body.value.location).toMatchObject({ ip: '203.0.113.5', country: 'Philippines', countryCode: 'PH' });
    expect(answer.body.value.regionRestriction).toBe(false);
  });

  it('restricts blocked countries (through the lookup)', async () => {
    const brand = brandWith({ restriction: { blockedCountries: ['PH'] } });
    expect((await statusFrom('203.0.113.5', { geoLookup: geo, brand })).body.value.regionRestriction).toBe(true);
    await app!.close();
    expect((await statusFrom('198.51.100.5', { geoLookup: geo, brand })).body.value.regionRestriction).toBe(false);
  });

  it('restricts blocked ranges, IPv4 and IPv6', async () => {
    const brand = brandWith({ restriction: { blockedRanges: ['192.0.2.0/24', '2001:db8::/32'] } });
    expect((await statusFrom('192.0.2.200', { brand })).body.value.regionRestriction).toBe(true);
    await app!.close();
    expect((await statusFrom('2001:db8::7', { brand })).body.value.regionRestriction).toBe(true);
    await app!.close();
    expect((await statusFrom('192.0.3.1', { brand })).body.value.regionRestriction).toBe(false);
  });

  it('lets allowed ranges win over blocked countries and ranges', async () => {
    const brand = brandWith({
      restriction: { blockedCountries: ['PH'], blockedRanges: ['203.0.113.0/24'], allowedRanges: ['203.0.113.8/29'] },
    });
    expect((await statusFrom('203.0.113.9', { geoLookup: geo, brand })).body.value.regionRestriction).toBe(false);
    await app!.close();
    expect((await statusFrom('203.0.113.20', { geoLookup: geo, brand })).body.value.regionRestriction).toBe(true);
  });

  it("keeps the upstream's own restriction", async () => {
    upstreamValue = statusValue({ regionRestriction: true });
    expect((await statusFrom('192.0.2.1')).body.value.regionRestriction).toBe(true);
  });

  it('forces maintenance from the brand, with its end time', async () => {
    const brand = brandWith({ maintenance: { force: true, endTime: 1_800_000_000_000 } });
    const { value } = (await statusFrom('192.0.2.1', { brand })).body;
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEndTime).toBe(1_800_000_000_000);
  });

  it('leaves maintenance as the upstream says when the brand does not force it', async () => {
    upstreamValue = statusValue({ maintenance: true, maintenanceEndTime: 42 });
    const { value } = (await statusFrom('192.0.2.1')).body;
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEndTime).toBe(42);
  });

  it('picks one image CDN and one launch CDN with the random source', async () => {
    const first = (await statusFrom('192.0.2.1', { random: () => 0 })).body.value;
    expect(first.imageCDN).toBe('http://img-a.example:3100');
    expect(first.launchGameCDN).toBe('http://play-a.example:3100');
    await app!.close();
    const last = (await statusFrom('192.0.2.1', { random: () => 0.99 })).body.value;
    expect(last.imageCDN).toBe('http://img-b.example:3100');
    expect(last.launchGameCDN).toBe('http://play-b.example:3100');
  });

  it("replaces the CDN lists with the brand's when it has them", async () => {
    const brand = brandWith({ cdn: { imageCDNs: ['https://img.brand.example'], launchGameCDNs: ['https://play.brand.example'] } });
    const { value } = (await statusFrom('192.0.2.1', { brand, random: () => 0.7 })).body;
    expect(value.info.imageCDNs).toEqual(['https://img.brand.example']);
    expect(value.info.launchGameCDNs).toEqual(['https://play.brand.example']);
    expect(value.imageCDN).toBe('https://img.brand.example');
    expect(value.launchGameCDN).toBe('https://play.brand.example');
  });

  it('answers 502 gateway.upstream_invalid when the upstream status is not JSON', async () => {
    upstream.on('GET', statusPath, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>oops');
    });
    app = await testGateway(upstream);
    const answer = await request(app.server).get(statusPath).expect(502);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.upstream_invalid' });
  });

  it('passes business failures and 5xx answers through', async () => {
    upstream.on('GET', statusPath, (_req, res) => sendJson(res, { success: false, errorCode: 'function.not.available' }));
    app = await testGateway(upstream);
    expect((await request(app.server).get(statusPath).expect(200)).body).toEqual({ success: false, errorCode: 'function.not.available' });
    upstream.on('GET', statusPath, (_req, res) => sendJson(res, { success: false, message: 'down' }, 503));
    expect((await request(app.server).get(statusPath).expect(503)).body).toEqual({ success: false, message: 'down' });
  });

  it('answers 502 when the upstream is down and 504 when it hangs', async () => {
    app = await testGateway(await deadUpstreamUrl());
    expect((await request(app.server).get(statusPath).expect(502)).body.errorCode).toBe('gateway.upstream_unavailable');
    await app.close();
    upstream.on('GET', statusPath, () => {
      /* never answers */
    });
    app = await testGateway(upstream, { responseTimeoutMs: 300 });
    const started = Date.now();
    expect((await request(app.server).get(statusPath).expect(504)).body.errorCode).toBe('gateway.upstream_timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
