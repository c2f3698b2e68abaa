import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBrandConfig, type BrandConfig } from '../shared/brand';
import { POW_DEFAULT_DIFFICULTY } from '../shared/crypto/pow';
import { DEFAULT_MIRROR_BACKOFF_MS, DEFAULT_MIRROR_FAILURE_THRESHOLD } from './gateway/upstream-pool';

/** Everything the process reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Empty = run the embedded sandbox and proxy to it. */
  upstreams: string[];
  brand: BrandConfig;
  brandPath: string | null;
  redisUrl: string | null;
  /** The gateway's own records (player protection, sign-ins) in PostgreSQL; null = an embedded store under DATA_DIR. */
  databaseUrl: string | null;
  /** SANDBOX_PROFILE: `full` (default) or `reference`, the sandbox as a real platform behaves. */
  sandboxProfile: 'full' | 'reference';
  /**
   * Whether the gateway forwards sandbox-only calls (`/wps/gf/…`) to its upstream: only when that
   * upstream is the sandbox in its full profile. Default: on when the built-in sandbox runs in the full
   * profile (no UPSTREAM_URL), off otherwise; UPSTREAM_SANDBOX_CALLS=1 says an external upstream is such a sandbox.
   */
  upstreamSandboxCalls: boolean;
  trustProxy: boolean | number | string;
  geoipDb: string | null;
  sandboxPort: number;
  sandboxHost: string;
  sandboxPublicUrl: string;
  /** The sandbox's stand-in payment provider: its own port, on the sandbox's host. */
  paymentPort: number;
  /** How browsers reach the payment provider's pages. */
  paymentPublicUrl: string;
  /** The sandbox's development helpers (/__dev/*: SMS codes, temporary passwords, captcha answers, clock). */
  sandboxDevHelpers: boolean;
  /** Members of the sandbox's deep demo team under `bigagent`, seeded at the first start (0 = none). */
  sandboxDeepTeamMembers: number;
  /** After SIGTERM: how long the gateway keeps serving (readiness 503, `Connection: close`) before it stops accepting. */
  drainMs: number;
  dataDir: string;
  logLevel: LogLevel;
  /** The whole upstream answer, headers and body, must arrive within this time. */
  upstreamTimeoutMs: number;
  /** A client's whole request, body included, must arrive within this time (else 408). */
  clientBodyTimeoutMs: number;
  /** Failures in a row (refused, timed out, 5xx) that set an upstream mirror aside. */
  mirrorFailureThreshold: number;
  /** How long a mirror set aside rests before it is probed. */
  mirrorBackoffMs: number;
  /** Platform calls per client address per minute; 0 = no ceiling. */
  requestCeilingPerMinute: number;
  /** Leading zero bits the gateway's bot-check proof of work asks for. */
  botCheckDifficulty: number;
  /** Password-recovery calls per account per 15 minutes; 0 = no limit. */
  recoveryPerAccount: number;
  /** Password-recovery calls per client address per hour; 0 = no limit. */
  recoveryPerClientHour: number;
  loginPerClient: number;
  /** Free-play sign-ins (each a new trial account) per client address per hour; 0 = no limit. */
  freePlayPerClientHour: number;
}

/** Platform calls one client address may make per minute when REQUEST_CEILING_PER_MINUTE is unset; a page load makes about fifteen. */
export const DEFAULT_REQUEST_CEILING_PER_MINUTE = 1200;
/** The request ceiling counts calls over this window. */
export const REQUEST_CEILING_WINDOW_MS = 60_000;

/** The sandbox's deep demo team when SANDBOX_DEEP_TEAM is unset: 10,000 members below `bigagent`. */
export const DEFAULT_SANDBOX_DEEP_TEAM = 10_000;

/** A request, body included, must arrive within 30 s: a client dripping its body holds a connection no longer. */
export const DEFAULT_CLIENT_BODY_TIMEOUT_MS = 30_000;

