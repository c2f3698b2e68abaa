import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mulberry32 } from '../../db/seed/prng';
import { playRound } from '../play';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { buildTestSandbox, TEST_EPOCH } from '../../test-support';
import { transactionType } from './transaction-types';

/**
 * The records read whole days (ledger) and quarter hours (bets) from summary tables kept by
 * triggers, and only the partial ends of a range from the rows. Checked here against the rows
 * themselves over random ranges, pages, types and time zones, after inserts, updates and deletes.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let accountId: number;
let nodes: Array<{ nodeId: number; gameType: string }>;
const rng = mulberry32(0x1234);
const pick = (n: number) => Math.floor(rng.next() * n);

beforeAll(async () => {
  app = await buildTestSandbox();
  accountId = app.repos.accounts.create({
    username: 'records1',
    passwordHash: '!',
    type: 0,
    createdAt: TEST_EPOCH,
    referralCode: 'RECORDS1',
    avatar: 0,
    passwordChangedAt: TEST_EPOCH,
  });
  nodes = app.db
    .prepare(
      "SELECT node_id AS nodeId, game_type AS gameType FROM games WHERE game_type IN ('RNG', 'LIVE', 'FISH') ORDER BY node_id LIMIT 6",
    )
    .all() as typeof nodes;
  const deps = { db: app.db, play: app.repos.play, wallets: app.repos.wallets };
  app.repos.wallets.move(accountId, MAIN_WALLET, 10_000_000, 'deposit', 'opening', TEST_EPOCH - 20 * DAY);
  for (let i = 0; i < 600; i++) {
    const at = TEST_EPOCH - 10 * DAY + pick(10 * DAY);
    const node = nodes[i % nodes.length];
    if (i % 5 === 4)
      app.repos.wallets.move(accountId, MAIN_WALLET, 100 + pick(1000), i % 2 ? 'bonus.rebate' : 'transfer.downline.in', `r${i}`, at);
    else playRound(deps, accountId, node.nodeId, 100 + pick(500), { result: {}, multiplier: pick(3) * 0.9 }, at);
  }
  // Rows move and go after they were written: the summaries follow.
  app.db.prepare('UPDATE ledger SET created_at = created_at - ? WHERE account_id = ? AND id % 7 = 0').run(2 * DAY, accountId);
  app.db.prepare('UPDATE game_rounds SET played_at = played_at + ? WHERE account_id = ? AND id % 5 = 0').run(HOUR + 17, accountId);
  app.db.prepare("DELETE FROM ledger WHERE account_id = ? AND id % 11 = 0 AND reason = 'bonus.rebate'").run(accountId);
  app.db.prepare('DELETE FROM game_rounds WHERE account_id = ? AND id % 13 = 0').run(accountId);
});
afterAll(() => app.close());

const randomRange = () => {
  const from = TEST_EPOCH - 13 * DAY + pick(8 * DAY);
  return { accountId, from, to: from + 1 + pick(6 * DAY) };
};

describe('record summaries', () => {
  it('gives the account record the same pages and totals as the rows themselves', () => {
    const rows = app.db
      .prepare('SELECT id, amount, reason, created_at AS t FROM ledger WHERE account_id = ? ORDER BY created_at DESC, id DESC')
      .all(accountId) as Array<{ id: number; amount: number; reason: string; t: number }>;
    for (let n = 0; n < 60; n++) {
      const q = randomRange();
      const type = n % 3 === 0 ? null : (['BET', 'PAYOUT', 'BONUS', 'TRANSFER'] as const)[pick(4)];
      const expected = rows.filter((r) => r.t >= q.from && r.t < q.to && (type === null || transactionType(r.reason) === type));
      const limit = 1 + pick(40);
      const offset = pick(expected.length + 10);
      const { totals, rows: page } = app.repos.records.ledger(q, type, { limit, offset });
      expect(totals).toEqual({
        count: expected.length,
        moneyIn: expected.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
        moneyOut: expected.filter((r) => r.amount < 0).reduce((s, r) => s - r.amount, 0),
      });
      expect(page.map((r) => r.id)).toEqual(expected.slice(offset, offset + limit).map((r) => r.id));
    }
  });

  it('gives the betting record the same pages and totals as the rounds themselves', () => {
    const rounds = app.db
      .prepare(
        `SELECT r.id, r.stake, r.win, r.played_at AS t, g.game_type AS gameType FROM game_rounds r JOIN games g ON g.node_id = r.node_id
        WHERE r.account_id = ? ORDER BY r.played_at DESC, r.id DESC`,
      )
      .all(accountId) as Array<{ id: number; stake: number; win: number; t: number; gameType: string }>;
    for (let n = 0; n < 60; n++) {
      const q = randomRange();
      const gameType = n % 2 === 0 ? null : nodes[pick(nodes.length)].gameType;
      const expected = rounds.filter((r) => r.t >= q.from && r.t < q.to && (gameType === null || r.gameType === gameType));
      const limit = 1 + pick(40);
      const offset = pick(expected.length + 10);
      const { totals, rows } = app.repos.records.bets(q, gameType, { limit, offset });
      const stake = expected.reduce((s, r) => s + r.stake, 0);
      const win = expected.reduce((s, r) => s + r.win, 0);
      expect(totals).toEqual({ count: expected.length, bet: stake, settledBet: stake, valid: stake, win });
      expect(rows.map((r) => r.id)).toEqual(expected.slice(offset, offset + limit).map((r) => `round-${r.id}`));
    }
  });

  it("groups profit by the player's day in any time zone as the rounds themselves do", () => {
    const rounds = app.db
      .prepare(
        `SELECT r.stake, r.win, r.played_at AS t, g.game_type AS gameType FROM game_rounds r JOIN games g ON g.node_id = r.node_id
        WHERE r.account_id = ?`,
      )
      .all(accountId) as Array<{ stake: number; win: number; t: number; gameType: string }>;
    for (const offsetMinutes of [0, 480, -300, 330, 345, 7]) {
      const q = randomRange();
      const offsetMs = offsetMinutes * 60_000;
      const groups = new Map<string, { dayNo: number; gameType: string; bets: number; bet: number; valid: number; win: number }>();
      for (const r of rounds.filter((x) => x.t >= q.from && x.t < q.to)) {
        const dayNo = Math.floor((r.t + offsetMs) / DAY);
        const key = `${dayNo}|${r.gameType}`;
        const g = groups.get(key) ?? { dayNo, gameType: r.gameType, bets: 0, bet: 0, valid: 0, win: 0 };
        groups.set(key, { ...g, bets: g.bets + 1, bet: g.bet + r.stake, valid: g.valid + r.stake, win: g.win + r.win });
      }
      const expected = [...groups.values()].sort((a, b) => b.dayNo - a.dayNo || a.gameType.localeCompare(b.gameType));
      expect(app.repos.records.profit(q, offsetMs), `offset ${offsetMinutes}`).toEqual(expected);
    }
  });
});
