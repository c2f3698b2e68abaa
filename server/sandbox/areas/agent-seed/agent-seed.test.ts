import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../plugins/db';
import { migrate } from '../../db/migrate';
import { prepareSeed, seedDatabase } from '../../db/seed';
import { mulberry32 } from '../../db/seed/prng';
import { buildTestSandbox, signIn, TEST_EPOCH } from '../../test-support';
import { DEEP_TEAM_AGENT, DEEP_TEAM_LEVELS, levelSizes, planDeepTeam } from './deep-team';
import { DEMO_TEAM } from './demo-teams';
import { AGENT_TYPES } from '../../core/accounts';

const DAY_MS = 86_400_000;
const idOf = (db: Database, username: string) =>
  db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck().get(username)!;

/** The team of `agentId` (itself included) with each member's depth, counted from `upline_id` alone. */
const RECOUNT_TEAM = `WITH RECURSIVE team(id, depth) AS (
    SELECT id, 0 FROM accounts WHERE id = ?
    UNION ALL SELECT a.id, t.depth + 1 FROM accounts a JOIN team t ON a.upline_id = t.id)`;

/** Every account's main wallet against the sum of its ledger rows; the accounts whose two differ. */
function walletsOffLedger(db: Database): unknown[] {
  return db
    .prepare(
      `SELECT w.account_id, w.balance, COALESCE(SUM(l.amount), 0) AS rows FROM wallets w
       LEFT JOIN ledger l ON l.account_id = w.account_id AND l.wallet_type = w.wallet_type
       GROUP BY w.account_id, w.wallet_type HAVING w.balance <> rows`,
    )
    .all();
}

/** team_paths, team_bet_slots and team_money_slots of one agent against a recount from the accounts, rounds and ledger. */
function aggregatesAgree(db: Database, agentId: number) {
  const paths = db.prepare('SELECT member_id AS id, depth FROM team_paths WHERE ancestor_id = ? ORDER BY member_id').all(agentId);
  const recount = db.prepare(`${RECOUNT_TEAM} SELECT id, depth FROM team ORDER BY id`).all(agentId);
  const slots = db
    .prepare('SELECT slot, bets, bet, valid, win FROM team_bet_slots WHERE ancestor_id = ? AND bets > 0 ORDER BY slot')
    .all(agentId);
  const slotRecount = db
    .prepare(
      `${RECOUNT_TEAM} SELECT played_at / 300000 AS slot, COUNT(*) AS bets, SUM(stake) AS bet, SUM(stake) AS valid, SUM(win) AS win
       FROM game_rounds WHERE account_id IN (SELECT id FROM team) GROUP BY slot ORDER BY slot`,
    )
    .all(agentId);
  // Per slot, not only in sum: a deposit whose time the seed moves must move its slot too.
  const deposits = db
    .prepare('SELECT slot, deposits FROM team_money_slots WHERE ancestor_id = ? AND deposits <> 0 ORDER BY slot')
    .all(agentId);
  const depositRecount = db
    .prepare(
      `${RECOUNT_TEAM} SELECT created_at / 300000 AS slot, SUM(amount) AS deposits FROM ledger
       WHERE reason = 'deposit' AND account_id IN (SELECT id FROM team) GROUP BY slot ORDER BY slot`,
    )
    .all(agentId);
  const totals = db.prepare('SELECT members, agents, balance FROM team_totals WHERE ancestor_id = ?').get(agentId);
  const totalsRecount = db
    .prepare(
      `${RECOUNT_TEAM} SELECT SUM(t.depth > 0) AS members, SUM(t.depth > 0 AND a.type IN (${AGENT_TYPES.join(', ')})) AS agents,
         (SELECT COALESCE(SUM(balance), 0) FROM wallets WHERE account_id IN (SELECT id FROM team)) AS balance
       FROM team t JOIN accounts a ON a.id = t.id`,
    )
    .get(agentId);
  const joins = db.prepare('SELECT slot, joins FROM team_join_slots WHERE ancestor_id = ? ORDER BY slot').all(agentId);
  const joinRecount = db
    .prepare(
      `${RECOUNT_TEAM} SELECT a.created_at / 300000 AS slot, COUNT(*) AS joins FROM team t JOIN accounts a ON a.id = t.id
       WHERE t.depth > 0 GROUP BY slot ORDER BY slot`,
    )
    .all(agentId);
  // The downline's ledger per slot and reason, the agent's own rows left out.
  const ledgerSlots = db
    .prepare(
      `SELECT slot, reason, rows, money_in AS moneyIn, money_out AS moneyOut FROM team_ledger_slots
       WHERE ancestor_id = ? AND rows > 0 ORDER BY slot, reason`,
    )
    .all(agentId);
  const ledgerRecount = db
    .prepare(
      `${RECOUNT_TEAM} SELECT created_at / 300000 AS slot, reason, COUNT(*) AS rows, SUM(MAX(amount, 0)) AS moneyIn,
         SUM(MAX(-amount, 0)) AS moneyOut FROM ledger WHERE account_id IN (SELECT id FROM team WHERE depth > 0)
       GROUP BY slot, reason ORDER BY slot, reason`,
    )
    .all(agentId);
  return {
    paths,
    recount,
    slots,
    slotRecount,
    deposits,
    depositRecount,
    totals,
    totalsRecount,
    joins,
    joinRecount,
    ledgerSlots,
    ledgerRecount,
  };
}

