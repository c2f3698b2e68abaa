import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, PUBLIC_URL, signIn, freePlayInject } from '../../test-support';

let app: FastifyInstance;
let token: string;
let accountId: number;
let slotNode: number;
let tableNode: number;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  accountId = app.db.prepare("SELECT id FROM accounts WHERE username = 'player1'").pluck().get() as number;
  slotNode = app.db
    .prepare("SELECT node_id FROM games WHERE vassalage = 'JL' AND game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
    .pluck()
    .get() as number;
  tableNode = app.db
    .prepare("SELECT node_id FROM games WHERE game_type = 'LIVE' AND min_bet = 10 ORDER BY node_id LIMIT 1")
    .pluck()
    .get() as number;
});
afterAll(() => app.close());

const LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, language: 'EN' };

/** The launch call as the platform's site sends it: GET with the payload as the query. */
const launchGame = (payload: object, auth = token) =>
  app.inject({
    url: `${catalogue['games.launch'].path}?${new URLSearchParams(Object.entries({ ...LAUNCH, ...payload }).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { authorization: auth },
  });

async function playToken(payload: object, auth = token): Promise<string> {
  const launch = await launchGame(payload, auth);
  const url = new URL(launch.json().value.content.game_url);
  const res = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket: url.searchParams.get('t') } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}
const bet = (play: string, payload: object) =>
  app.inject({ method: 'POST', url: '/play/api/bet', headers: { authorization: play }, payload });
const balance = async () =>
  (await app.inject({ url: catalogue['cashier.balance'].path, headers: { authorization: token } })).json().value.sumBalance as number;
const ledgerSum = () => app.db.prepare('SELECT SUM(amount) FROM ledger WHERE account_id = ?').pluck().get(accountId) as number;

describe('the launch CDN pages', () => {
  it('serves three self-contained pages that may be framed', async () => {
    for (const kind of ['slot', 'table', 'lottery', 'match']) {
      const res = await app.inject({ url: `/play/${kind}/?t=abc` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(res.body).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\//);
      expect(res.body).toContain('<main>');
    }
    expect((await app.inject({ url: '/play/slot?t=abc' })).headers.location).toBe('/play/slot/?t=abc');
  });
});

describe('demo game pages', () => {
  it('tell the framing site its new balance, addressed to that site only', async () => {
    for (const kind of ['slot', 'table', 'lottery', 'match']) {
      const page = (await app.inject({ url: `/play/${kind}/` })).body;
      expect(page).toContain("postMessage({ type: 'gamefront:balance'");
      expect(page).toContain('document.referrer');
      // A trial game's play money is never posted as the member's balance.
      expect(page).toContain('if (!freePlay && siteOrigin');
      expect(page).toContain('freePlay = session.freePlay === true;');
    }
  });
});

describe('play sessions', () => {
  it('trades a ticket for a play token of two hours; the link opened again continues that session', async () => {
    const launch = await launchGame({ nodeId: slotNode });
    const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
    expect(launch.json().value.content.game_url.startsWith(`${PUBLIC_URL}/play/slot/`)).toBe(true);
    const first = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } });
    const cookie = first.cookies.find((c) => c.name === 'gf_play_client')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/play/api/session', sameSite: 'Lax' });
    expect(cookie.value).toMatch(/^[0-9a-f]{64}$/);
    expect(first.json()).toMatchObject({
      kind: 'slot',
      game: { nodeId: slotNode },
      // player1's ₱5,000.00 opening deposits, ₱725.25 of seeded bonuses (records seed), the
      // ₱58.00 activity reward claimed (activities seed) and ₱3.00 of daily sign-ins (rewards seed).
      balance: 5786.25,
      expiresAt: app.clock.now() + 2 * 3_600_000,
    });
    // A reloaded game frame trades the same link again, even after the ticket's own lifetime.
    app.clock.advance(10 * 60_000);
    const again = await app.inject({
      method: 'POST',
      url: '/play/api/session',
      payload: { ticket },
      cookies: { gf_play_client: cookie.value },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(first.json().token);
    const unknown = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket: 'not-a-ticket' } });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'play.ticket.invalid' });
    expect((await app.inject({ url: '/play/api/balance', headers: { authorization: first.json().token } })).json()).toEqual({
      balance: 5786.25,
    });
    expect((await app.inject({ url: '/play/api/balance', headers: { authorization: 'nope' } })).statusCode).toBe(401);
  });

  it('plays a launch link in one browser only: another client gets no play token', async () => {
    const launch = await launchGame({ nodeId: slotNode });
    const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
    const first = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } });
    expect(first.statusCode).toBe(200);
    const mine = first.cookies.find((c) => c.name === 'gf_play_client')!.value;
    const refusal = { success: false, value: null, errorCode: 'play.ticket.used', message: expect.stringMatching(/another browser/) };
    // No cookie, another browser's cookie, or a made-up one: all refused, and no token in the answer.
    const other = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(refusal);
    const stranger = other.cookies.find((c) => c.name === 'gf_play_client');
    expect(stranger).toBeUndefined();
    for (const forged of ['f'.repeat(64), `${mine} `, mine.toUpperCase()]) {
      const res = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket }, cookies: { gf_play_client: forged } });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(first.json().token);
    }
    // The browser that opened it continues, and one browser's secret serves its next launch too.
    const reload = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket }, cookies: { gf_play_client: mine } });
    expect(reload.json().token).toBe(first.json().token);
    const next = new URL((await launchGame({ nodeId: slotNode })).json().value.content.game_url).searchParams.get('t');
    const nextSession = await app.inject({
      method: 'POST',
      url: '/play/api/session',
      payload: { ticket: next },
      cookies: { gf_play_client: mine },
    });
    expect(nextSession.cookies.find((c) => c.name === 'gf_play_client')!.value).toBe(mine);
    const digest = app.db.prepare('SELECT client_digest FROM launch_tickets WHERE ticket = ?').pluck().get(ticket);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toBe(mine);
  });

  it('refuses an expired ticket', async () => {
    const launch = await launchGame({ nodeId: slotNode });
    const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
    app.clock.advance(5 * 60_000 + 1);
    token = await signIn(app, 'player1', 'Play1234');
    expect((await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).statusCode).toBe(400);
  });
});

describe('bets', () => {
  it('writes every stake and win as ledger rows and answers result, win and balance', async () => {
    const play = await playToken({ nodeId: slotNode });
    const before = await balance();
    const res = await bet(play, { nodeId: slotNode, stake: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.result.reels).toHaveLength(3);
    expect(out.balance).toBeCloseTo(before - 2 + out.win, 2);
    expect(await balance()).toBeCloseTo(out.balance, 2);
    const rows = app.db
      .prepare("SELECT reason, amount FROM ledger WHERE account_id = ? AND reason LIKE 'game.%' ORDER BY id DESC LIMIT 2")
      .all(accountId) as Array<{ reason: string; amount: number }>;
    if (out.win > 0)
      expect(rows).toEqual([
        { reason: 'game.win', amount: Math.round(out.win * 100) },
        { reason: 'game.bet', amount: -200 },
      ]);
    else expect(rows[0]).toEqual({ reason: 'game.bet', amount: -200 });
  });

  it('plays roulette on the table page', async () => {
    const play = await playToken({ nodeId: tableNode });
    const res = await bet(play, { nodeId: tableNode, stake: 10, bet: 'NUMBER', number: 7 });
    const out = res.json();
    expect(out.result).toMatchObject({ bet: 'NUMBER', pick: 7 });
    expect(out.win).toBe(out.result.number === 7 ? 360 : 0);
    expect((await bet(play, { nodeId: tableNode, stake: 10 })).statusCode).toBe(400);
    expect((await bet(play, { nodeId: tableNode, stake: 5, bet: 'RED' })).json().message).toMatch(/^stake/);
  });

  it('plays a cockfight as Meron against Wala, paying 1.95× through the ledger', async () => {
    const cockfight = app.db
      .prepare("SELECT node_id FROM games WHERE game_type = 'COCKFIGHT' ORDER BY node_id LIMIT 1")
      .pluck()
      .get() as number;
    const play = await playToken({ nodeId: cockfight });
    const session = await app.inject({ url: '/play/api/session', headers: { authorization: play } });
    expect(session.json().kind).toBe('match');
    const before = await balance();
    const res = await bet(play, { nodeId: cockfight, stake: 10, side: 'WALA' });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(['MERON', 'WALA', 'DRAW']).toContain(out.result.winner);
    expect(out.win).toBe(out.result.winner === 'WALA' ? 19.5 : 0);
    expect(out.balance).toBeCloseTo(before - 10 + out.win, 2);
    const rows = app.db
      .prepare("SELECT reason, amount FROM ledger WHERE account_id = ? AND reason LIKE 'game.%' ORDER BY id DESC LIMIT 2")
      .all(accountId) as { reason: string; amount: number }[];
    if (out.win > 0)
      expect(rows).toEqual([
        { reason: 'game.win', amount: 1950 },
        { reason: 'game.bet', amount: -1000 },
      ]);
    else expect(rows[0]).toEqual({ reason: 'game.bet', amount: -1000 });
    expect(ledgerSum()).toBe(Math.round(out.balance * 100));
    // A cockfight has no Home side, and a match bet names its side.
    expect((await bet(play, { nodeId: cockfight, stake: 10, side: 'HOME' })).json().message).toMatch(
      /^side: this match is MERON against WALA/,
    );
    expect((await bet(play, { nodeId: cockfight, stake: 10 })).json().message).toMatch(/^side/);
  });

  it('refuses bad bets with 400: wrong game, bad stake, unknown fields', async () => {
    const play = await playToken({ nodeId: slotNode });
    for (const payload of [
      { nodeId: slotNode + 1, stake: 1 },
      { nodeId: slotNode, stake: 0 },
      { nodeId: slotNode, stake: 1.001 },
      { nodeId: slotNode, stake: -1 },
      { nodeId: slotNode, stake: '1; DROP TABLE ledger' },
      { nodeId: slotNode, stake: 1, extra: 1 },
    ]) {
      const res = await bet(play, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });

  it('never takes the balance below zero: a stake beyond it is refused and changes nothing', async () => {
    const play = await playToken({ nodeId: tableNode });
    const before = await balance();
    const rows = app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get();
    const res = await bet(play, { nodeId: tableNode, stake: before + 1, bet: 'RED' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    expect(await balance()).toBe(before);
    expect(app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(rows);
  });

  it('keeps the sum exact under 200 concurrent bets on one account', async () => {
    const play = await playToken({ nodeId: slotNode });
    const before = Math.round((await balance()) * 100);
    const results = await Promise.all(Array.from({ length: 200 }, () => bet(play, { nodeId: slotNode, stake: 1 })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const wins = results.reduce((sum, r) => sum + Math.round(r.json().win * 100), 0);
    const after = Math.round((await balance()) * 100);
    expect(after).toBe(before - 200 * 100 + wins);
    expect(ledgerSum()).toBe(after);
    // Every row continues from the one before: no two bets ever read the same starting balance.
    const chain = app.db
      .prepare('SELECT amount, balance_after AS after FROM ledger WHERE account_id = ? ORDER BY id')
      .all(accountId) as Array<{ amount: number; after: number }>;
    chain.slice(1).forEach((row, i) => expect(row.after).toBe(chain[i].after + row.amount));
    expect(app.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE account_id = ?').pluck().get(accountId)).toBeGreaterThanOrEqual(200);
  });

  it('lets 200 concurrent bets drain a small wallet without ever going below zero', async () => {
    const trialToken = (await freePlayInject(app)).json().value.token as string;
    const play = await playToken({ nodeId: tableNode, accountType: 0 }, trialToken);
    const trialId = app.db.prepare('SELECT account_id FROM sessions WHERE token = ?').pluck().get(trialToken) as number;
    // 200 × ₱1,000 straight bets against a ₱2,000 demo wallet: most lose, so the wallet usually runs out and the
    // rest are refused; whatever the wheel does, no bet may spend money the wallet no longer has.
    const results = await Promise.all(
      Array.from({ length: 200 }, () => bet(play, { nodeId: tableNode, stake: 1000, bet: 'NUMBER', number: 0 })),
    );
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json());
    const won = accepted.reduce((sum, r) => sum + Math.round(r.win * 100), 0);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused.every((r) => r.json().errorCode === 'balance.insufficient')).toBe(true);
    const final = app.db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = 2').pluck().get(trialId) as number;
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(200_000 - accepted.length * 100_000 + won);
    expect(accepted.length + refused.length).toBe(200);
    expect(app.db.prepare('SELECT SUM(amount) FROM ledger WHERE account_id = ?').pluck().get(trialId)).toBe(final);
    expect(app.db.prepare('SELECT MIN(balance_after) FROM ledger WHERE account_id = ?').pluck().get(trialId)).toBeGreaterThanOrEqual(0);
  });

  it('shows bets in recent games and wins on the winner board and rank list', async () => {
    // Later than the other tests' rounds, so this table heads the recent games.
    app.clock.advance(1_000);
    const play = await playToken({ nodeId: tableNode });
    let won: { win: number } | undefined;
    for (let i = 0; i < 60 && !won; i++) {
      const out = (await bet(play, { nodeId: tableNode, stake: 10, bet: 'RED' })).json();
      if (out.win > 0) won = out;
    }
    expect(won).toBeDefined();
    const recent = await app.inject({ url: catalogue['games.recent'].path, headers: { authorization: token } });
    expect(recent.json().value.list[0].nodeId).toBe(tableNode);
    const board = await app.inject({ url: `${catalogue['games.winnerBoard'].path}?gameCategory=LIVE&limitNum=5` });
    expectCatalogueAnswer('games.winnerBoard', board);
    expect(board.json().value.list[0].vo).toMatchObject({
      customerName: 'pl***1',
      winAmount: 20,
      nodeId: tableNode,
      vassalage: expect.any(String),
    });
    const rank = await app.inject({ url: `${catalogue['games.rankList'].path}?gameCategory=ALL` });
    expectCatalogueAnswer('games.rankList', rank);
    const amounts = rank.json().value.list.map((e: { vo: { winAmount: number } }) => e.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const none = await app.inject({ url: `${catalogue['games.winnerBoard'].path}?gameCategory=FISH` });
    expect(none.json().value.list).toEqual([]);
    expect((await app.inject({ url: `${catalogue['games.winnerBoard'].path}?limitNum=0` })).statusCode).toBe(400);
  });
});

describe('trial play (games.trialLaunch)', () => {
  /** The trial launch as the platform's site sends it: GET with the payload as the query, with or without a session. */
  const trialLaunch = (payload: object, auth?: string) =>
    app.inject({
      url: `${catalogue['games.trialLaunch'].path}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: auth ? { authorization: auth } : {},
    });
  const ticketOf = (res: { json(): { value: { content: { game_url: string } } } }) =>
    new URL(res.json().value.content.game_url).searchParams.get('t')!;
  const trade = async (ticket: string) => {
    const res = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; balance: number; freePlay: boolean };
  };
  /** Everything the ledger holds for player1: its rows, their sum, its wallets and its game rounds. */
  const moneyOfPlayer1 = () => ({
    rows: app.db.prepare('SELECT COUNT(*) FROM ledger WHERE account_id = ?').pluck().get(accountId),
    sum: ledgerSum(),
    wallets: app.db.prepare('SELECT wallet_type, balance FROM wallets WHERE account_id = ? ORDER BY wallet_type').all(accountId),
    rounds: app.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE account_id = ?').pluck().get(accountId),
  });

  it("plays a member's trial game from the ticket's demo balance and leaves the ledger exactly as it was", async () => {
    const launch = await trialLaunch({ nodeId: slotNode, launchMode: 'GLS', language: 'EN' }, token);
    expectCatalogueAnswer('games.trialLaunch', launch);
    expect(launch.json().value.content.game_url.startsWith(`${PUBLIC_URL}/play/slot/?t=`)).toBe(true);
    const ticket = ticketOf(launch);
    expect(
      app.db
        .prepare('SELECT account_id AS accountId, free_play AS freePlay, demo_balance AS demo FROM launch_tickets WHERE ticket = ?')
        .get(ticket),
    ).toEqual({ accountId, freePlay: 1, demo: 200_000 });

    const before = moneyOfPlayer1();
    const session = await trade(ticket);
    expect(session).toMatchObject({ balance: 2000, freePlay: true });
    let expected = 2000;
    for (let i = 0; i < 5; i++) {
      const res = await bet(session.token, { nodeId: slotNode, stake: 10 });
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json() as { win: number; balance: number };
      expected = Math.round((expected - 10 + out.win) * 100) / 100;
      expect(out.balance).toBe(expected);
    }
    const shown = await app.inject({ url: '/play/api/balance', headers: { authorization: session.token } });
    expect(shown.json()).toEqual({ balance: expected });
    expect(app.db.prepare('SELECT demo_balance FROM launch_tickets WHERE ticket = ?').pluck().get(ticket)).toBe(Math.round(expected * 100));
    // Play money is no bet: no ledger row, no wallet change, no game round.
    expect(moneyOfPlayer1()).toEqual(before);
  });

  it('refuses a stake beyond the demo balance and changes nothing', async () => {
    const session = await trade(ticketOf(await trialLaunch({ nodeId: tableNode, launchMode: 'GLS' }, token)));
    const before = moneyOfPlayer1();
    const res = await bet(session.token, { nodeId: tableNode, stake: 2000.01, bet: 'RED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('balance.insufficient');
    expect((await app.inject({ url: '/play/api/balance', headers: { authorization: session.token } })).json()).toEqual({ balance: 2000 });
    expect(moneyOfPlayer1()).toEqual(before);
  });

  it('lets a guest try a game without a session, and takes the session from the payload token too', async () => {
    const guest = await trialLaunch({ gameId: slotNode });
    expectCatalogueAnswer('games.trialLaunch', guest);
    expect(app.db.prepare('SELECT account_id FROM launch_tickets WHERE ticket = ?').pluck().get(ticketOf(guest))).toBeNull();
    const session = await trade(ticketOf(guest));
    const res = await bet(session.token, { nodeId: slotNode, stake: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(Math.round((2000 - 1 + res.json().win) * 100) / 100);

    const byToken = await trialLaunch({ nodeId: slotNode, token });
    expect(app.db.prepare('SELECT account_id FROM launch_tickets WHERE ticket = ?').pluck().get(ticketOf(byToken))).toBe(accountId);
  });

  it('refuses lottery games, an unknown game and a game under maintenance', async () => {
    const lott = await trialLaunch({ launchMode: 'LOTT', lottoGameCode: 'VNHN' });
    expect(lott.statusCode).toBe(400);
    expect(lott.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await trialLaunch({ nodeId: 999_999_999 })).json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    const down = app.db.prepare('SELECT node_id FROM games WHERE maintenance = 1 LIMIT 1').pluck().get() as number;
    expect((await trialLaunch({ nodeId: down })).json()).toMatchObject({ success: false, errorCode: 'game.maintenance' });
  });

  it('still bets a normal launch through the ledger', async () => {
    const play = await playToken({ nodeId: slotNode });
    const before = moneyOfPlayer1();
    const res = await bet(play, { nodeId: slotNode, stake: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const after = moneyOfPlayer1();
    expect(after.rounds).toBe((before.rounds as number) + 1);
    expect(after.sum).toBe(before.sum - 100 + Math.round(res.json().win * 100));
    const round = app.db.prepare('SELECT MAX(id) FROM game_rounds WHERE account_id = ?').pluck().get(accountId);
    expect(
      app.db.prepare('SELECT reason FROM ledger WHERE account_id = ? AND ref = ? ORDER BY id').pluck().all(accountId, `round-${round}`),
    ).toEqual(res.json().win > 0 ? ['game.bet', 'game.win'] : ['game.bet']);
  });
});
