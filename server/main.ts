import { existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, REQUEST_CEILING_WINDOW_MS, type ServerConfig } from './config';
import { ensureClientBuilt } from './client-build';
import { buildGateway } from './gateway/app';
import { memoryStore } from './gateway/throttle/memory-store';
import { redisStore } from './gateway/throttle/redis-store';
import { openGeoDatabase } from './gateway/geo';
import { planRoles } from './roles';
import { stopOnSignals, type ShutdownPlan } from './shutdown';
import { Drain } from './gateway/drain';
import { openEdgeStore } from './gateway/edge/store';

/**
 * Entry point. Roles (roles.ts): the gateway (always, unless --sandbox-only) and the embedded sandbox
 * platform (when UPSTREAM_URL is unset, or alone with --sandbox-only for docker-compose's stand-in service).
 */
const root = projectRoot(dirname(fileURLToPath(import.meta.url)));

/** The directory holding package.json: one up from server/ when run from the sources, two up from dist/server/ when compiled. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

async function startSandbox(config: ServerConfig): Promise<FastifyInstance> {
  // Loaded only for this role: a production gateway never loads the sandbox or better-sqlite3.
  const { buildSandbox } = await import('./sandbox/app');
  mkdirSync(config.dataDir, { recursive: true });
  const app = await buildSandbox({
    dbPath: join(config.dataDir, 'sandbox.db'),
    rsaKeyPath: join(config.dataDir, 'rsa-key.pem'),
    publicUrl: config.sandboxPublicUrl,
    devHelpers: config.sandboxDevHelpers,
    deepTeamMembers: config.sandboxDeepTeamMembers,
    profile: config.sandboxProfile,
    // The platform offers the brand's languages, its default first, as a platform configured for the brand does.
    languages: [config.brand.defaultLanguage, ...config.brand.languages],
    siteUrls: [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`],
    logger: { level: config.logLevel, name: 'sandbox' },
    paymentProvider: { publicUrl: config.paymentPublicUrl, listen: { port: config.paymentPort, host: config.sandboxHost } },
  });
  await app.listen({ port: config.sandboxPort, host: config.sandboxHost });
  return app;
}

async function startGateway(config: ServerConfig, upstreams: string[], drain: Drain, now?: () => number): Promise<FastifyInstance> {
  const clientDir = await ensureClientBuilt(root, (msg) => console.log(msg));
  // The brand's records: PostgreSQL with DATABASE_URL (every replica shares it), else embedded under DATA_DIR.
  if (!config.databaseUrl) mkdirSync(join(config.dataDir, 'edge'), { recursive: true });
  const edgeStore = await openEdgeStore({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'edge') });
  const app = await buildGateway({
    brand: config.brand,
    upstreams,
    upstreamSandboxCalls: config.upstreamSandboxCalls,
    edgeStore,
    now,
    clientDir,
    throttleStore: config.redisUrl ? redisStore(config.redisUrl) : memoryStore(),
    trustProxy: config.trustProxy,
    geoLookup: config.geoipDb ? await openGeoDatabase(config.geoipDb) : undefined,
    responseTimeoutMs: config.upstreamTimeoutMs,
    clientBodyTimeoutMs: config.clientBodyTimeoutMs,
    mirrors: { failureThreshold: config.mirrorFailureThreshold, backoffMs: config.mirrorBackoffMs },
    requestCeiling:
      config.requestCeilingPerMinute > 0
        ? { max: config.requestCeilingPerMinute, windowMs: REQUEST_CEILING_WINDOW_MS }
        : { enabled: false },
    botCheckDifficulty: config.botCheckDifficulty,
    drain,
    throttles: {
      recoveryPerAccount: config.recoveryPerAccount,
      recoveryPerClientHour: config.recoveryPerClientHour,
      freePlayPerClientHour: config.freePlayPerClientHour,
      loginPerClient: config.loginPerClient,
    },
    logger: { level: config.logLevel, name: 'gateway' },
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  // A signal during start-up stops what has started so far; the gateway drains before it stops.
  const plan: ShutdownPlan = {};
  stopOnSignals(
    () => plan,
    (message) => console.log(message),
  );

  const roles = planRoles(config, process.argv);
  if (roles.sandbox) {
    plan.sandbox = await startSandbox(config);
    console.log(`Sandbox platform on http://${config.sandboxHost}:${config.sandboxPort} (data in ${config.dataDir})`);
    console.log(`Demo payment provider on http://${config.sandboxHost}:${config.paymentPort} (pages at ${config.paymentPublicUrl})`);
  }
  if (roles.gateway) {
    const drain = new Drain();
    // With the sandbox in this process and its development helpers on, the edge reads the sandbox's
    // clock, so moving it (`/__dev/clock`) moves player protection's windows and waits too.
    const sandbox = plan.sandbox;
    const now = sandbox && config.sandboxDevHelpers ? () => sandbox.clock.now() : undefined;
    plan.gateway = { app: await startGateway(config, roles.upstreams, drain, now), drain, drainMs: config.drainMs };
    console.log(`Gamefront on http://localhost:${config.port} → ${roles.upstreams.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
