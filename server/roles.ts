import type { ServerConfig } from './config';

/** What this process runs. */
export interface RolePlan {
  /** The embedded sandbox platform: when UPSTREAM_URL is unset, or alone with --sandbox-only. */
  sandbox: boolean;
  /** The gateway: always, unless --sandbox-only (docker-compose's stand-in service). */
  gateway: boolean;
  /** Where the gateway sends platform calls: UPSTREAM_URL's mirrors, else the embedded sandbox. */
  upstreams: string[];
}

export const SANDBOX_ONLY_FLAG = '--sandbox-only';

/**
 * The roles of this process. A gateway with UPSTREAM_URL set runs without the sandbox, so it never
 * loads the sandbox's modules or its database driver (main.ts imports them only for this role).
 */
export function planRoles(config: Pick<ServerConfig, 'upstreams' | 'sandboxPort'>, argv: readonly string[]): RolePlan {
  const sandboxOnly = argv.includes(SANDBOX_ONLY_FLAG);
  const external = config.upstreams.length > 0;
  return {
    sandbox: sandboxOnly || !external,
    gateway: !sandboxOnly,
    upstreams: external ? config.upstreams : [`http://127.0.0.1:${config.sandboxPort}`],
  };
}
