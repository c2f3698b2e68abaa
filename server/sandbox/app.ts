import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { normaliseAddresses } from './addresses';
import { clockPlugin } from './plugins/clock';
import { dbPlugin } from './plugins/db';
import { cryptoPlugin } from './plugins/crypto';
import { envelopeErrorsPlugin } from './plugins/envelope-errors';
import { catalogueRoutes } from './plugins/catalogue-routes';
import { drawEnginePlugin } from './plugins/draw-engine';
import { contractEnginePlugin } from './plugins/contract-engine';
import { sandboxAreas } from './areas';
import type { SandboxArea } from './core/sandbox-area';
import { registerAreas } from './areas/registration';
import type { AreaContext } from './core/area-context';
import { isShippedLanguage, SHIPPED_LANGUAGES, type ShippedLanguage } from '../../shared/languages';
import { DEFAULT_PASSWORD, DEFAULT_PASSWORD_MAX_AGE_DAYS } from './core/identity-settings';
import { closeDevHelpers } from './areas/dev/dev-gate';
import { closeDesk } from './areas/desk/desk-routes';
import type { PaymentProviderOptions } from './areas/cashier/payments';
import { configurePayments, startPaymentProvider } from './plugins/payments';

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
  /** The development helpers under /__dev (SMS codes, temporary passwords, captcha answers, clock); off = 404. Default on. */
  devHelpers?: boolean;
  /** Lottery draws and payouts also catch up on this timer (ms); 0 = only when read. Default 5000. */
  drawTimerMs?: number;
  /** Contract settlements also catch up on this timer (ms); 0 = only when read. Default 30000. */
  contractTimerMs?: number;
  /** The stand-in payment provider: started on its own port with `listen`; its pages' address. */
  paymentProvider?: PaymentProviderOptions;
  /** Members of bigagent's deep demo team, written at the first start that asks (0 = none). Default 0; `npm start` asks for 10,000. */
  deepTeamMembers?: number;
  /**
   * `full` (default): every platform and sandbox-only call. `reference`: the sandbox as a real
   * platform behaves, answering only the calls a platform documents and every other path with a plain
   * 404 (docs/behaviour/calls.md, "Profiles").
   */
  profile?: SandboxProfile;
  /** The areas that answer; default every area (areas/index.ts). A call no area answers is `function.not.available`. */
  areas?: readonly SandboxArea[];
  /**
   * The languages the platform offers, its default first (the brand's list; shared/languages.ts):
   * what system.status lists and a member may keep. A code the site ships no texts for is left out.
   * Default every shipped language, English first.
   */
  languages?: readonly string[];
}

export type SandboxProfile = 'full' | 'reference';
export const SANDBOX_PROFILES: readonly SandboxProfile[] = ['full', 'reference'];

/** Lottery draws are caught up this often in a running sandbox, so orders are paid without a read. */
const DRAW_TIMER_MS = 5_000;

/** Contract periods are settled this often in a running sandbox, so payouts arrive without a read. */
const CONTRACT_TIMER_MS = 30_000;

/** Requests larger than this are refused before parsing: no platform call carries more. */
const BODY_LIMIT = 64 * 1024;

/** Builds the stand-in platform. `app.close()` closes its database; a failed start closes it too. */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const addresses = normaliseAddresses(options.publicUrl, options.siteUrls ?? ['http://localhost:3000']);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  const profile = options.profile ?? 'full';
  try {
    if (options.devHelpers === false) {
      closeDevHelpers(app);
      closeDesk(app);
    }
    await app.register(fastifyCookie);
    await app.register(clockPlugin, { clock: options.clock ?? systemClock() });
    await app.register(dbPlugin, { dbPath: options.dbPath, seed: { deepTeamMembers: options.deepTeamMembers ?? 0 } });
    await app.register(cryptoPlugin, { rsaKeyPath: options.rsaKeyPath });
    await app.register(envelopeErrorsPlugin, { plainNotFound: profile === 'reference' });
    await app.register(drawEnginePlugin, { timerMs: options.drawTimerMs ?? DRAW_TIMER_MS });
    await app.register(contractEnginePlugin, { timerMs: options.contractTimerMs ?? CONTRACT_TIMER_MS });
    configurePayments(app, options.paymentProvider);

    const ctx = areaContext(app, {
      addresses,
      languages: offeredLanguages(options.languages),
      identity: {
        defaultPassword: options.defaultPassword ?? DEFAULT_PASSWORD,
        passwordMaxAgeDays: options.passwordMaxAgeDays ?? DEFAULT_PASSWORD_MAX_AGE_DAYS,
        addresses,
      },
    });
    await registerAreas(app, options.areas ?? sandboxAreas, ctx, (scope, handlers) =>
      scope.register(catalogueRoutes, {
        handlers,
        // A platform has only its own calls: in `reference`, a sandbox-only call has no route at all.
        kinds: profile === 'reference' ? ['platform'] : ['platform', 'sandbox'],
        // Outside production every answer is checked against its catalogue entry and a mismatch is logged.
        checkAnswers: process.env.NODE_ENV !== 'production',
      }),
    );
    await app.ready();
    await startPaymentProvider(app, options.paymentProvider);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** The shipped languages of a list, in its order without repeats; none (or no list) is every shipped language. */
export function offeredLanguages(codes: readonly string[] | undefined): ShippedLanguage[] {
  const shipped = [...new Set((codes ?? []).map((code) => code.toUpperCase()))].filter(isShippedLanguage);
  return shipped.length > 0 ? shipped : [...SHIPPED_LANGUAGES];
}

/**
 * The context every area is built with: the sandbox's decorations, read once after its plugins are
 * registered (the payment settings object is shared, so the provider's address set at listen shows
 * through), and the options areas answer with. Areas never see the Fastify instance itself.
 */
export function areaContext(app: FastifyInstance, options: Pick<AreaContext, 'addresses' | 'identity' | 'languages'>): AreaContext {
  const { db, repos, clock, drawEngine, contractEngine, payments, rsaKey, log } = app;
  return { db, repos, clock, drawEngine, contractEngine, payments, rsaKey, log, ...options };
}
