import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, PUBLIC_URL, signIn, freePlayInject } from '../../test-support';

let app: FastifyInstance;
let token: string;
let trial: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  trial = (await freePlayInject(app)).json().value.token;
});
afterAll(() => app.close());

const LAUNCH = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  language: 'EN',
  merchantCode: 'gamefront',
};
/** The launch as the platform's site sends it: GET, the payload as query text. */
const launchUrl = (payload: object) =>
  `${catalogue['games.launch'].path}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`;
const launch = (payload: object, auth = token) => app.inject({ method: 'GET', url: launchUrl(payload), headers: { authorization: auth } });
const firstGame = (where: string) =>
  app.db.prepare(`SELECT node_id AS nodeId, vassalage, game_code AS gameCode FROM games WHERE ${where} ORDER BY node_id LIMIT 1`).get() as {
    nodeId: number;
    vassalage: string;
    gameCode: string;
  };

describe('games.launch', () => {
  it('answers an absolute address on the launch CDN with a ticket, by kind of game', async () => {
    const slot = firstGame("game_type = 'RNG' AND maintenance = 0 AND vassalage = 'JL'");
    const res = await launch({ ...LAUNCH, nodeId: slot.nodeId, vassalage: slot.vassalage });
    expectCatalogueAnswer('games.launch', res);
    expect(res.json().value.content.game_url).toMatch(new RegExp(`^${PUBLIC_URL}/play/slot/\\?t=[A-Za-z0-9_-]{32}$`));

    const live = firstGame("game_type = 'LIVE'");
    expect((await launch({ ...LAUNCH, gameId: live.gameCode })).json().value.content.game_url).toContain('/play/table/?t=');
    const lott = firstGame("vassalage = 'TCG_SEA'");
    expect((await launch({ ...LAUNCH, nodeId: lott.nodeId })).json().value.content.game_url).toContain('/play/lottery/?t=');
    const esports = firstGame("vassalage = 'AV'");
    expect((await launch({ ...LAUNCH, gameId: String(esports.nodeId) })).json().value.content.game_url).toContain('/play/match/?t=');
  });

  it('launches a PVP room and a lottery game in the lottery lobby', async () => {
    const room = app.db.prepare('SELECT room_id FROM pvp_rooms ORDER BY room_id LIMIT 1').pluck().get() as number;
    expect((await launch({ ...LAUNCH, roomId: room })).json().value.content.game_url).toContain('/play/slot/?t=');
    const res = await launch({
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'TCG5MLOTTO',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://site.test:3000/lottery',
      language: 'EN',
    });
    expectCatalogueAnswer('games.launch', res);
    expect(res.json().value.content.game_url).toContain('/play/lottery/?t=');
    const menus = await app.inject({ url: catalogue['lottery.recentMenus'].path, headers: { authorization: token } });
    expect(
      Object.values(menus.json()).flatMap((g) => (g as { gameMenus: Array<{ gameCode: string }> }).gameMenus.map((m) => m.gameCode)),
    ).toContain('TCG5MLOTTO');
  });

  it('takes the query exactly as the platform site writes it (numbers as text, t= cache-buster), and a POST body as the spec names it', async () => {
    const slot = firstGame("game_type = 'RNG' AND maintenance = 0 AND vassalage = 'PP'");
    const query =
      `gameId=${slot.gameCode}&nodeId=${slot.nodeId}&vassalage=PP&accountType=1&launchMode=GLS&platform=html5-desktop` +
      `&clientType=3&language=EN&confirmTrans=0&merchantCode=gamefront&webView=false&isCoin=false&t=1700000000000`;
    const res = await app.inject({ url: `${catalogue['games.launch'].path}?${query}`, headers: { authorization: token } });
    expectCatalogueAnswer('games.launch', res);
    expect(res.json().value.content.game_url).toContain('/play/slot/?t=');

    const notNumber = await launch({ ...LAUNCH, accountType: 'one', nodeId: slot.nodeId });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toMatchObject({ errorCode: 'request_param_err' });
    expect(notNumber.json().message).toMatch(/^accountType: /);

    const posted = await app.inject({
      method: 'POST',
      url: catalogue['games.launch'].path,
      headers: { authorization: token },
      payload: { ...LAUNCH, nodeId: slot.nodeId },
    });
    expectCatalogueAnswer('games.launch', posted);
    expect(posted.json().value.content.game_url).toContain('/play/slot/?t=');
    // The body is read as the query would be: a number sent as text passes, a word does not.
    const postedText = await app.inject({
      method: 'POST',
      url: catalogue['games.launch'].path,
      headers: { authorization: token },
      payload: { ...LAUNCH, accountType: '1', nodeId: String(slot.nodeId) },
    });
    expectCatalogueAnswer('games.launch', postedText);
    const postedWord = await app.inject({
      method: 'POST',
      url: catalogue['games.launch'].path,
      headers: { authorization: token },
      payload: { ...LAUNCH, accountType: 'one', nodeId: slot.nodeId },
    });
    expect(postedWord.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: catalogue['games.launch'].path, payload: LAUNCH })).statusCode).toBe(401);
  });

  it('answers a launch without launchMode as the real platform does: HTTP 500 #727 system busy', async () => {
    const { launchMode: _omitted, ...rest } = LAUNCH;
    const res = await launch({ ...rest, nodeId: firstGame("game_type = 'RNG'").nodeId });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, errorCode: '#727 system busy', message: '#727 system busy' });
  });

  it('refuses guests, unknown games and games or vendors under maintenance', async () => {
    expect((await app.inject({ url: launchUrl(LAUNCH) })).statusCode).toBe(401);
    expect((await launch({ ...LAUNCH, nodeId: 999 })).json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await launch({ ...LAUNCH, gameId: 'NOPE_GAME' })).json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await launch({ ...LAUNCH, launchMode: 'LOTT', lottoGameCode: 'NOPE' })).json()).toMatchObject({ errorCode: 'game.not.found' });
    expect((await launch(LAUNCH)).statusCode).toBe(400);

    const flagged = firstGame('maintenance = 1');
    expect((await launch({ ...LAUNCH, nodeId: flagged.nodeId })).json()).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    const vendorDown = firstGame("vassalage = 'NE' AND game_type = 'RNG'");
    expect((await launch({ ...LAUNCH, nodeId: vendorDown.nodeId })).json()).toMatchObject({ errorCode: 'game.maintenance' });

    const pg = firstGame("vassalage = 'SPADE'");
    expect((await launch({ ...LAUNCH, nodeId: pg.nodeId })).json().success).toBe(true);
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { maintenanceVendors: ['SPADE'] } });
    expect((await launch({ ...LAUNCH, nodeId: pg.nodeId })).json()).toMatchObject({ errorCode: 'game.maintenance' });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { maintenanceVendors: [] } });
    expect((await launch({ ...LAUNCH, nodeId: pg.nodeId })).json().success).toBe(true);
  });

  it('lets trial accounts launch free play only', async () => {
    const game = firstGame("vassalage = 'JL' AND game_type = 'RNG'");
    expect((await launch({ ...LAUNCH, nodeId: game.nodeId }, trial)).json()).toMatchObject({ success: false, errorCode: 'trial.account' });
    expect((await launch({ ...LAUNCH, accountType: 0, nodeId: game.nodeId }, trial)).json().success).toBe(true);
    expect((await launch({ ...LAUNCH, accountType: 0, nodeId: game.nodeId })).statusCode).toBe(400);
  });

  it('opens every launchable seeded game on the demo its kind and name say, titled with its own name', async () => {
    const down = new Set(app.repos.system.state().maintenanceVendors);
    const rows = (
      app.db
        .prepare(
          `SELECT g.node_id AS nodeId, g.game_name AS gameName, g.game_type AS gameType, g.vassalage FROM games g
           JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.maintenance = 0 AND v.maintenance = 0 ORDER BY g.node_id`,
        )
        .all() as Array<{ nodeId: number; gameName: string; gameType: string; vassalage: string }>
    ).filter((g) => !down.has(g.vassalage));
    // Every slot launches the same way: one per slot vendor, and every game of the other kinds.
    const slotVendors = new Set<string>();
    const launched = rows.filter((g) => g.gameType !== 'RNG' || (!slotVendors.has(g.vassalage) && slotVendors.add(g.vassalage)));
    expect(launched.length).toBeGreaterThan(400);
    for (const game of launched) {
      const url = new URL((await launch({ ...LAUNCH, nodeId: game.nodeId })).json().value.content.game_url);
      const demo = url.pathname.split('/')[2];
      if (game.gameType === 'LIVE') {
        // The table demo deals single-zero roulette: only roulette tables may open it.
        expect(game.gameName, `${game.nodeId}`).toMatch(/\bRoulette\b/);
        expect(demo, game.gameName).toBe('table');
      } else if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
        expect(demo, game.gameName).toBe('lottery');
      } else if (game.gameType === 'SPORTS' || game.gameType === 'COCKFIGHT') {
        // A sportsbook or a cockfight pit opens a match between two sides, never a slot.
        expect(demo, game.gameName).toBe('match');
      } else {
        expect(demo, game.gameName).toBe('slot');
      }
      const session = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket: url.searchParams.get('t') } });
      expect(session.json().game, game.gameName).toMatchObject({ nodeId: game.nodeId, gameName: game.gameName, gameType: game.gameType });
    }
    const live = launched.filter((g) => g.gameType === 'LIVE').at(-1)!;
    app.clock.advance(1_000);
    await launch({ ...LAUNCH, nodeId: live.nodeId });
    const recent = await app.inject({ url: catalogue['games.recent'].path, headers: { authorization: token } });
    expect(recent.json().value.list[0]).toMatchObject({ nodeId: live.nodeId, gameName: live.gameName });
  });

  it('puts launched games at the top of recent games', async () => {
    const game = firstGame("vassalage = 'CQ9' AND game_type = 'FISH'");
    app.clock.advance(1_000);
    await launch({ ...LAUNCH, nodeId: game.nodeId });
    const res = await app.inject({ url: catalogue['games.recent'].path, headers: { authorization: token } });
    expectCatalogueAnswer('games.recent', res);
    const list = res.json().value.list;
    expect(list[0]).toMatchObject({ nodeId: game.nodeId, lastPlayedAt: app.clock.now() });
    expect(list.length).toBeLessThanOrEqual(20);
  });
});

