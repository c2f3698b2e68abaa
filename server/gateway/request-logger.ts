import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/** pino's own question, asked before anything is made: whether a level is in force. */
interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware<T extends object>(logger: T): logger is T & LevelAware {
  return typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';
}

/**
 * A request's logger that makes its pino child (with the request id bound) only when the request
 * logs something at a level in force. Fastify makes a child for every request; at `warn`, a good
 * request logs nothing, and the child was a measurable share of each proxied call
 * (docs/gateway-profile.md).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#child === null && !this.parent.isLevelEnabled(level)) return;
    const child = this.#made();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#log('error', args);
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }

  info(...args: unknown[]): void {
    this.#log('info', args);
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory option: a RequestLogger when the parent can say which levels are in
 * force and the request keeps the parent's level, else the child Fastify would make.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  if (!isLevelAware(logger) || options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options);
};