/** Bot-check work when BOT_CHECK_DIFFICULTY is unset: about 65,000 hashes, a fraction of a second in a browser. */
export const DEFAULT_BOT_CHECK_DIFFICULTY = POW_DEFAULT_DIFFICULTY;
/**
 * Each bit doubles the expected work; at 24 bits a browser tries about 16 million hashes (tens of
 * seconds on a phone), so a higher setting would stop real players rather than bots.
 */
export const MAX_BOT_CHECK_DIFFICULTY = 24;

/** Password-recovery calls (reset by e-mail or SMS, new password) one account may make per 15 minutes when RECOVERY_PER_ACCOUNT is unset. */
export const DEFAULT_RECOVERY_PER_ACCOUNT = 5;
/** Password-recovery calls one client address may make per hour when RECOVERY_PER_ADDRESS_PER_HOUR is unset. */
export const DEFAULT_RECOVERY_PER_CLIENT_HOUR = 20;
/** Sign-in attempts one client address may make per 10 minutes when LOGIN_ATTEMPTS_PER_ADDRESS is unset. */
export const DEFAULT_LOGIN_PER_CLIENT = 20;
/** Free-play sign-ins one client address may make per hour when FREE_PLAY_PER_ADDRESS_PER_HOUR is unset: each makes a trial account. */
export const DEFAULT_FREE_PLAY_PER_CLIENT_HOUR = 5;

/**
 * After SIGTERM the gateway answers readiness with 503 and keeps serving this long, so a load
 * balancer that checks readiness every few seconds takes it out of rotation before it stops accepting.
 */
export const DEFAULT_DRAIN_MS = 5_000;
export const MAX_DRAIN_MS = 120_000;

const LogLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LogLevels)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port = parsePort('PORT', text('PORT'), 3000, problems);
  const sandboxPort = parsePort('SANDBOX_PORT', text('SANDBOX_PORT'), 3100, problems);
  if (port === sandboxPort && !text('UPSTREAM_URL')) problems.push(`SANDBOX_PORT must differ from PORT (both ${port})`);
  const paymentPort = parsePort('PAYMENT_PORT', text('PAYMENT_PORT'), sandboxPort + 1, problems);
  if (paymentPort === sandboxPort) problems.push(`PAYMENT_PORT must differ from SANDBOX_PORT (both ${paymentPort})`);
  if (paymentPort === port && !text('UPSTREAM_URL')) problems.push(`PAYMENT_PORT must differ from PORT (both ${paymentPort})`);

  const upstreams = (text('UPSTREAM_URL') ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of upstreams) {
    if (!isHttpUrl(url)) problems.push(`UPSTREAM_URL has "${url}", which is not an http(s) URL`);
  }

  const redisUrl = text('REDIS_URL') ?? null;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    problems.push(`REDIS_URL must start with redis:// or rediss:// (got "${redisUrl}")`);

  const geoipDb = text('GEOIP_DB') ? resolve(cwd, text('GEOIP_DB')!) : null;
  if (geoipDb && !existsSync(geoipDb)) problems.push(`GEOIP_DB points at ${geoipDb}, which does not exist`);

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LogLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LogLevels.join(', ')} (got "${logLevel}")`);

  const timeout = text('UPSTREAM_TIMEOUT_MS') ?? '15000';
  const upstreamTimeoutMs = Number(timeout);
  if (!/^[0-9]+$/.test(timeout) || upstreamTimeoutMs < 100 || upstreamTimeoutMs > 120_000) {
    problems.push(`UPSTREAM_TIMEOUT_MS must be an integer between 100 and 120000 (got "${timeout}")`);
  }

  const bodyTimeout = text('CLIENT_BODY_TIMEOUT_MS') ?? String(DEFAULT_CLIENT_BODY_TIMEOUT_MS);
  const clientBodyTimeoutMs = Number(bodyTimeout);
  if (!/^[0-9]+$/.test(bodyTimeout) || clientBodyTimeoutMs < 1_000 || clientBodyTimeoutMs > 300_000) {
    problems.push(`CLIENT_BODY_TIMEOUT_MS must be an integer between 1000 and 300000 (got "${bodyTimeout}")`);
  }
  const threshold = text('MIRROR_FAILURE_THRESHOLD') ?? String(DEFAULT_MIRROR_FAILURE_THRESHOLD);
  const mirrorFailureThreshold = Number(threshold);
  if (!/^[0-9]{1,3}$/.test(threshold) || mirrorFailureThreshold < 1) {
    problems.push(`MIRROR_FAILURE_THRESHOLD must be a whole number from 1 to 999 (got "${threshold}")`);
  }
  const backoff = text('MIRROR_BACKOFF_MS') ?? String(DEFAULT_MIRROR_BACKOFF_MS);
  const mirrorBackoffMs = Number(backoff);
  if (!/^[0-9]+$/.test(backoff) || mirrorBackoffMs < 100 || mirrorBackoffMs > 600_000) {
    problems.push(`MIRROR_BACKOFF_MS must be an integer between 100 and 600000 (got "${backoff}")`);
  }

  const ceiling = text('REQUEST_CEILING_PER_MINUTE') ?? String(DEFAULT_REQUEST_CEILING_PER_MINUTE);
  const requestCeilingPerMinute = Number(ceiling);
  if (!/^[0-9]{1,7}$/.test(ceiling)) problems.push(`REQUEST_CEILING_PER_MINUTE must be a whole number, 0 for none (got "${ceiling}")`);

  const difficulty = text('BOT_CHECK_DIFFICULTY') ?? String(DEFAULT_BOT_CHECK_DIFFICULTY);
  const botCheckDifficulty = Number(difficulty);
  if (!/^[0-9]{1,2}$/.test(difficulty) || botCheckDifficulty > MAX_BOT_CHECK_DIFFICULTY) {
    problems.push(`BOT_CHECK_DIFFICULTY must be a whole number from 0 to ${MAX_BOT_CHECK_DIFFICULTY} (got "${difficulty}")`);
  }

  const limit = (name: string, fallback: number) => {
    const value = text(name) ?? String(fallback);
    if (!/^[0-9]{1,6}$/.test(value)) problems.push(`${name} must be a whole number, 0 for no limit (got "${value}")`);
    return Number(value);
  };
  const recoveryPerAccount = limit('RECOVERY_PER_ACCOUNT', DEFAULT_RECOVERY_PER_ACCOUNT);
  const recoveryPerClientHour = limit('RECOVERY_PER_ADDRESS_PER_HOUR', DEFAULT_RECOVERY_PER_CLIENT_HOUR);
  const freePlayPerClientHour = limit('FREE_PLAY_PER_ADDRESS_PER_HOUR', DEFAULT_FREE_PLAY_PER_CLIENT_HOUR);
  const loginPerClient = limit('LOGIN_ATTEMPTS_PER_ADDRESS', DEFAULT_LOGIN_PER_CLIENT);

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'), problems);

  const sandboxPublicUrl = text('SANDBOX_PUBLIC_URL') ?? `http://localhost:${sandboxPort}`;
  if (!isHttpUrl(sandboxPublicUrl)) problems.push(`SANDBOX_PUBLIC_URL must be an http(s) URL (got "${sandboxPublicUrl}")`);

  const paymentPublicUrl = text('PAYMENT_PUBLIC_URL') ?? `http://localhost:${paymentPort}`;
  if (!isHttpUrl(paymentPublicUrl)) problems.push(`PAYMENT_PUBLIC_URL must be an http(s) URL (got "${paymentPublicUrl}")`);

  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  const profile = text('SANDBOX_PROFILE') ?? 'full';
  if (profile !== 'full' && profile !== 'reference') problems.push(`SANDBOX_PROFILE must be full or reference (got "${profile}")`);
  const sandboxProfile = profile === 'reference' ? 'reference' : 'full';
  const sandboxCalls = text('UPSTREAM_SANDBOX_CALLS');
  if (sandboxCalls !== undefined && sandboxCalls !== '0' && sandboxCalls !== '1')
    problems.push(`UPSTREAM_SANDBOX_CALLS must be 0 or 1 (got "${sandboxCalls}")`);
  const upstreamSandboxCalls = sandboxCalls === undefined ? upstreams.length === 0 && sandboxProfile === 'full' : sandboxCalls === '1';

  const sandboxHost = text('SANDBOX_HOST') ?? '127.0.0.1';
  const devHelpers = text('SANDBOX_DEV_HELPERS');
  if (devHelpers !== undefined && devHelpers !== '0' && devHelpers !== '1')
    problems.push(`SANDBOX_DEV_HELPERS must be 0 or 1 (got "${devHelpers}")`);
  // The helpers hand out SMS codes and temporary passwords: on by default only for a development
  // sandbox on loopback; a production image, or a sandbox reachable from elsewhere, needs SANDBOX_DEV_HELPERS=1.
  const sandboxDevHelpers = devHelpers === undefined ? env.NODE_ENV !== 'production' && isLoopback(sandboxHost) : devHelpers === '1';

  // The deep team has six levels, so it needs at least six members; a million is well past what a demo needs.
  const deepTeam = text('SANDBOX_DEEP_TEAM') ?? String(DEFAULT_SANDBOX_DEEP_TEAM);
  const sandboxDeepTeamMembers = Number(deepTeam);
  if (!/^[0-9]{1,7}$/.test(deepTeam) || (sandboxDeepTeamMembers > 0 && sandboxDeepTeamMembers < 6) || sandboxDeepTeamMembers > 1_000_000)
    problems.push(`SANDBOX_DEEP_TEAM must be 0 or a number of members from 6 to 1000000 (got "${deepTeam}")`);

  const drain = text('DRAIN_MS') ?? String(DEFAULT_DRAIN_MS);
  const drainMs = Number(drain);
  if (!/^[0-9]{1,6}$/.test(drain) || drainMs > MAX_DRAIN_MS)
    problems.push(`DRAIN_MS must be a whole number from 0 to ${MAX_DRAIN_MS} (got "${drain}")`);

  const brandPath = text('BRAND_CONFIG') ? resolve(cwd, text('BRAND_CONFIG')!) : null;
  let brand = parseBrandConfig({}).brand;
  if (brandPath) {
    const loaded = readBrand(brandPath, problems);
    if (loaded) brand = loaded;
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    upstreams,
    brand,
    brandPath,
    redisUrl,
    databaseUrl,
    sandboxProfile,
    upstreamSandboxCalls,
    trustProxy,
    geoipDb,
    sandboxPort,
    sandboxHost,
    sandboxPublicUrl: sandboxPublicUrl.replace(/\/+$/, ''),
    paymentPort,
    paymentPublicUrl: paymentPublicUrl.replace(/\/+$/, ''),
    sandboxDevHelpers,
    sandboxDeepTeamMembers,
    drainMs,
    dataDir: resolve(cwd, text('DATA_DIR') ?? 'data'),
    logLevel,
    upstreamTimeoutMs,
    clientBodyTimeoutMs,
    mirrorFailureThreshold,
    mirrorBackoffMs,
    requestCeilingPerMinute,
    botCheckDifficulty,
    recoveryPerAccount,
    recoveryPerClientHour,
    freePlayPerClientHour,
    loginPerClient,
  };
}

function parsePort(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^[0-9]+$/.test(value) || port < 1 || port > 65535) {
    problems.push(`${name} must be a port number between 1 and 65535 (got "${value}")`);
    return fallback;
  }
  return port;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.[0-9]+\.[0-9]+\.[0-9]+$/.test(host);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Same forms Fastify accepts: true/false, a hop count, or a comma list of addresses and ranges. */
function parseTrustProxy(value: string | undefined, problems: string[]): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  const parts = value.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(p) || ['loopback', 'linklocal', 'uniquelocal'].includes(p))) {
    return parts.join(',');
  }
  problems.push(`TRUST_PROXY must be true, false, a hop count, or a comma list of addresses/CIDR ranges (got "${value}")`);
  return false;
}

function readBrand(path: string, problems: string[]): BrandConfig | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`BRAND_CONFIG ${path} cannot be read as JSON: ${(error as Error).message}`);
    return null;
  }
  const { brand, problems: brandProblems } = parseBrandConfig(raw);
  for (const p of brandProblems) problems.push(`BRAND_CONFIG ${path}: ${p.path} ${p.message}`);
  return brandProblems.length === 0 ? brand : null;
}