/** Every aggregate of `agentId` equals its recount. */
function expectAggregatesAgree(db: Database, agentId: number) {
  const agreed = aggregatesAgree(db, agentId);
  expect(agreed.paths).toEqual(agreed.recount);
  expect(agreed.slots).toEqual(agreed.slotRecount);
  expect(agreed.deposits).toEqual(agreed.depositRecount);
  expect(agreed.totals).toEqual(agreed.totalsRecount);
  expect(agreed.joins).toEqual(agreed.joinRecount);
  expect(agreed.ledgerSlots).toEqual(agreed.ledgerRecount);
  return agreed;
}

describe('the deep team plan', () => {
  it.each([6, 1_000, 10_000])('puts %i members on exactly six levels, each above the last with agents that have a downline', (n) => {
    const sizes = levelSizes(n);
    expect(sizes).toHaveLength(DEEP_TEAM_LEVELS);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
    const plan = planDeepTeam(n, mulberry32(1));
    expect(plan).toHaveLength(n);
    expect(Math.max(...plan.map((m) => m.depth))).toBe(DEEP_TEAM_LEVELS);
    const byIndex = new Map(plan.map((m) => [m.index, m]));
    for (const m of plan) {
      // Every upline is the agent itself or an agent one level up.
      if (m.parent === 0) expect(m.depth).toBe(1);
      else expect(byIndex.get(m.parent)).toMatchObject({ type: 1, depth: m.depth - 1 });
    }
    const parents = new Set(plan.map((m) => m.parent));
    for (const m of plan) if (m.type === 1) expect(parents.has(m.index)).toBe(true);
  });

  it('refuses a team too small to have six levels', () => {
    expect(() => levelSizes(5)).toThrow(RangeError);
  });
});

describe('the demo teams (always seeded)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestSandbox();
  });
  afterAll(() => app.close());

  it('puts agent1 four levels deep over its sub-agents, keeping downline1…4 directly below it', () => {
    const agent1 = idOf(app.db, 'agent1');
    const depths = Object.fromEntries(
      (
        app.db
          .prepare(`SELECT a.username, p.depth FROM team_paths p JOIN accounts a ON a.id = p.member_id WHERE p.ancestor_id = ?`)
          .all(agent1) as Array<{ username: string; depth: number }>
      ).map((r) => [r.username, r.depth]),
    );
    expect(depths).toMatchObject({ agent1: 0, downline1: 1, downline4: 1, subagent1: 1, subagent2: 1, teamagent1: 2, teammember3: 3 });
    expect(Object.keys(depths)).toHaveLength(1 + 4 + DEMO_TEAM.length);
    const agreed = expectAggregatesAgree(app.db, agent1);
    expect(agreed.slotRecount.length).toBeGreaterThan(50);
    expect(agreed.ledgerRecount.length).toBeGreaterThan(50);
  });

  it('plays over the last 14 days from deposits, every balance the sum of its ledger rows', () => {
    const played = app.db
      .prepare(
        `SELECT MIN(r.played_at) AS first, MAX(r.played_at) AS last, COUNT(*) AS n FROM game_rounds r
         JOIN accounts a ON a.id = r.account_id WHERE a.username IN (${DEMO_TEAM.map(() => '?').join(',')})`,
      )
      .get(...DEMO_TEAM.map((m) => m.username)) as { first: number; last: number; n: number };
    expect(played.n).toBeGreaterThan(80);
    expect(played.first).toBeGreaterThanOrEqual(TEST_EPOCH - 14 * DAY_MS);
    expect(played.last).toBeLessThan(TEST_EPOCH);
    expect(walletsOffLedger(app.db)).toEqual([]);
    // Each credited deposit is an order whose id is its ledger row's reference.
    const unmatched = app.db
      .prepare(
        `SELECT l.id FROM ledger l JOIN accounts a ON a.id = l.account_id LEFT JOIN deposit_orders o ON 'D' || o.id = l.ref
         WHERE a.username = 'teammember1' AND l.reason = 'deposit' AND (o.status IS NOT 'CREDITED' OR o.amount <> l.amount)`,
      )
      .all();
    expect(unmatched).toEqual([]);
  });

  it('gives subagent1 an active daily salary and monthly dividend from agent1, and downline2 an offer', () => {
    const rows = app.db
      .prepare(
        `SELECT c.kind, c.period, c.status, u.username AS upline, m.username AS member, c.tiers, c.top_rate AS topRate,
           c.settled_until AS settledUntil, c.decided_at AS decidedAt
         FROM contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts m ON m.id = c.member_id ORDER BY c.id`,
      )
      .all() as Array<Record<string, unknown>>;
    expect(rows.map(({ kind, period, status, upline, member }) => ({ kind, period, status, upline, member }))).toEqual([
      { kind: 'DAILY_SALARY', period: null, status: 'ACTIVE', upline: 'agent1', member: 'subagent1' },
      { kind: 'DIVIDEND', period: 'MONTHLY', status: 'ACTIVE', upline: 'agent1', member: 'subagent1' },
      { kind: 'DAILY_SALARY', period: null, status: 'OFFERED', upline: 'agent1', member: 'downline2' },
    ]);
    expect(JSON.parse(rows[0]!.tiers as string)).toEqual([
      { minValidBet: 100_000, minActiveMembers: 1, rate: 50 },
      { minValidBet: 1_000_000, minActiveMembers: 3, rate: 100 },
    ]);
    expect(rows[0]!.topRate).toBe(100);
    expect(rows[0]!.settledUntil).toBe(Math.floor((rows[0]!.decidedAt as number) / 300_000) * 300_000);
    expect(rows[2]!.settledUntil).toBeNull();
  });

  it('lets the sub-agents and their members sign in, and leaves the deep team out of test sandboxes', async () => {
    await expect(signIn(app, 'subagent1', 'Agent1234')).resolves.toEqual(expect.any(String));
    await expect(signIn(app, 'teammember3', 'Play1234')).resolves.toEqual(expect.any(String));
    expect(app.db.prepare('SELECT COUNT(*) FROM accounts WHERE username = ?').pluck().get(DEEP_TEAM_AGENT)).toBe(0);
  });
});

