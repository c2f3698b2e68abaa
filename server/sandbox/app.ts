import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { normaliseAddresses } from './addresses';
import { clockPlugin } from './plugins/clock';
import { dbPlugin } from './plugins/db';
import { cryptoPlugin } from './plugins/crypto';
import { envelopeErrorsPlugin } from './plugins/envelope-errors';
import { catalogueRoutes } from './plugins/catalogue-routes';
import { mergeAreaHandlers } from './areas';
import { systemHandlers } from './routes/system';
import { contentHandlers } from './routes/content';
import { gameHandlers } from './routes/games';
import { lotteryHandlers } from './routes/lottery';
import { sessionKeyHandlers } from './routes/session-key';
import { devRoutes } from './routes/dev';
import { imageRoutes } from './routes/images';
import { downloadRoutes } from './routes/downloads';
import { serviceChatRoutes } from './routes/service-chat';
import { sessionHandlers } from './routes/session';
import { verificationHandlers } from './routes/verification';
import { registerHandlers } from './routes/register';
import { memberHandlers } from './routes/member';
import { idpRoutes } from './routes/idp';
import { launchHandlers } from './routes/launch';
import { playRoutes } from './routes/play';
import { drawEnginePlugin } from './plugins/draw-engine';
import { DEFAULT_PASSWORD, DEFAULT_PASSWORD_MAX_AGE_DAYS, type IdentitySettings } from './identity/settings';

export interface SandboxOptions {
  /** File path, or ':memory:' in tests. */
  dbPath: string;
  /** How browsers reach this sandbox, e.g. http://localhost:3100 (CDN lists, /img, /play). */
  publicUrl: string;
  /** The gateway's addresses for the domain-route list; default ['http://localhost:3000']. */
  siteUrls?: string[];
  clock?: Clock;
  /** PEM file; created on first start so restarts keep the key; absent = in-memory key. */
  rsaKeyPath?: string;
  logger?: boolean | object;
  /** The brand's default password; accounts still using it are sent to the forced change. Default 'Abc12345'. */
  defaultPassword?: string;
  /** Passwords older than this many days are reported as expired. Default 90. */
  passwordMaxAgeDays?: number;
  /** Lottery draws and payouts also catch up on this timer (ms); 0 = only when read. Default 5000. */
  drawTimerMs?: number;
}

/** Lottery draws are caught up this often in a running sandbox, so orders are paid without a read. */
const DRAW_TIMER_MS = 5_000;

/** Requests larger than this are refused before parsing: no platform call carries more. */
const BODY_LIMIT = 64 * 1024;

/** Builds the stand-in platform. `app.close()` closes its database. */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const addresses = normaliseAddresses(options.publicUrl, options.siteUrls ?? ['http://localhost:3000']);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });

  await app.register(fastifyCookie);
  await app.register(clockPlugin, { clock: options.clock ?? systemClock() });
  await app.register(dbPlugin, { dbPath: options.dbPath });
  await app.register(cryptoPlugin, { rsaKeyPath: options.rsaKeyPath });
  await app.register(envelopeErrorsPlugin);
  await app.register(drawEnginePlugin, { timerMs: options.drawTimerMs ?? DRAW_TIMER_MS });

  const identity: IdentitySettings = {
    defaultPassword: options.defaultPassword ?? DEFAULT_PASSWORD,
    passwordMaxAgeDays: options.passwordMaxAgeDays ?? DEFAULT_PASSWORD_MAX_AGE_DAYS,
    addresses,
  };
  // Every area from one list: a catalogue call answered by two areas stops the start.
  const handlers = mergeAreaHandlers([
    { name: 'system', handlers: systemHandlers(app, addresses) },
    { name: 'content', handlers: contentHandlers(app) },
    { name: 'game', handlers: gameHandlers(app) },
    { name: 'launch', handlers: launchHandlers(app, addresses) },
    { name: 'lottery', handlers: lotteryHandlers(app) },
    { name: 'sessionKey', handlers: sessionKeyHandlers(app) },
    { name: 'session', handlers: sessionHandlers(app, identity) },
    { name: 'verification', handlers: verificationHandlers(app) },
    { name: 'register', handlers: registerHandlers(app, identity) },
    { name: 'member', handlers: memberHandlers(app, identity) },
  ]);
  await app.register(catalogueRoutes, { handlers, checkAnswers: process.env.NODE_ENV !== 'production', alsoGet: ['games.launch'] });
  await app.register(playRoutes);
  await app.register(imageRoutes, { addresses });
  await app.register(downloadRoutes, { addresses });
  await app.register(serviceChatRoutes);
  await app.register(idpRoutes, { addresses });
  await app.register(devRoutes);

  await app.ready();
  return app;
}
