import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CatalogueHandler, CatalogueHandlers } from '../plugins/catalogue-routes';
import { normaliseAddresses } from '../addresses';
import { areaContext } from '../app';
import { buildTestSandbox } from '../test-support';
import { AreaConflictError, collectHandlers, registerAreas, type CatalogueRegistration } from './registration';
import type { AreaContext } from '../core/area-context';
import type { SandboxArea } from '../core/sandbox-area';
import { endpoints } from '../../../shared/api';
import { sandboxAreas } from './index';

const CATALOGUE_PATH = '/wps/catalogue/call';
/** Stands in for the catalogue routes: one route, so a clash with the catalogue can be shown too. */
const fakeCatalogue: CatalogueRegistration = async (scope) => {
  scope.get(CATALOGUE_PATH, async () => ({ success: true }));
};
const answer: CatalogueHandler<'system.status'> = () => ({}) as never;
const login: CatalogueHandler<'identity.login'> = () => ({}) as never;

let app: FastifyInstance;
afterEach(() => app?.close());

/** The services of a seeded sandbox: every area's handlers are built over them. */
let sandbox: FastifyInstance;
let ctx: AreaContext;
beforeAll(async () => {
  sandbox = await buildTestSandbox();
  const addresses = normaliseAddresses('http://sandbox.test', ['http://site.test']);
  ctx = areaContext(sandbox, {
    addresses,
    languages: ['EN'],
    identity: { defaultPassword: 'Abc12345', passwordMaxAgeDays: 90, addresses },
  });
});
afterAll(() => sandbox.close());

/** Starts a bare app with the given areas, the way buildSandbox registers its list. */
async function start(areas: SandboxArea[]): Promise<FastifyInstance> {
  app = Fastify();
  await registerAreas(app, areas, ctx, fakeCatalogue);
  await app.ready();
  return app;
}

const handlersArea = (name: string, ...groups: CatalogueHandlers[]): SandboxArea => ({ name, handlers: () => groups });
const routeArea = (name: string, path: string): SandboxArea => ({
  name,
  routes: async (scope) => {
    scope.get(path, async () => name);
  },
});

describe('sandbox areas', () => {
  it('gathers the handlers of every area, from every handler module of an area', () => {
    const merged = collectHandlers(
      [handlersArea('system', { 'system.status': answer }), handlersArea('identity', {}, { 'identity.login': login })],
      ctx,
    );
    expect(merged['system.status']).toBe(answer);
    expect(merged['identity.login']).toBe(login);
  });

  it('serves the plain routes of every area', async () => {
    const started = await start([routeArea('images', '/img/a.svg'), routeArea('dev', '/__dev/clock')]);
    expect((await started.inject({ url: '/img/a.svg' })).body).toBe('images');
    expect((await started.inject({ url: '/__dev/clock' })).body).toBe('dev');
  });

  it('refuses to start when two areas answer the same catalogue call, naming both', async () => {
    const areas = [handlersArea('system', { 'system.status': answer }), handlersArea('content', { 'system.status': answer })];
    await expect(start(areas)).rejects.toThrow(
      new AreaConflictError('Catalogue call system.status is answered by both the system area and the content area'),
    );
  });

  it('refuses to start when one area answers a call from two of its handler modules', async () => {
    const areas = [handlersArea('identity', { 'identity.login': login }, { 'identity.login': login })];
    await expect(start(areas)).rejects.toThrow(
      new AreaConflictError('Catalogue call identity.login is answered twice by the identity area'),
    );
  });

  it('refuses to start when two areas register the same method and path, naming both', async () => {
    const areas = [routeArea('images', '/img/logo.svg'), routeArea('dev', '/img/logo.svg')];
    await expect(start(areas)).rejects.toThrow(
      new AreaConflictError('Route GET /img/logo.svg is registered by both the images area and the dev area'),
    );
  });

  it('refuses to start when an area registers a path of the catalogue', async () => {
    await expect(start([routeArea('dev', CATALOGUE_PATH)])).rejects.toThrow(
      new AreaConflictError(`Route GET ${CATALOGUE_PATH} is registered by both the catalogue routes and the dev area`),
    );
  });

  it('refuses two areas of the same name', () => {
    expect(() => collectHandlers([handlersArea('games'), handlersArea('games')], ctx)).toThrow(
      new AreaConflictError('Two areas are named games'),
    );
  });

  it('lists every area of the sandbox once', () => {
    const names = sandboxAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  /**
   * A catalogue key's prefix is its domain, and the area answering it carries that name. The areas
   * below answer keys of another domain, each for the reason given; no other area may.
   */
  const OTHER_DOMAINS: Record<string, readonly string[]> = {
    // play is the game server stand-in (launch tickets and the /play CDN), not a domain: it answers
    // the launches, games.launch, the FB sports book's games.launchFB and the trial games.trialLaunch.
    play: ['games.launch', 'games.launchFB', 'games.trialLaunch'],
    // The code that binds a mobile is sent for the security centre's binding, whose checks (the member,
    // the new number) are security's; identity would otherwise import the security area back.
    security: ['identity.smsBind'],
  };

  it('answers each catalogue key from the area of its domain', () => {
    const strays = sandboxAreas.flatMap((area) =>
      [area.handlers?.(ctx) ?? []]
        .flat()
        .flatMap((group) => Object.keys(group))
        .filter((key) => !key.startsWith(`${area.name}.`) && !(OTHER_DOMAINS[area.name] ?? []).includes(key))
        .map((key) => `${area.name} answers ${key}`),
    );
    expect(strays).toEqual([]);
  });

  it('answers every call a platform documents and every sandbox-only call: none is left function.not.available', () => {
    const handlers = collectHandlers(sandboxAreas, ctx);
    const unanswered = endpoints.filter((entry) => entry.kind !== 'edge' && !(entry.key in handlers)).map((entry) => entry.key);
    expect(unanswered).toEqual([]);
  });
});
