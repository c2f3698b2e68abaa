import { describe, expect, it } from 'vitest';
import { UpstreamGuards } from './upstream-guards';

const first = async () => undefined;
const second = async () => undefined;
const release = async () => undefined;

describe('UpstreamGuards', () => {
  it('collects the guards of one call in the order they were added, a GET taking HEAD too', () => {
    const guards = new UpstreamGuards();
    guards.add('post', '/wps/a', { preHandler: first });
    guards.add('POST', '/wps/a', { preHandler: second, onResponse: release });
    guards.add('GET', '/wps/b', { preHandler: first });
    expect(guards.routes()).toEqual([
      { methods: ['POST'], path: '/wps/a', preHandler: [first, second], onResponse: [release] },
      { methods: ['GET', 'HEAD'], path: '/wps/b', preHandler: [first], onResponse: [] },
    ]);
  });

  it('takes exact paths only, and nothing once the routes are registered', () => {
    const guards = new UpstreamGuards();
    expect(() => guards.add('GET', '/wps/games/:id', { preHandler: first })).toThrow(/exact path/);
    expect(() => guards.add('GET', '/wps/*', { preHandler: first })).toThrow(/exact path/);
    guards.routes();
    expect(() => guards.add('GET', '/wps/c', { preHandler: first })).toThrow(/after the proxy/);
  });

  it('leaves a call the edge answers to the edge route, which runs the guards added even after it claimed the call', async () => {
    const guards = new UpstreamGuards();
    const ran: string[] = [];
    const edge = guards.edgeRoute('POST', '/wps/edge/x');
    guards.add('POST', '/wps/edge/x', { preHandler: async () => void ran.push('guard') });
    guards.add('POST', '/wps/y', { preHandler: first });
    expect(guards.routes().map((route) => route.path)).toEqual(['/wps/y']);
    const reply = { sent: false };
    await edge.preHandler.call(undefined as never, {} as never, reply as never);
    expect(ran).toEqual(['guard']);
  });
});
