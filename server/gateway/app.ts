import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { catalogue, DEVICE_WEB, ErrorCode, fail, GATEWAY_VERSION } from '../../shared/api';
import type { BrandConfig } from '../../shared/brand';
import {
  DEFAULT_BOT_CHECK_DIFFICULTY,
  DEFAULT_CLIENT_BODY_TIMEOUT_MS,
  DEFAULT_FREE_PLAY_PER_CLIENT_HOUR,
  DEFAULT_LOGIN_PER_CLIENT,
  DEFAULT_RECOVERY_PER_ACCOUNT,
  DEFAULT_RECOVERY_PER_CLIENT_HOUR,
  DEFAULT_REQUEST_CEILING_PER_MINUTE,
  REQUEST_CEILING_WINDOW_MS,
} from '../config';
import { brandScript } from './brand-script';
import { closeConnectionsWhileDraining, type Drain } from './drain';
import { CdnOrigins } from './cdn-origins';
import type { GeoLookup } from './geo';
import { botCheckPlugin } from './plugins/bot-check';
import { clientPlugin } from './plugins/client';
import { healthPlugin } from './plugins/health';
import { proxyPlugin } from './plugins/proxy';
import { geetestScriptOrigins, securityPlugin } from './plugins/security';
import { statusPlugin } from './plugins/status';
import { throttlePlugin } from './plugins/throttle';
import { CeilingReached, requestCeilingPlugin } from './plugins/request-ceiling';
import { isRecord, statusRules } from './status-rules';
import { withFallback } from './throttle/fallback-store';
import { memoryStore } from './throttle/memory-store';
import type { ThrottleSettings } from './throttle/rules';
import type { ThrottleStore } from './throttle/store';
import './upstream-answer';
import { getFromUpstream, probeMirror, upstreamAgent } from './upstream-client';
import { isUpstreamPath } from './upstream-paths';
import { upstreamPool } from './upstream-pool';
import { lazyRequestLogger } from './request-logger';
import { EdgeAccounts } from './edge/accounts';
import { memberOf } from './edge/member-of';
import { edgePlatform } from './edge/platform';
import { edgePlugin } from './edge/plugin';
import { lazyEdgeStore, type EdgeStore } from './edge/store';
import { UpstreamGuards } from './upstream-guards';

export interface GatewayOptions {
  /** From shared/brand.ts, already checked. */
  brand: BrandConfig;
  /** UPSTREAM_URL split on commas: mirrors, first preferred. */
  upstreams: string[];
  /** The built client (dist/client); when it has no index.html, pages answer a 503 envelope. */
  clientDir: string;
  /** Memory or Redis. The gateway owns it from here: app.close() closes it. */
  throttleStore: ThrottleStore;
  trustProxy?: boolean | string | number;
  geoLookup?: GeoLookup;
  /** Default 2000. */
  connectTimeoutMs?: number;
  /** The whole upstream answer, headers and body; default 15000. */
  responseTimeoutMs?: number;
  /** How long a client may take to send its whole request; default DEFAULT_CLIENT_BODY_TIMEOUT_MS (config.ts). */
  clientBodyTimeoutMs?: number;
  /** Failures in a row that set a mirror aside, and for how long before it is probed; defaults in upstream-pool.ts. */
  mirrors?: { failureThreshold?: number; backoffMs?: number };
  /** pino options; default false (no logs). */
  logger?: boolean | object;
  /** For the CDN pick; default Math.random. */
  random?: () => number;
  /** Platform calls per client address per window; default DEFAULT_REQUEST_CEILING_PER_MINUTE (config.ts) a minute; `enabled: false` = none. */
  requestCeiling?: { max?: number; windowMs?: number; enabled?: boolean };
  /** Leading zero bits of the bot-check proof of work; default DEFAULT_BOT_CHECK_DIFFICULTY (config.ts). */
  botCheckDifficulty?: number;
  /** Set on SIGTERM (server/shutdown.ts): readiness 503 and `Connection: close` on every answer. */
  drain?: Drain;
  /** The brand's records (protection, sign-ins); default: an in-memory embedded store opened on first use. The gateway closes it. */
  edgeStore?: EdgeStore;
  /** The edge's clock; default Date.now. */
  now?: () => number;
  /** Forward sandbox-only calls (`/wps/gf/…`): only to the sandbox in its full profile. Default false. */
  upstreamSandboxCalls?: boolean;
  /** Recovery and free-play limits; each defaults to its DEFAULT_* in config.ts. */
  throttles?: Partial<ThrottleSettings>;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Never logged: session tokens, cookies, the encrypted-call keys and digests, passwords. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["x-digest"]',
  'req.headers["x-rsa"]',
  'headers.authorization',
  'headers.cookie',
  'headers.encryption',
  'headers["x-digest"]',
  'headers["x-rsa"]',
  'res.headers["set-cookie"]',
  'body.password',
  'password',
  '*.password',
  '*.token',
];

