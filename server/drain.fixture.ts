import { defaultBrand } from '../shared/brand';
import { buildGateway } from './gateway/app';
import { Drain } from './gateway/drain';
import { memoryStore } from './gateway/throttle/memory-store';
import { stopOnSignals, type ShutdownPlan } from './shutdown';

/**
 * One gateway replica as server/main.ts runs it (the same drain and shutdown), without the client
 * build: drain.test.ts starts two of these, sends SIGTERM to one and counts what is lost.
 * Reads UPSTREAM_URL and DRAIN_MS; prints `port <n>` once it listens.
 */
const plan: ShutdownPlan = {};
stopOnSignals(
  () => plan,
  () => undefined,
);
const drain = new Drain();
const app = await buildGateway({
  brand: defaultBrand(),
  upstreams: [process.env.UPSTREAM_URL ?? ''],
  clientDir: '/nonexistent/gamefront-client',
  throttleStore: memoryStore(),
  requestCeiling: { enabled: false },
  drain,
});
await app.listen({ port: 0, host: '127.0.0.1' });
plan.gateway = { app, drain, drainMs: Number(process.env.DRAIN_MS) };
const address = app.server.address();
console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
