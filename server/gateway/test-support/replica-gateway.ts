import { loadConfig, REQUEST_CEILING_WINDOW_MS } from '../../config';
import { buildGateway } from '../app';
import { memoryStore } from '../throttle/memory-store';
import { redisStore } from '../throttle/redis-store';

/**
 * One gateway process configured from the environment as server/main.ts configures it (REDIS_URL,
 * UPSTREAM_URL, TRUST_PROXY, BOT_CHECK_DIFFICULTY, the throttle settings), without the client build
 * main.ts runs first: tests start several of these as replicas. It listens on a free loopback port
 * and writes `listening <url>` on stdout; SIGTERM closes it.
 */
const config = loadConfig(process.env);
const app = await buildGateway({
  brand: config.brand,
  upstreams: config.upstreams,
  clientDir: '/nonexistent/gamefront-client',
  throttleStore: config.redisUrl ? redisStore(config.redisUrl) : memoryStore(),
  trustProxy: config.trustProxy,
  responseTimeoutMs: config.upstreamTimeoutMs,
  requestCeiling:
    config.requestCeilingPerMinute > 0 ? { max: config.requestCeilingPerMinute, windowMs: REQUEST_CEILING_WINDOW_MS } : { enabled: false },
  botCheckDifficulty: config.botCheckDifficulty,
  throttles: {
    recoveryPerAccount: config.recoveryPerAccount,
    recoveryPerClientHour: config.recoveryPerClientHour,
    freePlayPerClientHour: config.freePlayPerClientHour,
  },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
