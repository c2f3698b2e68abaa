import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Addresses } from '../addresses';
import type { Clock } from '../clock';
import type { Repositories } from '../repositories';
import type { IdentitySettings } from './identity-settings';
import type { ShippedLanguage } from '../../../shared/languages';

/**
 * The services every area works with, built once from the sandbox's decorations (plugins/ and the
 * composition root declare and decorate them): areas take these, never the Fastify instance. A test's
 * sandbox (`buildTestSandbox`) carries every one of them, so a test may pass it where these are asked.
 */
export interface SandboxServices {
  db: Database;
  /** Every area's repositories (repositories/index.ts); any area may read another's tables through them. */
  repos: Repositories;
  clock: Clock;
  /** Settles lottery issues drawn by now (plugins/draw-engine.ts). */
  drawEngine: FastifyInstance['drawEngine'];
  /** Settles contract periods ended by now (plugins/contract-engine.ts). */
  contractEngine: FastifyInstance['contractEngine'];
  /** The payment provider's secret and address (plugins/payments.ts). */
  payments: FastifyInstance['payments'];
  /** The RSA key of encrypted calls (plugins/crypto.ts). */
  rsaKey: FastifyInstance['rsaKey'];
  log: FastifyBaseLogger;
}

/** What every area is built with: the services, and the sandbox's options that areas answer with. */
export interface AreaContext extends SandboxServices {
  /** The public and site addresses that answers and pages link to. */
  addresses: Addresses;
  /** The operator's identity settings (default password, password age). */
  identity: IdentitySettings;
  /**
   * The languages this platform offers, its default first (system.status `languages`): a member
   * keeps one of these, and notices, mails and the help centre are written in it.
   */
  languages: readonly ShippedLanguage[];
}