describe('the deep team (seed option deepTeamMembers)', () => {
  const MEMBERS = 3_000;
  let db: Database;
  beforeAll(async () => {
    db = openDatabase(':memory:');
    migrate(db, TEST_EPOCH);
    await prepareSeed(db, { deepTeamMembers: MEMBERS });
    seedDatabase(db, TEST_EPOCH, { deepTeamMembers: MEMBERS });
  }, 120_000);
  afterAll(() => db.close());

  it('puts the stated number of members below bigagent on six levels, with about five rounds each over 30 days', () => {
    const top = idOf(db, DEEP_TEAM_AGENT);
    const levels = db
      .prepare('SELECT depth, COUNT(*) AS n FROM team_paths WHERE ancestor_id = ? AND depth > 0 GROUP BY depth ORDER BY depth')
      .all(top) as Array<{ depth: number; n: number }>;
    expect(levels.map((l) => l.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(levels.reduce((a, l) => a + l.n, 0)).toBe(MEMBERS);
    const rounds = db
      .prepare(
        `SELECT COUNT(*) AS n, MIN(played_at) AS first FROM game_rounds WHERE account_id IN
          (SELECT member_id FROM team_paths WHERE ancestor_id = ? AND depth > 0)`,
      )
      .get(top) as { n: number; first: number };
    expect(rounds.n).toBeGreaterThan(MEMBERS * 4);
    expect(rounds.n).toBeLessThan(MEMBERS * 6);
    expect(rounds.first).toBeGreaterThanOrEqual(TEST_EPOCH - 30 * DAY_MS);
  });

  it('keeps team_paths and the team aggregates equal to a recount, for bigagent and an agent three levels down', () => {
    const top = idOf(db, DEEP_TEAM_AGENT);
    const deep = db
      .prepare(
        `SELECT p.member_id FROM team_paths p JOIN accounts a ON a.id = p.member_id
         WHERE p.ancestor_id = ? AND p.depth = 3 AND a.type = 1 ORDER BY p.member_id LIMIT 1`,
      )
      .pluck()
      .get(top) as number;
    for (const agent of [top, deep]) expectAggregatesAgree(db, agent);
    expect(aggregatesAgree(db, deep).recount.length).toBeGreaterThan(5);
  });

  it('keeps every balance the sum of its ledger rows, never below zero on the way', () => {
    expect(walletsOffLedger(db)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM ledger WHERE balance_after < 0').pluck().get()).toBe(0);
  });

  it('comes with the sandbox option deepTeamMembers, and bigagent signs in', async () => {
    const app = await buildTestSandbox({ deepTeamMembers: 60 });
    try {
      const top = idOf(app.db, DEEP_TEAM_AGENT);
      expect(app.db.prepare('SELECT COUNT(*) FROM team_paths WHERE ancestor_id = ? AND depth > 0').pluck().get(top)).toBe(60);
      await expect(signIn(app, DEEP_TEAM_AGENT, 'Agent1234')).resolves.toEqual(expect.any(String));
      await expect(signIn(app, 'bt000060', 'Play1234')).resolves.toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  it('is written once: a second start with the option writes nothing more', () => {
    const count = () => db.prepare('SELECT COUNT(*) FROM accounts').pluck().get();
    const before = count();
    expect(seedDatabase(db, TEST_EPOCH + DAY_MS, { deepTeamMembers: MEMBERS })).toEqual([]);
    expect(count()).toBe(before);
  });
});