describe('games.launchFB', () => {
  const fbUrl = (payload: Record<string, string> = {}) =>
    `${catalogue['games.launchFB'].path}?${new URLSearchParams({ platform: 'html5-desktop', language: 'EN', ...payload })}`;
  const ticketOf = (url: string) =>
    app.db
      .prepare(
        'SELECT t.kind, t.node_id AS nodeId, t.free_play AS freePlay, a.username FROM launch_tickets t JOIN accounts a ON a.id = t.account_id WHERE ticket = ?',
      )
      .get(new URL(url).searchParams.get('t')) as { kind: string; nodeId: number; freePlay: number; username: string };
  const fbLobby = () => firstGame("vassalage = 'FB' AND game_type = 'SPORTS'");

  it('opens the FB sports book’s lobby for the member of the session header or of the payload’s token', async () => {
    const byHeader = await app.inject({ url: fbUrl(), headers: { authorization: token } });
    expectCatalogueAnswer('games.launchFB', byHeader);
    const url = byHeader.json().value.content.game_url as string;
    expect(url.startsWith(`${PUBLIC_URL}/play/match/?t=`)).toBe(true);
    expect(ticketOf(url)).toEqual({ kind: 'match', nodeId: fbLobby().nodeId, freePlay: 0, username: 'player1' });

    const byPayload = await app.inject({ url: fbUrl({ token }) });
    expectCatalogueAnswer('games.launchFB', byPayload);
    expect(ticketOf(byPayload.json().value.content.game_url).username).toBe('player1');
  });

  it('opens free play for a trial account, refuses a guest, and a book under maintenance', async () => {
    const res = await app.inject({ url: fbUrl({ token: trial }) });
    expect(ticketOf(res.json().value.content.game_url)).toMatchObject({ freePlay: 1 });

    const guest = await app.inject({ url: fbUrl() });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect((await app.inject({ url: fbUrl({ token: 'no-such-token' }) })).statusCode).toBe(401);

    await app.inject({ method: 'POST', url: '/__dev/system', payload: { maintenanceVendors: ['FB'] } });
    expect((await app.inject({ url: fbUrl({ token }) })).json()).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { maintenanceVendors: [] } });
  });
});
