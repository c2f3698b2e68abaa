import type { FastifyInstance } from 'fastify';
import { defaultBrand, parseBrandConfig, type BrandConfig } from '../../../shared/brand';
import { buildGateway, type GatewayOptions } from '../app';
import { memoryStore } from '../throttle/memory-store';
import type { FakeUpstream } from './fake-upstream';

export function brandWith(overrides: Record<string, unknown>): BrandConfig {
  const { brand, problems } = parseBrandConfig({ ...overrides });
  if (problems.length > 0) throw new Error(`Test brand is invalid: ${JSON.stringify(problems)}`);
  return brand;
}

type UpstreamArg = string | FakeUpstream;

/**
 * A ready gateway over the given upstream(s) with test defaults: memory throttles, a light bot check,
 * no logs, a missing client. The status call the gateway makes at start is cleared from fake upstreams' records, so
 * tests see only what their own requests caused.
 */
export async function testGateway(
  upstreams: UpstreamArg | UpstreamArg[],
  overrides: Partial<GatewayOptions> = {},
): Promise<FastifyInstance> {
  const list = Array.isArray(upstreams) ? upstreams : [upstreams];
  const app = await buildGateway({
    brand: defaultBrand(),
    upstreams: list.map((u) => (typeof u === 'string' ? u : u.url)),
    clientDir: '/nonexistent/gamefront-client',
    throttleStore: memoryStore(),
    // A light proof of work: a test solves it in a few dozen hashes.
    botCheckDifficulty: 4,
    ...overrides,
  });
  await app.ready();
  for (const u of list) if (typeof u !== 'string') u.seen.length = 0;
  return app;
}
