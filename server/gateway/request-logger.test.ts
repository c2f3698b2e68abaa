import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/** A parent logger at `level` that records the children it makes and what they log. */
function recordingParent(level: string) {
  const children: Record<string, unknown>[] = [];
  const lines: { level: string; bindings: Record<string, unknown>; args: unknown[] }[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger & { isLevelEnabled(level: string): boolean } => {
    const log =
      (at: string) =>
      (...args: unknown[]) => {
        if (LEVELS.indexOf(at) >= LEVELS.indexOf(level)) lines.push({ level: at, bindings, args });
      };
    return {
      level,
      isLevelEnabled: (at: string) => LEVELS.indexOf(at) >= LEVELS.indexOf(level),
      fatal: log('fatal'),
      error: log('error'),
      warn: log('warn'),
      info: log('info'),
      debug: log('debug'),
      trace: log('trace'),
      silent: () => undefined,
      child: (more: Record<string, unknown>) => {
        children.push(more);
        return make({ ...bindings, ...more });
      },
    };
  };
  return { parent: make({}), children, lines };
}

describe('lazyRequestLogger', () => {
  it('makes no child for a request that logs nothing at a level in force', () => {
    const { parent, children, lines } = recordingParent('warn');
    const app = Fastify();
    const log = lazyRequestLogger.call(app, parent, { reqId: 'r-1' }, {}, undefined as never);
    log.info({ req: {} }, 'incoming request');
    log.debug('details');
    expect(children).toEqual([]);
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('makes the child once, with the request id, when the request logs at a level in force', () => {
    const { parent, children, lines } = recordingParent('warn');
    const log = lazyRequestLogger.call(Fastify(), parent, { reqId: 'r-2' }, {}, undefined as never);
    log.warn({ origin: 'a' }, 'Upstream mirror failed');
    log.error('second');
    log.info('not in force');
    expect(children).toEqual([{ reqId: 'r-2' }]);
    expect(lines).toEqual([
      { level: 'warn', bindings: { reqId: 'r-2' }, args: [{ origin: 'a' }, 'Upstream mirror failed'] },
      { level: 'error', bindings: { reqId: 'r-2' }, args: ['second'] },
    ]);
  });

  it('writes the request id on the lines of a real gateway logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
      childLoggerFactory: lazyRequestLogger,
      genReqId: () => 'req-42',
    });
    app.get('/quiet', async () => 'ok');
    app.get('/loud', async (request) => {
      request.log.warn('something to say');
      return 'ok';
    });
    await app.inject('/quiet');
    await app.inject('/loud');
    await app.close();
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['req-42', 'something to say']]);
  });
});