/** Query parameters that carry secrets, kept out of the logs: the site signs a visitor in from `?token=` on page load. */
const SECRET_QUERY = /([?&](?:token|password|pwd)=)[^&#]*/gi;

function requestLogSerializer(req: { method?: string; url?: string; ip?: string; id?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: req.url?.replace(SECRET_QUERY, '$1[redacted]'),
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

function loggerOptions(logger: GatewayOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return { ...base, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, serializers: { req: requestLogSerializer } };
}

/**
 * TRUST_PROXY as a number means "that many proxies in front"; Fastify does the same at run time but
 * its types accept only booleans, lists and functions, so the hop count is spelled as a function.
 */
function trustProxyOption(value: GatewayOptions['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id (a load balancer's, a test's) so one id follows the call end to end. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 2_000;
  const responseTimeoutMs = options.responseTimeoutMs ?? 15_000;
  const clientBodyTimeoutMs = options.clientBodyTimeoutMs ?? DEFAULT_CLIENT_BODY_TIMEOUT_MS;
  const { brand } = options;

  const logger = loggerOptions(options.logger);
  const app = Fastify({
    logger,
    // A request's child logger is made only once it logs at a level in force (request-logger.ts).
    ...(logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    // Answers 503 to requests that arrive while app.close() lets those in flight finish.
    return503OnClosing: true,
  });

  const pool = upstreamPool(options.upstreams, {
    failureThreshold: options.mirrors?.failureThreshold,
    backoffMs: options.mirrors?.backoffMs,
    onChange: (mirror, previous) => app.log.warn({ mirror, previous }, `Upstream mirror ${mirror.origin} is ${mirror.state}`),
  });
  const agent = upstreamAgent({ connectTimeoutMs });
  pool.setProbe((origin) => probeMirror(agent, origin, brand.merchant, Math.min(responseTimeoutMs, 2_000)));
  const store = withFallback(options.throttleStore, memoryStore(), app.log);
  const cdnOrigins = new CdnOrigins();
  cdnOrigins.record(brand.cdn);
  const script = brandScript(brand);
  const rules = statusRules(brand, {
    geoLookup: options.geoLookup,
    random: options.random ?? Math.random,
    sandboxCalls: options.upstreamSandboxCalls ?? false,
  });

  app.decorateRequest('upstreamAnswerListener', null);

  // Under the upstream's paths every error is the envelope: the client reads nothing else there.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (!isUpstreamPath(request.url)) return reply.code(statusCode).send(error);
    if (error instanceof CeilingReached) return reply.code(429).send(fail(ErrorCode.throttled, error.message, error.seconds));
    const code = statusCode >= 500 ? ErrorCode.systemBusy : statusCode === 404 ? ErrorCode.notFound : ErrorCode.requestParamErr;
    const message = statusCode >= 500 ? 'The gateway could not handle this request.' : error.message;
    return reply.code(statusCode).send(fail(code, message));
  });

  await app.register(securityPlugin, {
    brandScriptHash: script.cspHash,
    cdnOrigins,
    connectOrigins: brand.phoneAuthProvider === 'provider' && brand.phoneAuthEndpoint ? [new URL(brand.phoneAuthEndpoint).origin] : [],
    // The platform's GEETEST3 flag can change at any time, so the brand's widget is allowed whenever the brand names one.
    scriptOrigins: geetestScriptOrigins(brand.geetestScriptUrl),
    https: brand.https,
  });
  const drain = options.drain;
  if (drain) closeConnectionsWhileDraining(app, drain);
  await app.register(healthPlugin, { pool, agent, store, merchant: brand.merchant, draining: () => drain?.draining ?? false });
  const ceiling = options.requestCeiling;
  if (ceiling?.enabled !== false) {
    await app.register(requestCeilingPlugin, {
      store,
      max: ceiling?.max ?? DEFAULT_REQUEST_CEILING_PER_MINUTE,
      windowMs: ceiling?.windowMs ?? REQUEST_CEILING_WINDOW_MS,
    });
  }
  // The checks of particular platform calls, put on those calls' routes by the proxy. Before the
  // throttles: a call without a valid bot-check solution is refused before it is counted.
  const guards = new UpstreamGuards();
  await app.register(botCheckPlugin, { store, guards, difficulty: options.botCheckDifficulty ?? DEFAULT_BOT_CHECK_DIFFICULTY });
  const edgeStore = options.edgeStore ?? lazyEdgeStore({ databaseUrl: null });
  const platform = edgePlatform(agent, pool, { merchant: brand.merchant, timeoutMs: Math.min(responseTimeoutMs, 5_000) });
  const now = options.now ?? Date.now;
  await app.register(edgePlugin, {
    store: edgeStore,
    accounts: new EdgeAccounts(edgeStore, memberOf(platform), now),
    platform,
    guards,
    now,
  });
  await app.register(throttlePlugin, {
    store,
    guards,
    dialingCode: brand.dialingCode ?? '',
    settings: {
      recoveryPerAccount: options.throttles?.recoveryPerAccount ?? DEFAULT_RECOVERY_PER_ACCOUNT,
      recoveryPerClientHour: options.throttles?.recoveryPerClientHour ?? DEFAULT_RECOVERY_PER_CLIENT_HOUR,
      freePlayPerClientHour: options.throttles?.freePlayPerClientHour ?? DEFAULT_FREE_PLAY_PER_CLIENT_HOUR,
      loginPerClient: options.throttles?.loginPerClient ?? DEFAULT_LOGIN_PER_CLIENT,
    },
  });
  // While closing, answers still in flight end their keep-alive connection: otherwise an idle
  // client socket would hold the server open long after the last request.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  await app.register(proxyPlugin, {
    pool,
    agent,
    merchant: brand.merchant,
    responseTimeoutMs,
    clientBodyTimeoutMs,
    guards,
    // The proxy writes its answers itself, past the onSend hook below.
    isClosing: () => closing,
    sandboxCalls: options.upstreamSandboxCalls ?? false,
  });
  await app.register(statusPlugin, { pool, agent, merchant: brand.merchant, responseTimeoutMs, rules, cdnOrigins });
  await app.register(clientPlugin, { clientDir: options.clientDir, brandScriptTag: script.tag, brand, cdnOrigins });

  // The first page's CSP should already allow the platform's CDNs, so their lists are read once now.
  app.addHook('onReady', async () => {
    try {
      const answer = await getFromUpstream(agent, pool, {
        path: catalogue['system.status'].path,
        headers: { merchant: brand.merchant, device: DEVICE_WEB, 'x-gateway-version': GATEWAY_VERSION, accept: 'application/json' },
        timeoutMs: Math.min(responseTimeoutMs, 1_000),
      });
      const body: unknown = JSON.parse(answer.body.toString('utf8'));
      if (isRecord(body) && isRecord(body.value) && isRecord(body.value.info)) cdnOrigins.record(body.value.info);
    } catch (err) {
      app.log.warn({ err }, 'Could not read the CDN lists at start; they are learnt from the first status call');
    }
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Runs once requests in flight have finished (Fastify closes the server first).
  app.addHook('onClose', async () => {
    pool.close();
    await Promise.allSettled([agent.close(), store.close(), edgeStore.close()]);
  });

  return app;
}
