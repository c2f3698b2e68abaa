import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { wireToCents } from '../../../../shared/money';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';
import { tokenOf } from '../../testing/members';
import { ledgerOf } from '../../testing/ledger';
import { advanceClock } from '../../testing/agent-play';
import { currentMatches, platformWeekStart, WEEK_MS } from './fixtures';
import type { FixtureRow } from './fixtures-repository';
import { DAY_MS, MINUTE_MS } from '../../core/time';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const get = async <K extends 'games.jackpot' | 'games.match'>(key: K, query: Record<string, string> = {}) => {
  const res = await app.inject({ url: `${catalogue[key].path}?${new URLSearchParams(query)}` });
  expectCatalogueAnswer(key, res);
  return res.json() as { success: boolean; value: K extends 'games.jackpot' ? JackpotAnswer : MatchAnswer; errorCode: string | null };
};
interface JackpotAnswer {
  total: string;
  list: { vassalage: string; displayName: string; amount: string }[];
}
interface MatchAnswer {
  list: { matchId: number; nodeId: number; vassalage: string; startTime: number; status: string; homeTeam: string; awayTeam: string }[];
}

/** Plays `rounds` slot rounds of `stake` pesos as `username` on the game `nodeId` through the play CDN. */
async function play(username: string, nodeId: number, rounds: number, stake: number) {
  const launch = await app.inject({
    url: `${catalogue['games.launch'].path}?${new URLSearchParams({ accountType: '1', launchMode: 'GLS', nodeId: String(nodeId) })}`,
    headers: { authorization: tokenOf(app, username) },
  });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  const token = (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token as string;
  for (let i = 0; i < rounds; i++) {
    const res = await app.inject({ method: 'POST', url: '/play/api/bet', headers: { authorization: token }, payload: { nodeId, stake } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const gameOf = (classify: string | null, vassalage: string) =>
  app.db
    .prepare(
      `SELECT node_id FROM games WHERE vassalage = ? AND game_type = 'RNG' AND game_classify IS ? AND min_bet <= 1 ORDER BY node_id LIMIT 1`,
    )
    .pluck()
    .get(vassalage, classify) as number;

describe('games.jackpot', () => {
  it('answers a pool per vendor with jackpot-class games, the total their sum', async () => {
    const { success, value } = await get('games.jackpot');
    expect(success).toBe(true);
    const vendors = app.db.prepare("SELECT DISTINCT vassalage FROM games WHERE game_classify = 'JACKPOT'").pluck().all();
    expect(value.list.map((p) => p.vassalage).sort()).toEqual([...vendors].sort());
    expect(wireToCents(value.total)).toBe(value.list.reduce((n, p) => n + wireToCents(p.amount), 0));
    expect(value.list.find((p) => p.vassalage === 'PG')?.displayName).toBeTruthy();
    // Biggest first.
    const amounts = value.list.map((p) => wireToCents(p.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('grows by 1% of every stake on the vendor’s jackpot games, and only those, while the ledger holds', async () => {
    const pg = async () => wireToCents((await get('games.jackpot', { vassalage: 'PG' })).value.list[0]!.amount);
    const before = await pg();
    const ledgerBefore = ledgerOf(app, 'player1');
    const lastRound = app.db.prepare('SELECT COALESCE(MAX(id), 0) FROM game_rounds').pluck().get() as number;
    await play('player1', gameOf('SLOT', 'PG'), 3, 1);
    expect(await pg()).toBe(before);
    await play('player1', gameOf('JACKPOT', 'PG'), 5, 1);
    // Five stakes of ₱1.00: 500 cents, 1% of it into the pool.
    expect(await pg()).toBe(before + 5);
    // The pool is a figure over the rounds and moves no money: the member's wallet moved by the
    // rounds' wins less their stakes, every cent of it in the ledger.
    const net = app.db
      .prepare('SELECT COALESCE(SUM(win - stake), 0) FROM game_rounds WHERE id > ? AND account_id = ?')
      .pluck()
      .get(lastRound, ledgerBefore.accountId) as number;
    expect(ledgerOf(app, 'player1').balance).toBe(ledgerBefore.balance + net);
  });

  it('answers an empty list for a vendor without a pool', async () => {
    const { value } = await get('games.jackpot', { vassalage: 'FB' });
    expect(value).toEqual({ total: '0.00', list: [] });
  });

  it('refuses a malformed vendor code as the platform does', async () => {
    const res = await app.inject({ url: `${catalogue['games.jackpot'].path}?vassalage=${encodeURIComponent('P G;')}` });
    expect(res.json().success).toBe(false);
  });
});

describe('games.match', () => {
  it('answers the sports books’ fixtures still to finish, live first, then by kick-off', async () => {
    const { success, value } = await get('games.match', { limitNum: '100' });
    expect(success).toBe(true);
    expect(value.list.length).toBeGreaterThan(20);
    const now = app.clock.now();
    for (const m of value.list) {
      expect(m.homeTeam).not.toBe(m.awayTeam);
      expect(m.status === 'LIVE' ? m.startTime <= now : m.startTime > now).toBe(true);
    }
    const upcoming = value.list.filter((m) => m.status === 'UPCOMING').map((m) => m.startTime);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    const sports = app.db.prepare("SELECT node_id FROM games WHERE game_type = 'SPORTS'").pluck().all();
    for (const m of value.list) expect(sports).toContain(m.nodeId);
  });

  it('narrows to a vendor and a count, and keeps the list full as the clock moves on', async () => {
    const fb = await get('games.match', { vassalage: 'FB', limitNum: '5' });
    expect(fb.value.list).toHaveLength(5);
    expect(new Set(fb.value.list.map((m) => m.vassalage))).toEqual(new Set(['FB']));
    await advanceClock(app, 30 * DAY_MS);
    const later = await get('games.match', { vassalage: 'FB', limitNum: '5' });
    expect(later.value.list).toHaveLength(5);
    expect(later.value.list[0]!.startTime).toBeGreaterThan(fb.value.list[0]!.startTime);
  });

  it('refuses a count over 100', async () => {
    const res = await app.inject({ url: `${catalogue['games.match'].path}?limitNum=101` });
    expect(res.json().success).toBe(false);
  });
});

describe('weekly fixtures', () => {
  const fixture = (weekOffsetMs: number, durationMs = 2 * 60 * MINUTE_MS): FixtureRow => ({
    id: 1,
    nodeId: 1,
    vassalage: 'FB',
    sport: 'FOOTBALL',
    league: 'L',
    homeTeam: 'A',
    awayTeam: 'B',
    weekOffsetMs,
    durationMs,
  });

  it('starts the platform week on Monday 00:00 at UTC+08:00', () => {
    // Wednesday 3 January 2024, 12:00 UTC: the week began on Sunday 31 December 2023, 16:00 UTC.
    expect(platformWeekStart(Date.UTC(2024, 0, 3, 12))).toBe(Date.UTC(2023, 11, 31, 16));
    // Sunday 7 January 2024 at 15:59 UTC is still that week; 16:00 opens the next.
    expect(platformWeekStart(Date.UTC(2024, 0, 7, 15, 59))).toBe(Date.UTC(2023, 11, 31, 16));
    expect(platformWeekStart(Date.UTC(2024, 0, 7, 16))).toBe(Date.UTC(2024, 0, 7, 16));
  });

  it('answers a match under way as LIVE and one over as next week’s', () => {
    const week = Date.UTC(2023, 11, 31, 16);
    const now = week + DAY_MS + 60 * MINUTE_MS;
    const [live] = currentMatches([fixture(DAY_MS)], now, 10);
    expect(live).toMatchObject({ status: 'LIVE', startTime: week + DAY_MS });
    const [next] = currentMatches([fixture(DAY_MS, 30 * MINUTE_MS)], now, 10);
    expect(next).toMatchObject({ status: 'UPCOMING', startTime: week + WEEK_MS + DAY_MS });
  });
});
